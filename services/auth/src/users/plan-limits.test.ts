import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { ActiveUser, PlanUsage } from '@balcao/contracts';
import { publishOfficePlan } from '@balcao/service-kit/testing';
import { users } from '../db/schema';
import { call, newUserBody, rolesOf, signUpOffice, startAuthTestApp, type AuthTestApp } from '../testing/auth-test-app';

const ESSENCIAL = { numbers: 3, users: 6, agents: 3, monthlyConsultations: null, monthlyCredits: 6500 };

describe("the office's subscription and its users limit", () => {
  let ctx: AuthTestApp;
  beforeAll(async () => {
    ctx = await startAuthTestApp();
  });
  afterAll(() => ctx.close());

  const me = async (token: string) => (await call(ctx.app, { url: '/api/auth/me', token })).json<ActiveUser>();
  const usersOf = async (officeId: string) => (await ctx.db.select({ n: count() }).from(users).where(eq(users.officeId, officeId)))[0]!.n;

  it('/api/auth/me carries the subscription billing published: trial, then the paid plan, then inactive', async () => {
    const office = await signUpOffice(ctx.app);
    // Billing has said nothing yet: no subscription to show.
    expect((await me(office.token)).subscription).toBeNull();

    await publishOfficePlan(ctx.infra, ctx.db, 'auth', office.id);
    expect((await me(office.token)).subscription).toEqual({ id: null, name: 'Período de teste', isActive: true, isTrial: true, planId: null, limits: expect.objectContaining({ users: 2 }) });

    const subscriptionId = '0190a6d2-7c4e-7000-8000-00000000abcd';
    await publishOfficePlan(ctx.infra, ctx.db, 'auth', office.id, { state: 'active', accessUntil: null, planId: 'essencial-anual', subscriptionId, planName: 'Plano Essencial', limits: ESSENCIAL });
    expect((await me(office.token)).subscription).toEqual({ id: subscriptionId, name: 'Plano Essencial', isActive: true, isTrial: false, planId: 'essencial-anual', limits: ESSENCIAL });

    await publishOfficePlan(ctx.infra, ctx.db, 'auth', office.id, { state: 'inactive', accessUntil: null, planId: 'essencial-anual', subscriptionId, planName: 'Plano Essencial', limits: ESSENCIAL });
    expect((await me(office.token)).subscription).toMatchObject({ id: subscriptionId, name: 'Plano Essencial', isActive: false });
  });

  it('refuses a user beyond the plan (403 naming the limit, nothing written) and counts usage against it', async () => {
    const office = await signUpOffice(ctx.app);
    await publishOfficePlan(ctx.infra, ctx.db, 'auth', office.id);
    const roleId = (await rolesOf(ctx.app, office.token)).find((role) => role.name === 'Atendente')!.id;
    const create = (email: string) => call(ctx.app, { method: 'POST', url: '/api/user', token: office.token, payload: newUserBody([office.inboxId], roleId, { email }) });

    // The trial's limit is 2 users: the owner and one more.
    expect((await create('segundo@escritorio.com.br')).statusCode).toBe(201);
    const refused = await create('terceiro@escritorio.com.br');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PLAN_LIMIT_REACHED', message: 'Seu plano permite 2 usuários. Faça upgrade do plano para cadastrar mais.' });
    expect(await usersOf(office.id)).toBe(2);
    expect((await call(ctx.app, { url: '/api/user/plan-usage', token: office.token })).json<PlanUsage>()).toEqual({ limit: 'users', used: 2, max: 2 });

    // On a bigger plan the same creation passes.
    await publishOfficePlan(ctx.infra, ctx.db, 'auth', office.id, { state: 'active', accessUntil: null, planId: 'essencial-anual', planName: 'Plano Essencial', limits: ESSENCIAL });
    expect((await create('terceiro@escritorio.com.br')).statusCode).toBe(201);
    expect((await call(ctx.app, { url: '/api/user/plan-usage', token: office.token })).json<PlanUsage>()).toEqual({ limit: 'users', used: 3, max: 6 });
  });

  it('lets concurrent creations fill the plan but never overshoot it', async () => {
    const office = await signUpOffice(ctx.app);
    await publishOfficePlan(ctx.infra, ctx.db, 'auth', office.id, { state: 'active', accessUntil: null, planId: 'sociedade-juridica-mensal', planName: 'Plano Sociedade Jurídica', limits: { ...ESSENCIAL, users: 4 } });
    const roleId = (await rolesOf(ctx.app, office.token)).find((role) => role.name === 'Atendente')!.id;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => call(ctx.app, { method: 'POST', url: '/api/user', token: office.token, payload: newUserBody([office.inboxId], roleId, { email: `junto${index}@escritorio.com.br` }) })),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 403)).toHaveLength(3);
    expect(await usersOf(office.id)).toBe(4);
  });
});
