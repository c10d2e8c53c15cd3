import { pgSchema } from 'drizzle-orm/pg-core';
import { handledEventsTable, membersTable, outboxTable } from '@balcao/service-kit';

/** Every table of the messaging service lives in its own Postgres schema (ARCHITECTURE §2). */
export const messagingSchema = pgSchema('messaging');

export const outbox = outboxTable(messagingSchema);
export const handledEvents = handledEventsTable(messagingSchema);
/** Who belongs to which workspace, projected from auth's user events. */
export const members = membersTable(messagingSchema);
