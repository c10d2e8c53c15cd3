import { pgSchema } from 'drizzle-orm/pg-core';
import { handledEventsTable, outboxTable } from '@balcao/service-kit';

/** Every table of the auth service lives in its own Postgres schema (ARCHITECTURE §2). */
export const authSchema = pgSchema('auth');

export const outbox = outboxTable(authSchema);
export const handledEvents = handledEventsTable(authSchema);
