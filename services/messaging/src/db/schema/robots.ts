import { boolean, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { messagingSchema } from './messaging-schema';

export type RobotKind = 'flow' | 'agent';

/**
 * The flows and AI agents a device may run, learned from the flows and agents services' events
 * (ARCHITECTURE §2): their office and workspace, and whether they were deleted. A deletion may
 * be heard before the creation (one consumer per event type), so it stays as a tombstone.
 */
export const robots = messagingSchema.table(
  'robots',
  {
    kind: text('kind').$type<RobotKind>().notNull(),
    id: uuid('id').notNull(),
    officeId: uuid('office_id').notNull(),
    inboxId: uuid('inbox_id'),
    deleted: boolean('deleted').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.id] })],
);
