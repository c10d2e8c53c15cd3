import { index, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';
import { notificationsSchema } from './notifications-schema';

/** News items ('Novidades'), published from the files under news/ at every start; `key` is the file's name. */
export const newsItems = notificationsSchema.table(
  'news_items',
  {
    id: uuid('id').primaryKey().$defaultFn(() => uuidv7()),
    key: text('key').notNull().unique('news_items_key_unique'),
    title: text('title').notNull(),
    date: timestamp('date', { withTimezone: true }).notNull(),
    descriptionHtml: text('description_html').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('news_items_date_idx').on(table.date)],
);

/** Which user read which news item. */
export const newsReads = notificationsSchema.table(
  'news_reads',
  {
    userId: uuid('user_id').notNull(),
    newsId: uuid('news_id')
      .notNull()
      .references(() => newsItems.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'news_reads_pk', columns: [table.userId, table.newsId] })],
);
