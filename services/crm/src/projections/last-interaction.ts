import { sql } from 'drizzle-orm';
import { messagingEvents, type EventEnvelope } from '@balcao/contracts';
import type { EventBus } from '@balcao/service-kit';
import type { CrmDatabase } from '../db/database';
import { leads } from '../db/schema';

interface Interaction {
  officeId: string;
  conversationId: string;
  /** Known when the event carries the conversation: leads of the contact without a conversation adopt it. */
  personId: string | null;
  inboxId: string | null;
  at: Date;
}

function interactionOf(event: EventEnvelope): Interaction | null {
  if (event.type === messagingEvents.conversationChanged.type) {
    const { conversation } = messagingEvents.conversationChanged.payload.parse(event.payload);
    if (!conversation.lastMessageAt) return null;
    return { officeId: event.officeId, conversationId: conversation.id, personId: conversation.personId, inboxId: conversation.inboxId, at: new Date(conversation.lastMessageAt) };
  }
  const { conversationId, message, conversation } = messagingEvents.messageReceived.payload.parse(event.payload);
  return { officeId: event.officeId, conversationId, personId: conversation?.personId ?? null, inboxId: conversation?.inboxId ?? null, at: new Date(message.messageAt) };
}

/**
 * A lead's lastInteraction follows its conversation's messages. Moving it only forward makes
 * a redelivered or late event change nothing, so no handled-events row is written per message.
 */
export async function recordInteraction(db: CrmDatabase, interaction: Interaction) {
  const { officeId, conversationId, personId, inboxId, at } = interaction;
  const sameContact = personId && inboxId ? sql`or (${leads.conversationId} is null and ${leads.personId} = ${personId} and ${leads.inboxId} = ${inboxId})` : sql``;
  await db.execute(sql`
    update ${leads} set last_interaction_at = greatest(${leads.lastInteractionAt}, ${at}), conversation_id = coalesce(${leads.conversationId}, ${conversationId}::uuid)
    where ${leads.officeId} = ${officeId} and (${leads.conversationId} = ${conversationId} ${sameContact})
      and (${leads.lastInteractionAt} < ${at} or ${leads.conversationId} is null)`);
}

export function startLastInteraction(options: { bus: EventBus; db: CrmDatabase }) {
  return options.bus.subscribe({
    durable: 'crm-last-interaction',
    types: [messagingEvents.messageReceived.type, messagingEvents.messageSent.type, messagingEvents.conversationChanged.type],
    handler: async (event) => {
      const interaction = interactionOf(event);
      if (interaction) await recordInteraction(options.db, interaction);
    },
  });
}
