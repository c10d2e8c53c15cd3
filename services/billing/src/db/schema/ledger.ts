import { index, integer, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { billingSchema, createdAtColumn, idColumn } from './billing-schema';

export type LedgerKind = 'trial_grant' | 'plan_grant' | 'purchase' | 'consumption';

/**
 * AI credits as entries, never a counter: the balance is the sum. `(kind, ref)` is unique, so a
 * grant per period, a purchase per invoice and a debit per consumption event happen once.
 */
export const creditLedger = billingSchema.table(
  'credit_ledger',
  {
    id: idColumn(),
    officeId: uuid('office_id').notNull(),
    kind: text('kind').$type<LedgerKind>().notNull(),
    ref: text('ref').notNull(),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [uniqueIndex('credit_ledger_kind_ref_uq').on(table.kind, table.ref), index('credit_ledger_office_idx').on(table.officeId, table.createdAt)],
);
