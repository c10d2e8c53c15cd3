import { eq } from 'drizzle-orm';
import { crmEvents, type CreateFunnelBody, type Funnel, type UpdateFunnelBody } from '@balcao/contracts';
import type { Principal } from '@balcao/service-kit';
import { eventOf, recordEvents, runCommand, type DataAccess } from '../db/database';
import { funnels } from '../db/schema';
import { assertMember } from '../shared/tenancy';
import { findVisibleFunnel, toFunnel } from './funnels.repository';

/** A new funnel starts with no columns (the board shows 'Nenhuma coluna encontrada'). */
export async function createFunnel(data: DataAccess, principal: Principal, body: CreateFunnelBody): Promise<Funnel> {
  await assertMember(data.db, principal, body.inboxId);
  return runCommand(data, async (tx) => {
    const [row] = await tx.insert(funnels).values({ officeId: principal.officeId, inboxId: body.inboxId, name: body.name }).returning();
    const funnel = toFunnel(row);
    await recordEvents(tx, [eventOf(crmEvents.funnelCreated, row, { funnel })]);
    return funnel;
  });
}

export async function renameFunnel(data: DataAccess, principal: Principal, id: string, body: UpdateFunnelBody): Promise<Funnel> {
  return runCommand(data, async (tx) => {
    await findVisibleFunnel(tx, principal, id, true);
    const [row] = await tx.update(funnels).set({ name: body.name, updatedAt: new Date() }).where(eq(funnels.id, id)).returning();
    const funnel = toFunnel(row);
    await recordEvents(tx, [eventOf(crmEvents.funnelUpdated, row, { funnel })]);
    return funnel;
  });
}

/** Its columns, leads and custom fields go with it (foreign keys cascade). */
export async function deleteFunnel(data: DataAccess, principal: Principal, id: string): Promise<void> {
  await runCommand(data, async (tx) => {
    const row = await findVisibleFunnel(tx, principal, id, true);
    await tx.delete(funnels).where(eq(funnels.id, id));
    await recordEvents(tx, [eventOf(crmEvents.funnelDeleted, row, { id })]);
  });
}
