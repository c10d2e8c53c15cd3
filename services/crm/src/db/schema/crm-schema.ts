import { pgSchema, timestamp, uuid } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';
import { handledEventsTable, membersTable, outboxTable } from '@balcao/service-kit';

/** Every table of the crm service lives in its own Postgres schema (ARCHITECTURE §2). */
export const crmSchema = pgSchema('crm');

export const outbox = outboxTable(crmSchema);
export const handledEvents = handledEventsTable(crmSchema);
/** Who belongs to which workspace (and the attendants shown on cards), projected from auth's user events. */
export const members = membersTable(crmSchema);

/** uuid v7: time-ordered, so ids sort by creation (CONVENTIONS: Data). */
export const idColumn = () => uuid('id').primaryKey().$defaultFn(() => uuidv7());
export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAtColumn = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
