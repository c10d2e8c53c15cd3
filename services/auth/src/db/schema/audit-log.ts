import { index, inet, jsonb, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';
import { authSchema } from './auth-schema';

/**
 * The office's audit log (issue 41). Append-only: the code has no update or delete path but the
 * retention purge, and a trigger (migration 0004) refuses UPDATE always and DELETE unless the
 * transaction set `balcao.audit_purge` to 'on', as the purge does. No foreign keys: a row outlives
 * the user, key or office it names, so it keeps their names as they were.
 */
export const auditLog = authSchema.table(
  'audit_log',
  {
    id: uuid('id').primaryKey().$defaultFn(() => uuidv7()),
    officeId: uuid('office_id').notNull(),
    /** 'user', 'api-key' or 'system'. */
    actorType: text('actor_type').notNull(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: inet('ip'),
    userAgent: text('user_agent'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** The event (or sign-in attempt) it was written from: a redelivered event is written once. */
    sourceEventId: text('source_event_id').notNull(),
  },
  (table) => [
    uniqueIndex('audit_log_source_event_idx').on(table.sourceEventId),
    index('audit_log_office_occurred_idx').on(table.officeId, table.occurredAt),
    index('audit_log_office_actor_idx').on(table.officeId, table.actorId, table.occurredAt),
    index('audit_log_office_action_idx').on(table.officeId, table.action, table.occurredAt),
    index('audit_log_occurred_idx').on(table.occurredAt),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
export type NewAuditLogRow = typeof auditLog.$inferInsert;
