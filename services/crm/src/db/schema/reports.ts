import { boolean, index, integer, smallint, timestamp, uuid } from 'drizzle-orm/pg-core';
import { crmSchema } from './crm-schema';

/**
 * The 'Relatórios' projection (issue 40), fed only by messaging's events: one row per finished
 * conversation with the figures messaging measured in business hours. Keyed by conversation and
 * versioned by the event's occurredAt, so a redelivered or late event changes nothing. Rebuilt
 * with the dashboard's (rebuild-home.cli.ts).
 */
export const reportConversations = crmSchema.table(
  'report_conversations',
  {
    conversationId: uuid('conversation_id').primaryKey(),
    officeId: uuid('office_id').notNull(),
    inboxId: uuid('inbox_id').notNull(),
    personId: uuid('person_id'),
    /** Who was responsible at the finish; null when no person held it. */
    userId: uuid('user_id'),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    firstResponseSeconds: integer('first_response_seconds'),
    resolutionSeconds: integer('resolution_seconds'),
    /** Null when no SLA policy applied. */
    slaMet: boolean('sla_met'),
    versionAt: timestamp('version_at', { withTimezone: true }).notNull(),
    /** A tombstone, so a late measurement does not bring a deleted conversation back. */
    deleted: boolean('deleted').notNull().default(false),
  },
  (table) => [index('report_conversations_finished_idx').on(table.inboxId, table.finishedAt)],
);

/**
 * A client's rating of a conversation. Kept on its own, keyed by conversation: a rating that
 * arrives before its conversation's measurement waits here and counts once that row exists.
 */
export const reportRatings = crmSchema.table('report_ratings', {
  conversationId: uuid('conversation_id').primaryKey(),
  officeId: uuid('office_id').notNull(),
  inboxId: uuid('inbox_id').notNull(),
  score: smallint('score').notNull(),
  answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
});
