import { index, integer, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BillingType, InvoicePurpose, InvoiceStatus, PlanInterval } from '@balcao/contracts';
import { at, billingSchema, createdAtColumn, idColumn } from './billing-schema';

/** A charge at the gateway and what it buys (a plan period, a renewal, credits). */
export const invoices = billingSchema.table(
  'invoices',
  {
    id: idColumn(),
    officeId: uuid('office_id').notNull(),
    purpose: text('purpose').$type<InvoicePurpose>().notNull(),
    planId: text('plan_id'),
    interval: text('interval').$type<PlanInterval>(),
    credits: integer('credits'),
    amountCents: integer('amount_cents').notNull(),
    billingType: text('billing_type').$type<BillingType>().notNull(),
    installmentCount: integer('installment_count'),
    creditCardId: uuid('credit_card_id'),
    status: text('status').$type<InvoiceStatus>().notNull(),
    description: text('description').notNull(),
    dueDate: at('due_date').notNull(),
    paidAt: at('paid_at'),
    gatewayPaymentId: text('gateway_payment_id'),
    paymentUrl: text('payment_url'),
    receiptUrl: text('receipt_url'),
    pixPayload: text('pix_payload'),
    /** One renewal charge per subscription period: `${subscriptionId}:${periodEnd}`. */
    renewalKey: text('renewal_key'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('invoices_office_created_idx').on(table.officeId, table.createdAt),
    uniqueIndex('invoices_gateway_payment_uq').on(table.gatewayPaymentId),
    uniqueIndex('invoices_renewal_uq').on(table.renewalKey),
  ],
);
export type InvoiceRow = typeof invoices.$inferSelect;
