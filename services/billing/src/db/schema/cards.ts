import { boolean, index, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { billingSchema, createdAtColumn, idColumn } from './billing-schema';

/** A saved card: the gateway's token and what may be shown; never the number or the CVV. */
export const creditCards = billingSchema.table(
  'credit_cards',
  {
    id: idColumn(),
    officeId: uuid('office_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expiryMonth: text('expiry_month').notNull(),
    expiryYear: text('expiry_year').notNull(),
    holderName: text('holder_name').notNull(),
    gatewayToken: text('gateway_token').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (table) => [index('credit_cards_office_idx').on(table.officeId), uniqueIndex('credit_cards_one_default_uq').on(table.officeId).where(sql`${table.isDefault}`)],
);
export type CreditCardRow = typeof creditCards.$inferSelect;
