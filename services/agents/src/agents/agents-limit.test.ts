import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { Agent, PlanUsage } from '@balcao/contracts';
import { FIRST_PLAN_LIMITS, publishOfficePlan } from '@balcao/service-kit/testing';
import { agents } from '../db/schema';
import { agentBody, startAgentsTestApp, type AgentsTestApp, type TestUser } from '../testing/agents-test-app';

describe("the plan's AI agents", () => {
  let t: AgentsTestApp;
  beforeAll(async () => {
    t = await startAgentsTestApp();
  });
  afterAll(async () => t?.close());

  const create = (as: TestUser, name: string) => t.call({ method: 'POST', url: '/api/agents', as, payload: agentBody(as.inboxId, { name }) });
  const agentsOf = async (as: TestUser) => (await t.db.select({ n: count() }).from(agents).where(eq(agents.officeId, as.officeId)))[0]!.n;
  const usage = (as: TestUser) => t.expectOk<PlanUsage>({ url: '/api/agents/plan-usage', as });

  it('refuses a second agent on a one-agent plan (403 naming the limit, nothing written), and a deleted one frees its place', async () => {
    const owner = await t.signUpOffice();
    await publishOfficePlan(t.infra, t.db, 'agents', owner.officeId);
    const first = await create(owner, 'Clara');
    expect(first.statusCode).toBe(201);
    const refused = await create(owner, 'Lia');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PLAN_LIMIT_REACHED', message: 'Seu plano permite 1 agente de IA. Faça upgrade do plano para criar mais.' });
    expect(await agentsOf(owner)).toBe(1);
    expect(await usage(owner)).toEqual({ limit: 'agents', used: 1, max: 1 });

    await t.expectOk({ method: 'DELETE', url: `/api/agents/${first.json<Agent>().id}`, as: owner });
    expect((await create(owner, 'Lia')).statusCode).toBe(201);
  });

  it('lets a bigger plan have more, and concurrent creations never overshoot it', async () => {
    const owner = await t.signUpOffice();
    await publishOfficePlan(t.infra, t.db, 'agents', owner.officeId, { state: 'active', accessUntil: null, planId: 'essencial-mensal', planName: 'Plano Essencial', limits: { ...FIRST_PLAN_LIMITS, agents: 3 } });
    const answers = await Promise.all(Array.from({ length: 6 }, (_, index) => create(owner, `Agente ${index}`)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 403, 403, 403]);
    expect(await agentsOf(owner)).toBe(3);
    expect(await usage(owner)).toEqual({ limit: 'agents', used: 3, max: 3 });
  });
});
