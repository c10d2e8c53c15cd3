import { z } from 'zod';
import type { InvoiceStatus } from '@balcao/contracts';

/** An Asaas webhook delivery (docs.asaas.com, "Eventos para cobranças"): the fields billing reads. */
export const ZAsaasWebhook = z.object({
  id: z.string().min(1),
  event: z.string().min(1),
  dateCreated: z.string().optional(),
  payment: z
    .object({
      id: z.string().min(1),
      customer: z.string().optional(),
      value: z.number().optional(),
      billingType: z.string().optional(),
      status: z.string().optional(),
      externalReference: z.string().nullish(),
      invoiceUrl: z.string().nullish(),
      transactionReceiptUrl: z.string().nullish(),
      paymentDate: z.string().nullish(),
      confirmedDate: z.string().nullish(),
    })
    .loose()
    .optional(),
}).loose();
export type AsaasWebhook = z.infer<typeof ZAsaasWebhook>;

/** What an Asaas payment event means for the invoice; null: nothing to apply (PAYMENT_CREATED, other kinds). */
export function invoiceStatusOfEvent(event: string): InvoiceStatus | null {
  switch (event) {
    case 'PAYMENT_CONFIRMED':
    case 'PAYMENT_RECEIVED':
    case 'PAYMENT_RECEIVED_IN_CASH':
      return 'Pago';
    case 'PAYMENT_OVERDUE':
      return 'Vencido';
    case 'PAYMENT_REFUNDED':
    case 'PAYMENT_CHARGEBACK_REQUESTED':
      return 'Estornado';
    case 'PAYMENT_DELETED':
      return 'Cancelado';
    case 'PAYMENT_CREDIT_CARD_CAPTURE_REFUSED':
    case 'PAYMENT_REPROVED_BY_RISK_ANALYSIS':
      return 'Recusado';
    default:
      return null;
  }
}

/** Asaas' payment statuses in an answer to a create call. */
export const isPaidStatus = (status: string) => status === 'CONFIRMED' || status === 'RECEIVED' || status === 'RECEIVED_IN_CASH';
