import { pgSchema, timestamp, uuid } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';
import { handledEventsTable, membersTable, outboxTable } from '@balcao/service-kit';

/** Every table of the billing service lives in its own Postgres schema (ARCHITECTURE §2). */
export const billingSchema = pgSchema('billing');

export const outbox = outboxTable(billingSchema);
export const handledEvents = handledEventsTable(billingSchema);
/** Who belongs to the office and what their requests may do now (the session check), from auth's events. */
export const members = membersTable(billingSchema);

export const idColumn = () => uuid('id').primaryKey().$defaultFn(() => uuidv7());
export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const at = (name: string) => timestamp(name, { withTimezone: true });
