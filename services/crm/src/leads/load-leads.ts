import { asc, eq, inArray } from 'drizzle-orm';
import type { Lead, LeadCustomField, LeadTag } from '@balcao/contracts';
import type { Executor } from '../db/database';
import { customFields, funnelColumns, leadFieldValues, leads, leadTags, members, people, tags } from '../db/schema';
import { toIso } from '../shared/http';

/**
 * Leads as the board and the detail show them, in the order of `ids`: the lead with its
 * column's time limit, contact, attendant, tags and every custom field of its funnel.
 * Three reads whatever the number of leads.
 */
export async function loadLeads(db: Executor, ids: string[]): Promise<Lead[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ lead: leads, column: funnelColumns, person: people, user: members })
    .from(leads)
    .innerJoin(funnelColumns, eq(funnelColumns.id, leads.columnId))
    .innerJoin(people, eq(people.id, leads.personId))
    .leftJoin(members, eq(members.userId, leads.userId))
    .where(inArray(leads.id, ids));
  const funnelIds = [...new Set(rows.map((row) => row.lead.funnelId))];
  const [tagRows, fieldRows, valueRows] = await Promise.all([
    db
      .select({ leadId: leadTags.leadId, tag: tags })
      .from(leadTags)
      .innerJoin(tags, eq(tags.id, leadTags.tagId))
      .where(inArray(leadTags.leadId, ids))
      .orderBy(asc(tags.name)),
    db.select().from(customFields).where(inArray(customFields.funnelId, funnelIds)).orderBy(asc(customFields.createdAt), asc(customFields.id)),
    db.select().from(leadFieldValues).where(inArray(leadFieldValues.leadId, ids)),
  ]);

  const tagsByLead = new Map<string, LeadTag[]>();
  for (const { leadId, tag } of tagRows) {
    const list = tagsByLead.get(leadId) ?? [];
    list.push({ id: tag.id, name: tag.name, color: tag.color, modules: tag.modules });
    tagsByLead.set(leadId, list);
  }
  const values = new Map(valueRows.map((row) => [`${row.leadId}|${row.fieldId}`, row.value]));
  const byId = new Map(
    rows.map(({ lead, column, person, user }): [string, Lead] => {
      const fields = fieldRows
        .filter((field) => field.funnelId === lead.funnelId)
        .map((field): LeadCustomField => ({ id: field.id, name: field.name, type: field.type, options: field.options, value: values.get(`${lead.id}|${field.id}`) ?? null }));
      return [
        lead.id,
        {
          id: lead.id,
          funnelId: lead.funnelId,
          columnId: lead.columnId,
          channel: lead.channel,
          columnChangedAt: toIso(lead.columnChangedAt),
          timeLimitDays: column.timeLimitDays,
          showBadgeProgress: column.showBadgeProgress,
          conversationId: lead.conversationId,
          lastInteraction: toIso(lead.lastInteractionAt),
          createdAt: toIso(lead.createdAt),
          updatedAt: toIso(lead.updatedAt),
          person: { id: person.id, name: person.name, email: person.email, phoneNumber: person.phoneNumber, imageUrl: person.imageUrl },
          user: user ? { id: user.userId, name: user.name, email: user.email, imageUrl: user.imageUrl } : null,
          tags: tagsByLead.get(lead.id) ?? [],
          customFields: fields,
        },
      ];
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}
