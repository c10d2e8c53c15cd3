import { sql } from 'drizzle-orm';
import { boolean, index, integer, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ColumnColor } from '@balcao/contracts';
import { createdAtColumn, crmSchema, idColumn, updatedAtColumn } from './crm-schema';

export const funnels = crmSchema.table(
  'funnels',
  {
    id: idColumn(),
    officeId: uuid('office_id').notNull(),
    inboxId: uuid('inbox_id').notNull(),
    name: text('name').notNull(),
    /** Set on the funnel every workspace starts with, so seeding it twice is a no-op. */
    templateKey: text('template_key'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    index('funnels_inbox_created_idx').on(table.inboxId, table.createdAt),
    uniqueIndex('funnels_inbox_template_unique').on(table.inboxId, table.templateKey).where(sql`template_key is not null`),
  ],
);
export type FunnelRow = typeof funnels.$inferSelect;

export const funnelColumns = crmSchema.table(
  'funnel_columns',
  {
    id: idColumn(),
    officeId: uuid('office_id').notNull(),
    funnelId: uuid('funnel_id')
      .notNull()
      .references(() => funnels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').$type<ColumnColor>().notNull(),
    /** The column's place on the board, 0..n-1 within its funnel. */
    position: integer('position').notNull(),
    timeLimitDays: integer('time_limit_days').notNull(),
    showBadgeProgress: boolean('show_badge_progress').notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [index('funnel_columns_funnel_position_idx').on(table.funnelId, table.position)],
);
export type FunnelColumnRow = typeof funnelColumns.$inferSelect;
