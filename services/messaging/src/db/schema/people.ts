import { boolean, index, integer, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, updatedAtColumn } from './columns';
import { messagingSchema } from './messaging-schema';
import { tags } from './tags';

/** A contact of a workspace, identified there by phone (digits with 55). */
export const people = messagingSchema.table(
  'people',
  {
    id: idColumn(),
    officeId: uuid('office_id').notNull(),
    inboxId: uuid('inbox_id').notNull(),
    /** Null until someone names the contact or the channel gives a push name. */
    name: text('name'),
    phoneNumber: text('phone_number').notNull(),
    email: text('email'),
    document: text('document'),
    isBlocked: boolean('is_blocked').notNull().default(false),
    allowedSearch: boolean('allowed_search').notNull().default(true),
    imageUrl: text('image_url'),
    /** When the contact last sent a message. */
    lastMessageSentAt: timestamp('last_message_sent_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    uniqueIndex('people_inbox_phone_unique').on(table.officeId, table.inboxId, table.phoneNumber),
    index('people_inbox_created_idx').on(table.inboxId, table.createdAt),
    // Search by any part of the name or number (ILIKE '%…%'): trigram indexes (pg_trgm).
    index('people_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
    index('people_phone_trgm_idx').using('gin', table.phoneNumber.op('gin_trgm_ops')),
  ],
);

export const personTags = messagingSchema.table(
  'person_tags',
  {
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.personId, table.tagId] }), index('person_tags_tag_idx').on(table.tagId)],
);

/**
 * How many contacts each workspace has, and how many of them are blocked: the contacts list's
 * total without counting 100,000 rows. Kept by triggers on people (migration 0006) as rows of
 * changes that add up to the counts: each statement that adds or removes contacts inserts its
 * own row, so concurrent writers never wait for one another, and folds the rows no other
 * transaction holds into one.
 */
export const peopleCounts = messagingSchema.table(
  'people_counts',
  {
    inboxId: uuid('inbox_id').notNull(),
    people: integer('people').notNull(),
    blocked: integer('blocked').notNull(),
  },
  (table) => [index('people_counts_inbox_idx').on(table.inboxId)],
);

export type PersonRow = typeof people.$inferSelect;
