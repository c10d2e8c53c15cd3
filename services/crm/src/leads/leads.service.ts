import { eq, inArray, sql } from 'drizzle-orm';
import { crmEvents, DEFAULT_LEAD_CHANNEL, type Lead, type ZCreateLeadBody, type ZUpdateLeadBody } from '@balcao/contracts';
import type { Principal } from '@balcao/service-kit';
import type { z } from 'zod';
import { eventOf, isUniqueViolation, recordEvents, runCommand, type CrmTx, type DataAccess } from '../db/database';
import { leads, type FunnelRow, type LeadRow } from '../db/schema';
import { findVisibleFunnel } from '../funnels/funnels.repository';
import { leadErrors } from '../shared/errors';
import { assertAttendantOfWorkspace, assertColumnOfFunnel, assertContactOfWorkspace, assertCrmTags, customValuesFor } from './lead-references';
import { findVisibleLeads, latestConversationOf, replaceLeadTags, writeCustomValues } from './leads.repository';
import { loadLeads } from './load-leads';

type CreateBody = z.output<typeof ZCreateLeadBody>;
type UpdateBody = z.output<typeof ZUpdateLeadBody>;

function rethrowLeadExists(error: unknown): never {
  if (isUniqueViolation(error, 'leads_funnel_person_unique')) throw leadErrors.EXISTS(undefined, 'personId');
  throw error;
}

async function loadLead(tx: CrmTx, id: string): Promise<Lead> {
  const [lead] = await loadLeads(tx, [id]);
  return lead;
}

/** Checks every reference the body sends against the lead's funnel. */
async function checkReferences(tx: CrmTx, funnel: FunnelRow, body: Partial<CreateBody>) {
  if (body.columnId) await assertColumnOfFunnel(tx, funnel, body.columnId);
  if (body.personId) await assertContactOfWorkspace(tx, funnel, body.personId);
  if (body.userId) await assertAttendantOfWorkspace(tx, funnel, body.userId);
  if (body.tags) await assertCrmTags(tx, funnel, body.tags);
  return body.customFields ? customValuesFor(tx, funnel, body.customFields) : [];
}

export async function createLead(data: DataAccess, principal: Principal, body: CreateBody): Promise<Lead> {
  return runCommand(data, async (tx) => {
    const funnel = await findVisibleFunnel(tx, principal, body.funnelId);
    const values = await checkReferences(tx, funnel, body);
    const [row] = await tx
      .insert(leads)
      .values({
        officeId: funnel.officeId,
        inboxId: funnel.inboxId,
        funnelId: funnel.id,
        columnId: body.columnId,
        personId: body.personId,
        userId: body.userId ?? null,
        channel: body.channel ?? DEFAULT_LEAD_CHANNEL,
        conversationId: await latestConversationOf(tx, { officeId: funnel.officeId, inboxId: funnel.inboxId, personId: body.personId }),
      })
      .returning();
    await replaceLeadTags(tx, row.id, body.tags);
    await writeCustomValues(tx, row.id, values);
    const lead = await loadLead(tx, row.id);
    await recordEvents(tx, [eventOf(crmEvents.leadCreated, row, { lead })]);
    return lead;
  }).catch(rethrowLeadExists);
}

/** Only what is sent changes; a different column is a move and sets columnChangedAt. */
export async function updateLead(data: DataAccess, principal: Principal, id: string, body: UpdateBody): Promise<Lead> {
  return runCommand(data, async (tx) => {
    const [current] = await findVisibleLeads(tx, principal, [id], true);
    const funnel = await findVisibleFunnel(tx, principal, current.funnelId);
    if (body.funnelId && body.funnelId !== funnel.id) throw leadErrors.NOT_IN_FUNNEL(undefined, 'funnelId');
    const values = await checkReferences(tx, funnel, { ...body, funnelId: undefined });
    const moved = body.columnId !== undefined && body.columnId !== current.columnId;
    // Another contact brings its own conversation; a lead without one looks again.
    const personId = body.personId ?? current.personId;
    const relink = personId !== current.personId || !current.conversationId;
    const changes: Partial<LeadRow> = {
      ...(relink ? { conversationId: await latestConversationOf(tx, { officeId: current.officeId, inboxId: current.inboxId, personId }) } : {}),
      ...(body.columnId ? { columnId: body.columnId } : {}),
      ...(body.personId ? { personId: body.personId } : {}),
      ...(body.userId !== undefined ? { userId: body.userId } : {}),
      ...(body.channel !== undefined ? { channel: body.channel ?? DEFAULT_LEAD_CHANNEL } : {}),
    };
    const [row] = await tx
      .update(leads)
      .set({ ...changes, ...(moved ? { columnChangedAt: sql`now()` } : {}), updatedAt: new Date() })
      .where(eq(leads.id, id))
      .returning();
    if (body.tags) await replaceLeadTags(tx, id, body.tags);
    await writeCustomValues(tx, id, values);
    const lead = await loadLead(tx, id);
    const event = moved ? eventOf(crmEvents.leadMoved, row, { lead, fromColumnId: current.columnId }) : eventOf(crmEvents.leadUpdated, row, { lead });
    await recordEvents(tx, [event]);
    return lead;
  }).catch(rethrowLeadExists);
}

export async function deleteLeads(data: DataAccess, principal: Principal, ids: string[]): Promise<number> {
  return runCommand(data, async (tx) => {
    const rows = await findVisibleLeads(tx, principal, ids, true);
    await tx.delete(leads).where(inArray(leads.id, ids));
    const funnelIds = [...new Set(rows.map((row) => row.funnelId))];
    await recordEvents(
      tx,
      funnelIds.map((funnelId) => {
        const ofFunnel = rows.filter((row) => row.funnelId === funnelId);
        return eventOf(crmEvents.leadsDeleted, ofFunnel[0], { funnelId, ids: ofFunnel.map((row) => row.id), actorUserId: principal.userId });
      }),
    );
    return rows.length;
  });
}

export async function getLead(data: DataAccess, principal: Principal, id: string): Promise<Lead> {
  await findVisibleLeads(data.db, principal, [id]);
  const [lead] = await loadLeads(data.db, [id]);
  return lead;
}
