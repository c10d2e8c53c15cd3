import { and, asc, eq, sql } from 'drizzle-orm';
import { crmEvents, messagingEvents, type ConversationSummary } from '@balcao/contracts';
import { consumeEvents, type EventBus } from '@balcao/service-kit';
import { eventOf, recordEvents, type CrmDatabase, type CrmTx } from '../db/database';
import { funnelColumns, funnels, handledEvents, integrations, leads } from '../db/schema';
import { loadLeads } from '../leads/load-leads';
import { upsertPerson } from './people-and-tags';

/** Which funnel each device feeds, from messaging's integration events (newest fact wins). */
async function projectIntegration(tx: CrmTx, officeId: string, integration: { id: string; inboxId: string; funnelId?: string | null }, seenAt: Date) {
  const row = { id: integration.id, officeId, inboxId: integration.inboxId, funnelId: integration.funnelId ?? null, seenAt };
  await tx.insert(integrations).values(row).onConflictDoUpdate({ target: integrations.id, set: row, setWhere: sql`${integrations.seenAt} <= ${seenAt}` });
}

/** The first column of the funnel the conversation's device feeds, if any (same office and workspace). */
async function entryColumnOf(tx: CrmTx, officeId: string, conversation: ConversationSummary) {
  const [row] = await tx
    .select({ funnel: funnels, columnId: funnelColumns.id })
    .from(integrations)
    .innerJoin(funnels, and(eq(funnels.id, integrations.funnelId), eq(funnels.officeId, officeId), eq(funnels.inboxId, conversation.inboxId)))
    .innerJoin(funnelColumns, eq(funnelColumns.funnelId, funnels.id))
    .where(and(eq(integrations.id, conversation.integrationId), eq(integrations.officeId, officeId)))
    .orderBy(asc(funnelColumns.position))
    .limit(1);
  return row ?? null;
}

/**
 * A contact's first conversation on a device linked to a funnel becomes a lead in the funnel's
 * first column (channel whatsapp). Once: the handled-events record makes a redelivery change
 * nothing, and one lead per contact and funnel keeps it so even if that record were lost.
 */
async function leadFromConversation(tx: CrmTx, officeId: string, conversation: ConversationSummary, seenAt: Date) {
  const { person } = conversation;
  await upsertPerson(tx, { id: person.id, officeId, inboxId: conversation.inboxId, name: person.name, phoneNumber: person.phoneNumber, imageUrl: person.imageUrl, seenAt });
  const entry = await entryColumnOf(tx, officeId, conversation);
  if (!entry) return;
  const lastInteractionAt = new Date(conversation.lastMessageAt ?? conversation.createdAt);
  const [row] = await tx
    .insert(leads)
    .values({
      officeId,
      inboxId: conversation.inboxId,
      funnelId: entry.funnel.id,
      columnId: entry.columnId,
      personId: person.id,
      userId: conversation.user?.id ?? null,
      channel: 'whatsapp',
      conversationId: conversation.id,
      lastInteractionAt,
    })
    .onConflictDoNothing({ target: [leads.funnelId, leads.personId] })
    .returning();
  if (!row) return;
  const [lead] = await loadLeads(tx, [row.id]);
  await recordEvents(tx, [eventOf(crmEvents.leadCreated, row, { lead })]);
}

export function startConversationLeads(options: { bus: EventBus; db: CrmDatabase; relay?: { wake(): void } }) {
  return consumeEvents({
    bus: options.bus,
    db: options.db,
    relay: options.relay,
    handledTable: handledEvents,
    // One consumer for both, so a device's funnel is known before its conversations arrive.
    consumer: 'crm-conversation-leads',
    events: [messagingEvents.integrationCreated, messagingEvents.integrationUpdated, messagingEvents.conversationCreated],
    handle: async (tx, event) => {
      const payload = event.payload as Record<string, any>;
      const seenAt = new Date(event.occurredAt);
      if (event.type === messagingEvents.conversationCreated.type) await leadFromConversation(tx as CrmTx, event.officeId, payload.conversation, seenAt);
      else await projectIntegration(tx as CrmTx, event.officeId, payload.integration, seenAt);
    },
  });
}
