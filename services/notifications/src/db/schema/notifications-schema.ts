import { pgSchema } from 'drizzle-orm/pg-core';
import { handledEventsTable, membersTable, outboxTable } from '@balcao/service-kit';

/** Every table of the notifications service lives in its own Postgres schema (ARCHITECTURE §2). */
export const notificationsSchema = pgSchema('notifications');

export const handledEvents = handledEventsTable(notificationsSchema);
/** Who belongs to which workspace, fed by auth's user events. */
export const members = membersTable(notificationsSchema);

/** Events this service announces (webhook endpoints changed, for the audit log), published after commit. */
export const outbox = outboxTable(notificationsSchema);
