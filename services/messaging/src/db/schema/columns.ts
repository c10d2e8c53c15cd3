import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';

/** uuid v7: time-ordered, so ids sort by creation (CONVENTIONS: Data). */
export const idColumn = () => uuid('id').primaryKey().$defaultFn(() => uuidv7());
export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAtColumn = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
