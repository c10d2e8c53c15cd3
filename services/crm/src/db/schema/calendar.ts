import { boolean, index, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CalendarEventColor } from '@balcao/contracts';
import { createdAtColumn, crmSchema, idColumn, updatedAtColumn } from './crm-schema';
import { people } from './projections';

/** Events of a workspace's calendar (SPEC-DECISIONS: persisted by crm). */
export const calendarEvents = crmSchema.table(
  'calendar_events',
  {
    id: idColumn(),
    officeId: uuid('office_id').notNull(),
    inboxId: uuid('inbox_id').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    allDay: boolean('all_day').notNull().default(false),
    color: text('color').$type<CalendarEventColor>().notNull(),
    location: text('location'),
    personId: uuid('person_id').references(() => people.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  // A period's events: those starting before its end, then filtered by their end.
  (table) => [index('calendar_events_inbox_start_idx').on(table.inboxId, table.startsAt)],
);
export type CalendarEventRow = typeof calendarEvents.$inferSelect;
