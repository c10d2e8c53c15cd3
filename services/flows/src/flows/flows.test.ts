import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLOW_MESSAGES, type Flow } from '@balcao/contracts';
import { startFlowsTestApp, waitFor, type FlowsTestApp, type TestUser } from '../testing/flows-test-app';

const steps = [
  { id: 'welcome', type: 'text', content: 'Olá, {{cliente.primeiro_nome}}!', nextStepId: 'END_CONVERSATION', position: { x: 0, y: 0 } },
  { id: 'END_CONVERSATION', type: 'system', content: 'Até logo!' },
];

describe('flows of a workspace', () => {
  let t: FlowsTestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await startFlowsTestApp();
    owner = await t.signUpOffice();
  });
  afterAll(async () => t?.close());

  it('creates a flow with empty content, lists it newest first, and saves its steps', async () => {
    const first = await t.createFlow(owner, { name: 'Triagem', description: 'Primeiro contato' });
    expect(first).toMatchObject({ name: 'Triagem', description: 'Primeiro contato', color: 'bg-blue-600', isMain: false, content: { steps: [], initialStepId: '' }, integrationIds: [] });
    const second = await t.createFlow(owner, { name: 'Plantão', color: 'bg-red-600' });

    const listed = await t.expectOk<Flow[]>({ url: '/api/flow', as: owner, query: { inboxId: owner.inboxId } });
    expect(listed.map((flow) => flow.name)).toEqual(['Plantão', 'Triagem']);

    const saved = await t.expectOk<Flow>({ method: 'PATCH', url: `/api/flow/${first.id}`, as: owner, payload: { content: { steps, initialStepId: 'welcome' } } });
    expect(saved.content.steps.map((step) => step.id)).toEqual(['welcome', 'END_CONVERSATION']);
    expect(saved.content.steps[0].position).toEqual({ x: 0, y: 0 });
    expect(saved.name).toBe('Triagem');
    const read = await t.expectOk<Flow>({ url: `/api/flow/${first.id}`, as: owner });
    expect(read.content).toEqual(saved.content);
    expect(new Date(read.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(first.updatedAt).getTime());

    const renamed = await t.expectOk<Flow>({ method: 'PATCH', url: `/api/flow/${second.id}`, as: owner, payload: { name: ' Plantão 24h ', description: '' } });
    expect(renamed).toMatchObject({ name: 'Plantão 24h', description: null, color: 'bg-red-600' });
  });

  it("refuses what the editor may not save, with the spec's messages", async () => {
    const flow = await t.createFlow(owner, { name: 'Regras' });
    const refused = async (payload: Record<string, unknown>, url = `/api/flow/${flow.id}`, method: 'PATCH' | 'POST' = 'PATCH') => {
      const response = await t.call({ method, url, as: owner, payload });
      expect(response.statusCode).toBe(400);
      return response.json().message as string;
    };
    expect(await refused({ name: '  ' })).toContain(FLOW_MESSAGES.nameRequired);
    expect(await refused({ inboxId: owner.inboxId }, '/api/flow', 'POST')).toContain(FLOW_MESSAGES.nameRequired);
    expect(await refused({ color: 'bg-pink-600' })).toContain('Cor inválida');
    expect(await refused({ content: { steps: [{ id: 'a', type: 'text', content: 'x'.repeat(4097) }], initialStepId: 'a' } })).toContain(FLOW_MESSAGES.contentTooLong);
    expect(
      await refused({ content: { steps: [{ id: 'a', type: 'list', content: 'Escolha', options: [{ title: 'x'.repeat(31) }, { title: 'b' }] }], initialStepId: 'a' } }),
    ).toContain(FLOW_MESSAGES.optionTitleTooLong);
    expect(await refused({ content: { steps: [{ id: 'a', type: 'text' }, { id: 'a', type: 'text' }], initialStepId: 'a' } })).toContain('mais de uma vez');
    expect(await refused({ content: { steps: [{ id: 'a', type: 'text', content: 'Oi' }], initialStepId: 'b' } })).toContain(FLOW_MESSAGES.missingInitialStep);
    expect(await refused({ content: { steps: [{ id: 'a', type: 'video' }], initialStepId: 'a' } })).toBeTruthy();
    // Nothing was half-written.
    expect((await t.expectOk<Flow>({ url: `/api/flow/${flow.id}`, as: owner })).content.steps).toEqual([]);
  });

  it('marks a flow that runs on a device as the active one, and frees the device when the flow is deleted', async () => {
    const flow = await t.createFlow(owner, { name: 'Principal', content: { steps, initialStepId: 'welcome' } });
    const deviceId = await t.connectDevice(owner, flow.id);
    const active = await t.expectOk<Flow>({ url: `/api/flow/${flow.id}`, as: owner });
    expect(active).toMatchObject({ isMain: true, integrationIds: [deviceId] });
    const listed = await t.expectOk<Flow[]>({ url: '/api/flow', as: owner, query: { inboxId: owner.inboxId } });
    expect(listed.find((each) => each.id === flow.id)).toMatchObject({ isMain: true, integrationIds: [deviceId] });

    const deleted = await t.call({ method: 'DELETE', url: `/api/flow/${flow.id}`, as: owner });
    expect(deleted.statusCode).toBe(204);
    expect((await t.call({ url: `/api/flow/${flow.id}`, as: owner })).statusCode).toBe(404);
    const device = await waitFor('device freed', async () => {
      const devices = await t.expectOk<Array<{ id: string; flowId: string | null }>>({ url: '/api/integration', as: owner, query: { inboxId: owner.inboxId } });
      const found = devices.find((candidate) => candidate.id === deviceId);
      return found && found.flowId === null ? found : null;
    });
    expect(device.flowId).toBeNull();
  });
});
