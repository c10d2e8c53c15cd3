import { bigint, integer, jsonb, text, uuid } from 'drizzle-orm/pg-core';
import { at, billingSchema, createdAtColumn } from './billing-schema';

/** Gateway webhook deliveries already applied (Asaas retries and repeats them). */
export const webhookEvents = billingSchema.table('webhook_events', {
  id: text('id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: createdAtColumn(),
});

/** Who runs a periodic job until when: replicas take turns, one at a time. */
export const jobLeases = billingSchema.table('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  leaseUntil: at('lease_until').notNull(),
});

/** The sandbox gateway's charges (standalone only), shaped like Asaas' payments. */
export const sandboxCharges = billingSchema.table('sandbox_charges', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  billingType: text('billing_type').notNull(),
  valueCents: integer('value_cents').notNull(),
  status: text('status').notNull(),
  description: text('description').notNull(),
  externalReference: text('external_reference'),
  dueDate: text('due_date').notNull(),
  pixPayload: text('pix_payload'),
  installmentCount: integer('installment_count'),
  card: jsonb('card').$type<{ last4: string; brand: string; token: string }>(),
  createdAt: createdAtColumn(),
  paidAt: at('paid_at'),
});

/** Cards tokenized by the sandbox: the outcome its test number chose. */
export const sandboxCardTokens = billingSchema.table('sandbox_card_tokens', {
  token: text('token').primaryKey(),
  last4: text('last4').notNull(),
  brand: text('brand').notNull(),
  declines: integer('declines').notNull(),
});

/** Each office's billing clock in the sandbox: how far its dev page moved it ahead of the real one. */
export const sandboxOfficeClocks = billingSchema.table('sandbox_office_clocks', {
  officeId: uuid('office_id').primaryKey(),
  offsetMs: bigint('offset_ms', { mode: 'number' }).notNull(),
});
