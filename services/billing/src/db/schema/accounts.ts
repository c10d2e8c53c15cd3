import { integer, jsonb, text, uuid } from 'drizzle-orm/pg-core';
import type { OfficeAccess } from '@balcao/contracts';
import { at, billingSchema, createdAtColumn } from './billing-schema';

/**
 * An office as billing knows it (from auth's office events): its trial, its customer at the
 * gateway and the access state last published (`access`, with its version).
 */
export const accounts = billingSchema.table('accounts', {
  officeId: uuid('office_id').primaryKey(),
  name: text('name').notNull(),
  signedUpAt: at('signed_up_at').notNull(),
  trialEndsAt: at('trial_ends_at').notNull(),
  document: text('document'),
  gatewayCustomerId: text('gateway_customer_id'),
  access: jsonb('access').$type<Omit<OfficeAccess, 'version'>>(),
  accessVersion: integer('access_version').notNull().default(0),
  createdAt: createdAtColumn(),
});
export type AccountRow = typeof accounts.$inferSelect;
