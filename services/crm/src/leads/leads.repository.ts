import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { commonErrors, type Principal } from '@balcao/service-kit';
import type { CrmTx, Executor } from '../db/database';
import { homeConversations, leadFieldValues, leads, leadTags, type LeadRow } from '../db/schema';
import { visibleTo } from '../shared/tenancy';
import type { CustomValues } from './lead-references';

/** These leads if the caller may see every one, else 404. `lock` holds them for the transaction. */
export async function findVisibleLeads(db: Executor, principal: Principal, ids: string[], lock = false): Promise<LeadRow[]> {
  const query = db.select().from(leads).where(and(inArray(leads.id, ids), visibleTo(principal, leads)));
  const rows = await (lock ? query.for('update') : query);
  if (rows.length !== ids.length) throw commonErrors.NOT_FOUND();
  return rows;
}

export async function replaceLeadTags(tx: CrmTx, leadId: string, tagIds: string[]) {
  await tx.delete(leadTags).where(eq(leadTags.leadId, leadId));
  if (tagIds.length > 0) await tx.insert(leadTags).values(tagIds.map((tagId) => ({ leadId, tagId })));
}

/** Sets the values sent; a null value clears its field. Fields not sent keep their value. */
export async function writeCustomValues(tx: CrmTx, leadId: string, values: CustomValues) {
  const cleared = values.filter((entry) => entry.value === null).map((entry) => entry.fieldId);
  if (cleared.length > 0) await tx.delete(leadFieldValues).where(and(eq(leadFieldValues.leadId, leadId), inArray(leadFieldValues.fieldId, cleared)));
  const set = values.flatMap((entry) => (entry.value === null ? [] : [{ leadId, fieldId: entry.fieldId, value: entry.value }]));
  if (set.length === 0) return;
  await tx
    .insert(leadFieldValues)
    .values(set)
    .onConflictDoUpdate({ target: [leadFieldValues.leadId, leadFieldValues.fieldId], set: { value: sql`excluded.value` } });
}

/**
 * The contact's latest conversation in the workspace, from crm's record of messaging's
 * conversations: a lead made by hand opens the conversation its contact already has.
 */
export async function latestConversationOf(tx: CrmTx, lead: { officeId: string; inboxId: string; personId: string }): Promise<string | null> {
  const [row] = await tx
    .select({ id: homeConversations.id })
    .from(homeConversations)
    .where(
      and(
        eq(homeConversations.officeId, lead.officeId),
        eq(homeConversations.inboxId, lead.inboxId),
        eq(homeConversations.personId, lead.personId),
        eq(homeConversations.deleted, false),
      ),
    )
    .orderBy(sql`${homeConversations.lastActivityAt} desc nulls last`, desc(homeConversations.createdAt))
    .limit(1);
  return row?.id ?? null;
}
