import { and, eq } from 'drizzle-orm';
import { billingEvents } from '@balcao/contracts';
import type { Principal } from '@balcao/service-kit';
import type { BillingContext } from '../context';
import { eventOf, recordEvents, runCommand } from '../db/database';
import { accounts, invoices, type InvoiceRow } from '../db/schema';
import { PaymentsNotConfiguredError } from '../gateway/no-gateway';
import { CardDeclinedError, GatewayError } from '../gateway/payment-gateway';
import { ensureAccount } from '../offices/accounts';
import { billingErrors } from '../shared/errors';

/** The caller's office as billing knows it (created, in trial, when billing had not heard of it yet). */
export async function accountOf(context: BillingContext, principal: Principal) {
  const now = await context.clock.now(principal.officeId);
  return runCommand(context, async (tx) => {
    await ensureAccount(tx, { officeId: principal.officeId, name: 'Escritório', signedUpAt: now }, now);
    const [account] = await tx.select().from(accounts).where(eq(accounts.officeId, principal.officeId));
    return account;
  });
}

/** The gateway's customer for the office, created on its first charge with the document given. */
export async function customerOf(context: BillingContext, account: typeof accounts.$inferSelect, document: string | undefined) {
  const cpfCnpj = document ?? account.document;
  if (!cpfCnpj && !account.gatewayCustomerId && context.gateway.kind === 'asaas') throw billingErrors.DOCUMENT_REQUIRED(undefined, 'document');
  const customerId = await callGateway(() => context.gateway.ensureCustomer({ officeId: account.officeId, name: account.name, cpfCnpj: cpfCnpj ?? '', existingId: account.gatewayCustomerId }));
  if (customerId !== account.gatewayCustomerId || (document && document !== account.document)) {
    await context.db.update(accounts).set({ gatewayCustomerId: customerId, document: cpfCnpj }).where(eq(accounts.officeId, account.officeId));
  }
  return customerId;
}

/** Gateway failures as the API answers them: a refused card is the user's 400, the rest 502/503. */
export async function callGateway<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CardDeclinedError) throw billingErrors.CARD_DECLINED(error.message);
    if (error instanceof PaymentsNotConfiguredError) throw billingErrors.PAYMENTS_NOT_CONFIGURED();
    if (error instanceof GatewayError) throw error.status && error.status < 500 ? billingErrors.GATEWAY_REFUSED(error.message) : billingErrors.GATEWAY_UNAVAILABLE();
    throw error;
  }
}

export type NewInvoice = Omit<typeof invoices.$inferInsert, 'id' | 'status' | 'createdAt'>;

/** The invoice exists before the gateway is called: its id is the charge's externalReference. */
export const openInvoice = (context: BillingContext, values: NewInvoice): Promise<InvoiceRow> =>
  runCommand(context, async (tx) => (await tx.insert(invoices).values({ ...values, status: 'Pendente' }).returning())[0]);

/** A charge the gateway did not take: refused cards stay in the history as 'Recusado' (and tell the browsers), the rest is cancelled. */
export async function closeFailedInvoice(context: BillingContext, invoice: InvoiceRow, error: unknown) {
  const declined = error instanceof CardDeclinedError;
  await runCommand(context, async (tx) => {
    await tx.update(invoices).set({ status: declined ? 'Recusado' : 'Cancelado' }).where(and(eq(invoices.id, invoice.id), eq(invoices.status, 'Pendente')));
    if (declined) {
      await recordEvents(tx, [eventOf(billingEvents.paymentFailed, { officeId: invoice.officeId, inboxId: null }, { invoiceId: invoice.id, purpose: invoice.purpose, reason: error.message })]);
    }
  });
}
