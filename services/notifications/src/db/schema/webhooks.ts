import { boolean, index, integer, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';
import { notificationsSchema } from './notifications-schema';

/**
 * An office's outbound webhook. The signing secret is kept in clear: every delivery signs with
 * it and 'Revelar segredo' shows it again, so a hash would not do; encrypting it with a key this
 * same service holds would add nothing against someone reading its database.
 */
export const webhookEndpoints = notificationsSchema.table(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().$defaultFn(() => uuidv7()),
    officeId: uuid('office_id').notNull(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    eventTypes: text('event_types').array().notNull(),
    active: boolean('active').notNull().default(true),
    /** Set when deliveries failed for the whole retry window and the endpoint was paused for it. */
    pausedForFailuresAt: timestamp('paused_for_failures_at', { withTimezone: true }),
    secret: text('secret').notNull(),
    createdById: uuid('created_by_id').notNull(),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_endpoints_office_idx').on(table.officeId, table.createdAt)],
);
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

/**
 * One delivery of one event to one endpoint: the outbox the delivery worker drains. Unique on
 * (endpoint, event) so a redelivered domain event never makes a second delivery. `body` is
 * fixed when the row is written: a retry or a 'Reenviar' sends the same bytes.
 */
export const webhookDeliveries = notificationsSchema.table(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().$defaultFn(() => uuidv7()),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    officeId: uuid('office_id').notNull(),
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type').notNull(),
    /** Deliveries of one conversation to one endpoint go out in order of occurredAt. */
    conversationId: uuid('conversation_id'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker sending it holds it until then; a crashed worker's claim runs out and another sends it. */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    /** Start of the retry window (its creation, or its last 'Reenviar'). */
    retrySince: timestamp('retry_since', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    responseStatus: integer('response_status'),
    durationMs: integer('duration_ms'),
    error: text('error'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('webhook_deliveries_endpoint_event_idx').on(table.endpointId, table.eventId),
    index('webhook_deliveries_due_idx').on(table.status, table.nextAttemptAt),
    index('webhook_deliveries_endpoint_log_idx').on(table.endpointId, table.createdAt),
    index('webhook_deliveries_conversation_idx').on(table.endpointId, table.conversationId, table.occurredAt),
  ],
);
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/** Each attempt of a delivery, for the log ('HTTP 500, then 200 on the retry'). */
export const webhookDeliveryAttempts = notificationsSchema.table(
  'webhook_delivery_attempts',
  {
    id: uuid('id').primaryKey().$defaultFn(() => uuidv7()),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    responseStatus: integer('response_status'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
  },
  (table) => [index('webhook_delivery_attempts_delivery_idx').on(table.deliveryId, table.attemptedAt)],
);

/** The last status and attendant seen per conversation, to tell a status change from an assignment. */
export const webhookConversations = notificationsSchema.table('webhook_conversations', {
  conversationId: uuid('conversation_id').primaryKey(),
  officeId: uuid('office_id').notNull(),
  status: text('status').notNull(),
  userId: uuid('user_id'),
  userName: text('user_name'),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
});
