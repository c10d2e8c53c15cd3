import { eq } from 'drizzle-orm';
import { flowsEvents, ZCreateFlowBody, ZUpdateFlowBody, type Flow } from '@balcao/contracts';
import type { Principal } from '@balcao/service-kit';
import type { z } from 'zod';
import { eventOf, recordEvents, runCommand, type DataAccess } from '../db/database';
import { flows, type FlowRow } from '../db/schema';
import { assertMember } from '../shared/flows-routes';
import { findVisibleFlow, toFlows } from './flows.repository';

type CreateFlow = z.output<typeof ZCreateFlowBody>;
type UpdateFlow = z.output<typeof ZUpdateFlowBody>;

const refOf = (row: FlowRow) => ({ id: row.id, name: row.name, inboxId: row.inboxId });

export async function createFlow(data: DataAccess, principal: Principal, body: CreateFlow): Promise<Flow> {
  await assertMember(data.db, principal, body.inboxId);
  return runCommand(data, async (tx) => {
    const [row] = await tx
      .insert(flows)
      .values({ officeId: principal.officeId, inboxId: body.inboxId, name: body.name, description: body.description || null, color: body.color, content: body.content })
      .returning();
    await recordEvents(tx, [eventOf(flowsEvents.flowCreated, row, { flow: refOf(row), actorUserId: principal.userId })]);
    return (await toFlows(tx, [row]))[0];
  });
}

/** Saves what the editor sent; the steps are replaced whole (spec 2 §4). */
export async function updateFlow(data: DataAccess, principal: Principal, id: string, body: UpdateFlow): Promise<Flow> {
  return runCommand(data, async (tx) => {
    await findVisibleFlow(tx, principal, id, true);
    const changes = {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.color !== undefined ? { color: body.color } : {}),
      ...(body.description !== undefined ? { description: body.description || null } : {}),
      ...(body.content !== undefined ? { content: body.content } : {}),
    };
    const [row] = await tx.update(flows).set({ ...changes, updatedAt: new Date() }).where(eq(flows.id, id)).returning();
    await recordEvents(tx, [eventOf(flowsEvents.flowUpdated, row, { flow: refOf(row), actorUserId: principal.userId })]);
    return (await toFlows(tx, [row]))[0];
  });
}

/** Devices that ran it stop running a flow: messaging hears of it and clears their flowId. */
export async function deleteFlow(data: DataAccess, principal: Principal, id: string): Promise<void> {
  await runCommand(data, async (tx) => {
    const row = await findVisibleFlow(tx, principal, id, true);
    await tx.delete(flows).where(eq(flows.id, id));
    await recordEvents(tx, [eventOf(flowsEvents.flowDeleted, row, { id, name: row.name, actorUserId: principal.userId })]);
  });
}

export async function getFlow(data: DataAccess, principal: Principal, id: string): Promise<Flow> {
  const row = await findVisibleFlow(data.db, principal, id);
  return (await toFlows(data.db, [row]))[0];
}
