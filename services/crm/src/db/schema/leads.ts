import { index, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CustomFieldType, LeadChannel } from '@balcao/contracts';
import { createdAtColumn, crmSchema, idColumn, updatedAtColumn } from './crm-schema';
import { funnelColumns, funnels } from './funnels';
import { people, tags } from './projections';

/** A lead: one contact in one funnel, sitting in one of its columns (spec 2 §3). */
export const leads = crmSchema.table(
  'leads',
  {
    id: idColumn(),
    officeId: uuid('office_id').notNull(),
    inboxId: uuid('inbox_id').notNull(),
    funnelId: uuid('funnel_id')
      .notNull()
      .references(() => funnels.id, { onDelete: 'cascade' }),
    // No cascade: deleting a column moves its leads first.
    columnId: uuid('column_id')
      .notNull()
      .references(() => funnelColumns.id),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    userId: uuid('user_id'),
    channel: text('channel').$type<LeadChannel>().notNull(),
    conversationId: uuid('conversation_id'),
    columnChangedAt: timestamp('column_changed_at', { withTimezone: true }).notNull().defaultNow(),
    lastInteractionAt: timestamp('last_interaction_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    // One lead per contact and funnel: a redelivered conversation cannot add a second.
    uniqueIndex('leads_funnel_person_unique').on(table.funnelId, table.personId),
    // The board reads a column's leads in the order of its sort.
    index('leads_column_last_interaction_idx').on(table.columnId, table.lastInteractionAt),
    index('leads_column_created_idx').on(table.columnId, table.createdAt),
    index('leads_funnel_user_idx').on(table.funnelId, table.userId),
    index('leads_person_idx').on(table.personId),
    index('leads_conversation_idx').on(table.conversationId),
  ],
);
export type LeadRow = typeof leads.$inferSelect;

export const leadTags = crmSchema.table(
  'lead_tags',
  {
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  // The tag filter looks leads up by tag.
  (table) => [primaryKey({ columns: [table.leadId, table.tagId] }), index('lead_tags_tag_idx').on(table.tagId, table.leadId)],
);

export const customFields = crmSchema.table(
  'custom_fields',
  {
    id: idColumn(),
    officeId: uuid('office_id').notNull(),
    funnelId: uuid('funnel_id')
      .notNull()
      .references(() => funnels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').$type<CustomFieldType>().notNull(),
    /** Comma-joined, as the spec stores them; '' for types without options. */
    options: text('options').notNull().default(''),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [index('custom_fields_funnel_idx').on(table.funnelId, table.createdAt)],
);
export type CustomFieldRow = typeof customFields.$inferSelect;

export const leadFieldValues = crmSchema.table(
  'lead_field_values',
  {
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    fieldId: uuid('field_id')
      .notNull()
      .references(() => customFields.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.leadId, table.fieldId] }), index('lead_field_values_field_idx').on(table.fieldId)],
);
