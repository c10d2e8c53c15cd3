import { index, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TagModule } from '@balcao/contracts';
import { crmSchema } from './crm-schema';

/**
 * Local copies of what crm shows but messaging owns (ARCHITECTURE §2), fed by its events.
 * `seen_at` is the occurredAt of the newest event applied, so an older redelivery loses.
 */
export const people = crmSchema.table(
  'people',
  {
    id: uuid('id').primaryKey(),
    officeId: uuid('office_id').notNull(),
    inboxId: uuid('inbox_id').notNull(),
    name: text('name'),
    phoneNumber: text('phone_number'),
    email: text('email'),
    imageUrl: text('image_url'),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('people_inbox_idx').on(table.inboxId)],
);
export type PersonRow = typeof people.$inferSelect;

export const tags = crmSchema.table(
  'tags',
  {
    id: uuid('id').primaryKey(),
    officeId: uuid('office_id').notNull(),
    inboxId: uuid('inbox_id').notNull(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    modules: text('modules').array().$type<TagModule[]>().notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('tags_inbox_idx').on(table.inboxId)],
);
export type TagRow = typeof tags.$inferSelect;

/** Devices and the funnel their new contacts become leads in. */
export const integrations = crmSchema.table('integrations', {
  id: uuid('id').primaryKey(),
  officeId: uuid('office_id').notNull(),
  inboxId: uuid('inbox_id').notNull(),
  funnelId: uuid('funnel_id'),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
});
