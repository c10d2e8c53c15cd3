import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { agentsEvents, flowsEvents, type Integration } from '@balcao/contracts';
import { envelopeOf } from '@balcao/service-kit';
import { handledEvents, integrations } from '../db/schema';
import { startMessagingTestApp, type MessagingTestApp, type TestUser } from '../testing/messaging-test-app';

/** A device runs only a flow or AI agent of its own office and workspace that still exists. */
describe('robot links of a device', () => {
  let t: MessagingTestApp;
  let owner: TestUser;
  let otherOffice: TestUser;
  let secondInbox: string;
  let device: Integration;
  const foreign: Record<'flow' | 'agent', Record<string, string>> = { flow: {}, agent: {} };

  const FIELDS = { flow: ['flowId', 'Fluxo inválido'], agent: ['agentId', 'Agente inválido'] } as const;
  const devicesOfOffice = async () =>
    (await t.db.select({ total: sql<number>`count(*)::int` }).from(integrations).where(eq(integrations.officeId, owner.officeId)))[0].total;
  const create = (body: Record<string, unknown>) =>
    t.call({ method: 'POST', url: '/api/integration/create', as: owner, payload: { name: 'Robô', inboxId: owner.inboxId, channel: 'LITE_WHATSAPP', ...body } });

  beforeAll(async () => {
    t = await startMessagingTestApp();
    owner = await t.signUpOffice();
    otherOffice = await t.signUpOffice('Outro Escritório');
    secondInbox = await t.addInbox(owner);
    for (const kind of ['flow', 'agent'] as const) {
      foreign[kind]["another office's"] = await t.announceRobot(kind, otherOffice);
      foreign[kind]["another workspace's"] = await t.announceRobot(kind, owner, secondInbox);
      const deleted = await t.announceRobot(kind, owner);
      await t.announceRobotDeleted(kind, deleted, owner);
      foreign[kind].deleted = deleted;
      foreign[kind].unknown = uuidv7();
    }
    device = (await create({})).json<Integration>();
  });
  afterAll(async () => t?.close());

  const cases = ["another office's", "another workspace's", 'deleted', 'unknown'].flatMap((whose) =>
    (['flow', 'agent'] as const).map((kind) => [kind, whose] as const),
  );

  it.each(cases)('refuses to create a device whose %s is %s, storing nothing', async (kind, whose) => {
    const before = await devicesOfOffice();
    const [field, message] = FIELDS[kind];
    const response = await create({ [field]: foreign[kind][whose] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, field });
    expect(await devicesOfOffice()).toBe(before);
  });

  it.each(cases)("refuses to set an existing device's %s to one that is %s, leaving it as it was", async (kind, whose) => {
    const [field, message] = FIELDS[kind];
    const response = await t.call({ method: 'PATCH', url: `/api/integration/${device.id}`, as: owner, payload: { name: 'Renomeado', [field]: foreign[kind][whose] } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, field });
    const [row] = await t.db.select().from(integrations).where(eq(integrations.id, device.id));
    expect(row).toMatchObject({ name: 'Robô', flowId: null, agentId: null });
  });

  it("links the workspace's own flow and agent, including one announced a moment ago", async () => {
    const flowId = await t.announceRobot('flow', owner);
    const created = await create({ flowId });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ flowId });
    // Published without waiting for messaging to hear it: the link waits briefly for the projection.
    const agentId = uuidv7();
    await t.infra.bus.publish(envelopeOf(agentsEvents.agentCreated, { officeId: owner.officeId, inboxId: owner.inboxId, payload: { agent: { id: agentId, name: 'Nova', inboxId: owner.inboxId } } }));
    const linked = await t.expectOk<Integration>({ method: 'PATCH', url: `/api/integration/${device.id}`, as: owner, payload: { agentId } });
    expect(linked.agentId).toBe(agentId);
  });

  it('keeps a flow deleted when its deletion is heard before its creation', async () => {
    const id = uuidv7();
    const scope = { officeId: owner.officeId, inboxId: owner.inboxId };
    const late = [
      envelopeOf(flowsEvents.flowDeleted, { ...scope, payload: { id } }),
      envelopeOf(flowsEvents.flowCreated, { ...scope, payload: { flow: { id, name: 'Tardio', inboxId: owner.inboxId } } }),
      envelopeOf(flowsEvents.flowUpdated, { ...scope, payload: { flow: { id, name: 'Tardio 2', inboxId: owner.inboxId } } }),
    ];
    for (const event of late) await t.infra.bus.publish(event);
    await expect
      .poll(async () => (await t.db.select().from(handledEvents).where(and(eq(handledEvents.consumer, 'messaging-robots'), inArray(handledEvents.eventId, late.map((event) => event.id))))).length)
      .toBe(3);
    const response = await create({ flowId: id });
    expect(response.statusCode).toBe(400);
  });
});
