import { index, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { notificationsSchema } from './notifications-schema';

/**
 * When each lead passes its column's time limit, fed by crm's lead and column events. A
 * timer notifies the due ones once per stay in a column (notifiedAt); a limit of 0 (closing
 * columns such as 'Contrato assinado') has no due time.
 */
export const leadDeadlines = notificationsSchema.table(
  'lead_deadlines',
  {
    leadId: uuid('lead_id').primaryKey(),
    officeId: uuid('office_id').notNull(),
    inboxId: uuid('inbox_id').notNull(),
    funnelId: uuid('funnel_id').notNull(),
    columnId: uuid('column_id').notNull(),
    userId: uuid('user_id'),
    contactName: text('contact_name').notNull(),
    columnChangedAt: timestamp('column_changed_at', { withTimezone: true }).notNull(),
    timeLimitDays: integer('time_limit_days').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    /** The lead's updatedAt: an older event arriving late changes nothing. */
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('lead_deadlines_due_idx').on(table.dueAt), index('lead_deadlines_column_idx').on(table.columnId)],
);
