import { index, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';
import { notificationsSchema } from './notifications-schema';

/** Support tickets ('Abrir Ticket'), kept once e-mailed to the support address. */
export const supportTickets = notificationsSchema.table(
  'support_tickets',
  {
    id: uuid('id').primaryKey().$defaultFn(() => uuidv7()),
    officeId: uuid('office_id').notNull(),
    userId: uuid('user_id').notNull(),
    type: text('type').notNull(),
    description: text('description').notNull(),
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type'),
    attachmentBytes: integer('attachment_bytes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_tickets_office_idx').on(table.officeId, table.createdAt)],
);
