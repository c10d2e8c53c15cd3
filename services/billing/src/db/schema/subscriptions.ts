import { index, integer, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BillingType, PlanInterval } from '@balcao/contracts';
import { at, billingSchema, createdAtColumn, idColumn } from './billing-schema';

/** The office's one subscription (replaced by a new checkout once it lapsed). */
export const subscriptions = billingSchema.table(
  'subscriptions',
  {
    id: idColumn(),
    officeId: uuid('office_id').notNull(),
    planId: text('plan_id').notNull(),
    interval: text('interval').$type<PlanInterval>().notNull(),
    billingType: text('billing_type').$type<BillingType>().notNull(),
    installmentCount: integer('installment_count'),
    creditCardId: uuid('credit_card_id'),
    status: text('status').$type<'active' | 'inactive'>().notNull(),
    currentPeriodStart: at('current_period_start').notNull(),
    currentPeriodEnd: at('current_period_end').notNull(),
    cancelledAt: at('cancelled_at'),
    cancelReason: text('cancel_reason'),
    createdAt: createdAtColumn(),
  },
  (table) => [uniqueIndex('subscriptions_office_uq').on(table.officeId), index('subscriptions_period_end_idx').on(table.status, table.currentPeriodEnd)],
);
export type SubscriptionRow = typeof subscriptions.$inferSelect;
