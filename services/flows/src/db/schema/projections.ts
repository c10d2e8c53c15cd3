import { index, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ConversationStatus, Message } from '@balcao/contracts';
import { flowsSchema } from './flows-schema';

/**
 * Local copies of what the runtime needs but messaging owns (ARCHITECTURE §2), fed by its
 * events. `seen_at` is the occurredAt of the newest event applied, so an older redelivery loses.
 */
export const devices = flowsSchema.table(
  'devices',
  {
    id: uuid('id').primaryKey(),
    officeId: uuid('office_id').notNull(),
    inboxId: uuid('inbox_id').notNull(),
    flowId: uuid('flow_id'),
    agentId: uuid('agent_id'),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('devices_flow_idx').on(table.flowId)],
);
export type DeviceRow = typeof devices.$inferSelect;

/** A conversation's device, status and client: who the flow talks to, and whether it still may. */
export const conversations = flowsSchema.table('conversations', {
  id: uuid('id').primaryKey(),
  officeId: uuid('office_id').notNull(),
  inboxId: uuid('inbox_id').notNull(),
  integrationId: uuid('integration_id').notNull(),
  status: text('status').$type<ConversationStatus>().notNull(),
  personName: text('person_name'),
  phoneNumber: text('phone_number').notNull(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
});
export type ConversationRow = typeof conversations.$inferSelect;

/**
 * A client's message that arrived before its conversation did: the bus keeps each event type's
 * order, not the order between types, so a new conversation's first message may come before
 * its conversation.created. It waits here and runs when the conversation is known.
 */
export const earlyMessages = flowsSchema.table('early_messages', {
  eventId: uuid('event_id').primaryKey(),
  conversationId: uuid('conversation_id').notNull(),
  message: jsonb('message').$type<Message>().notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
