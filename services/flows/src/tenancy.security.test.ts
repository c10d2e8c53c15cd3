import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Flow } from '@balcao/contracts';
import { startFlowsTestApp, type FlowsTestApp, type TestUser } from './testing/flows-test-app';

const steps = { initialStepId: 'oi', steps: [{ id: 'oi', type: 'text', content: 'Olá!' }] };

/**
 * Every flow route answers 404 to another office and to a member of the office who is not in the
 * flow's workspace, 403 to a member without view:flow and 401 without a token; nothing changes.
 */
describe('flows are seen only by their workspace, and only with view:flow', () => {
  let t: FlowsTestApp;
  let owner: TestUser;
  const callers: Record<'another office' | 'a Gestor outside the workspace' | 'an attendant without view:flow' | 'a visitor without a token', TestUser | null> = {} as never;
  let flow: Flow;

  /** One call of each flow route, on `flow` and its workspace. */
  const everyRoute = () => [
    { method: 'GET' as const, url: `/api/flow/${flow.id}` },
    { method: 'PATCH' as const, url: `/api/flow/${flow.id}`, payload: { name: 'Meu agora', content: steps } },
    { method: 'DELETE' as const, url: `/api/flow/${flow.id}` },
    { method: 'GET' as const, url: '/api/flow', query: { inboxId: flow.inboxId } },
    { method: 'POST' as const, url: '/api/flow', payload: { name: 'Intruso', inboxId: flow.inboxId } },
  ];

  beforeAll(async () => {
    t = await startFlowsTestApp();
    owner = await t.signUpOffice('Maria Souza');
    const secondInbox = await t.addInbox(owner);
    flow = await t.createFlow(owner, { name: 'Triagem', inboxId: secondInbox });
    callers['another office'] = await t.signUpOffice('Outro Escritório');
    callers['a Gestor outside the workspace'] = await t.addUser(owner, [owner.inboxId], 'Gestor', 'Gestor Vizinho');
    callers['an attendant without view:flow'] = await t.addUser(owner, [owner.inboxId, secondInbox], 'Atendente');
    callers['a visitor without a token'] = null;
  });
  afterAll(async () => t?.close());

  it.each([
    ['another office', 404],
    ['a Gestor outside the workspace', 404],
    ['an attendant without view:flow', 403],
    ['a visitor without a token', 401],
  ] as const)('refuses every route to %s (%i), changing nothing', async (who, status) => {
    for (const request of everyRoute()) {
      const response = await t.call({ ...request, as: callers[who] });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(status);
    }
    const flows = await t.expectOk<Flow[]>({ url: '/api/flow', as: owner, query: { inboxId: flow.inboxId } });
    expect(flows.map((each) => [each.id, each.name, each.content.steps.length])).toEqual([[flow.id, 'Triagem', 0]]);
  });

  it("lists only a caller's own workspace", async () => {
    const stranger = callers['another office']!;
    expect(await t.expectOk<Flow[]>({ url: '/api/flow', as: stranger, query: { inboxId: stranger.inboxId } })).toEqual([]);
    expect(await t.expectOk<Flow[]>({ url: '/api/flow', as: owner, query: { inboxId: owner.inboxId } })).toEqual([]);
  });
});
