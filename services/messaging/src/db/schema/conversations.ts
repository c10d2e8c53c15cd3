import { sql } from 'drizzle-orm';
import { boolean, index, integer, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ConversationStatus, MessageDirection, MessageType, Priority } from '@balcao/contracts';
import { createdAtColumn, idColumn, updatedAtColumn } from './columns';
import { integrations } from './integrations';
import { messagingSchema } from './messaging-schema';
import { people } from './people';
import { tags } from './tags';

export const conversations = messagingSchema.table(
  'conversations',
  {
    id: idColumn(),
    officeId: uuid('office_id').notNull(),
    inboxId: uuid('inbox_id').notNull(),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    integrationId: uuid('integration_id')
      .notNull()
      .references(() => integrations.id, { onDelete: 'cascade' }),
    status: text('status').$type<ConversationStatus>().notNull(),
    priority: text('priority').$type<Priority>().notNull().default('LOW'),
    isFixed: boolean('is_fixed').notNull().default(false),
    unreadCount: integer('unread_count').notNull().default(0),
    /** The responsible attendant (a member), if any. */
    userId: uuid('user_id'),
    /** The last message, denormalised so the list is one indexed read. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    lastMessageContent: text('last_message_content'),
    lastMessageDirection: text('last_message_direction').$type<MessageDirection>(),
    lastMessageType: text('last_message_type').$type<MessageType>(),
    /** Sort key of the list: the last message, or the creation of a conversation without one. */
    activityAt: timestamp('activity_at', { withTimezone: true }).notNull().defaultNow(),
    /** Internal notes written on it, kept here so the list shows the count without a join. */
    notesCount: integer('notes_count').notNull().default(0),
    /**
     * Set when it was finished asking for an evaluation: until then the client's next message,
     * a digit 1–5, is the score instead of opening a new conversation. Null otherwise.
     */
    awaitingEvaluationUntil: timestamp('awaiting_evaluation_until', { withTimezone: true }),
    evaluationScore: integer('evaluation_score'),
    evaluatedAt: timestamp('evaluated_at', { withTimezone: true }),
    /** When the answer the client waits for is due by the workspace's SLA policy (sla/sla-clock.ts); null when none is due. */
    slaDueAt: timestamp('sla_due_at', { withTimezone: true }),
    /** Set once per wait by the SLA sweeper when slaDueAt passed. */
    slaBreachedAt: timestamp('sla_breached_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    // The SLA sweeper's work: waits past due not yet marked.
    index('conversations_sla_due_idx').on(table.slaDueAt).where(sql`sla_due_at is not null and sla_breached_at is null`),
    // One open conversation per contact and device: inbound finds it with ON CONFLICT.
    uniqueIndex('conversations_open_unique').on(table.personId, table.integrationId).where(sql`status <> 'INACTIVE'`),
    index('conversations_inbox_list_idx').on(table.inboxId, table.isFixed.desc().nullsFirst(), table.activityAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    // Each status tab reads its own stretch of the list order; unread-only reads a small partial index.
    index('conversations_inbox_status_list_idx').on(
      table.inboxId,
      table.status,
      table.isFixed.desc().nullsFirst(),
      table.activityAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // Status last: a status tab's unread count reads only this index.
    index('conversations_inbox_unread_list_idx')
      .on(table.inboxId, table.isFixed.desc().nullsFirst(), table.activityAt.desc().nullsFirst(), table.id.desc().nullsFirst(), table.status)
      .where(sql`unread_count > 0`),
    // A contact's conversations: search by name or phone, and the cascade when a contact is deleted.
    index('conversations_person_idx').on(table.personId),
    index('conversations_inbox_user_idx').on(table.inboxId, table.userId),
    index('conversations_integration_idx').on(table.integrationId),
    // Holds only conversations waiting for an evaluation: the inbound check probes a tiny index.
    index('conversations_awaiting_evaluation_idx').on(table.personId, table.integrationId).where(sql`awaiting_evaluation_until is not null`),
  ],
);

export const conversationTags = messagingSchema.table(
  'conversation_tags',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    /**
     * The conversation's list order, copied by triggers (migration 0007): a tag's conversations
     * are then read in list order from this table's own index, instead of walking the whole list
     * and probing each conversation for the tag.
     */
    isFixed: boolean('is_fixed').notNull().default(false),
    activityAt: timestamp('activity_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.tagId] }),
    // A tag's conversations in list order; with the conversation, the list's tag count reads only this index.
    index('conversation_tags_list_idx').on(table.tagId, table.isFixed.desc().nullsFirst(), table.activityAt.desc().nullsFirst(), table.conversationId.desc().nullsFirst()),
  ],
);

export type ConversationRow = typeof conversations.$inferSelect;
