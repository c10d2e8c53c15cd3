import { pgSchema, timestamp, uuid } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';
import { handledEventsTable, membersTable, outboxTable } from '@balcao/service-kit';

/** Every table of the agents service lives in its own Postgres schema (ARCHITECTURE §2). */
export const agentsSchema = pgSchema('agents');

export const outbox = outboxTable(agentsSchema);
export const handledEvents = handledEventsTable(agentsSchema);
/** Who belongs to which workspace, projected from auth's user events. */
export const members = membersTable(agentsSchema);

/** uuid v7: time-ordered, so ids sort by creation (CONVENTIONS: Data). */
export const idColumn = () => uuid('id').primaryKey().$defaultFn(() => uuidv7());
export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAtColumn = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
