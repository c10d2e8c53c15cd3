import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Flow } from '@balcao/contracts';
import { startFlowsTestApp, type FlowsTestApp, type TestUser } from './testing/flows-test-app';

describe('flows are seen only by their workspace, and only with view:flow', () => {
  let t: FlowsTestApp;
  let owner: TestUser;
  let stranger: TestUser;
  let flow: Flow;

  beforeAll(async () => {
    t = await startFlowsTestApp();
    owner = await t.signUpOffice('Maria Souza');
    stranger = await t.signUpOffice('Outro Escritório');
    flow = await t.createFlow(owner, { name: 'Triagem' });
  });
  afterAll(async () => t?.close());

  it("another office gets 404 for the flow and the workspace, and cannot create in it", async () => {
    for (const request of [
      { method: 'GET' as const, url: `/api/flow/${flow.id}` },
      { method: 'PATCH' as const, url: `/api/flow/${flow.id}`, payload: { name: 'Meu agora' } },
      { method: 'DELETE' as const, url: `/api/flow/${flow.id}` },
      { method: 'GET' as const, url: '/api/flow', query: { inboxId: owner.inboxId } },
      { method: 'POST' as const, url: '/api/flow', payload: { name: 'Intruso', inboxId: owner.inboxId } },
    ]) {
      const response = await t.call({ ...request, as: stranger });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
    }
    expect(await t.expectOk<Flow[]>({ url: '/api/flow', as: stranger, query: { inboxId: stranger.inboxId } })).toEqual([]);
    expect((await t.expectOk<Flow>({ url: `/api/flow/${flow.id}`, as: owner })).name).toBe('Triagem');
  });

  it('an attendant without view:flow is refused, and a visitor without a token too', async () => {
    const attendant = await t.addUser(owner);
    expect((await t.call({ url: '/api/flow', as: attendant, query: { inboxId: owner.inboxId } })).statusCode).toBe(403);
    expect((await t.call({ url: `/api/flow/${flow.id}` })).statusCode).toBe(401);
  });
});
