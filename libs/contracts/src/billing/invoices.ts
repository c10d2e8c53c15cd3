import { z } from 'zod';
import { ZBillingType, ZInvoiceStatus } from './subscription';

export const INVOICE_PURPOSES = ['subscription', 'renewal', 'credits'] as const;
export const ZInvoicePurpose = z.enum(INVOICE_PURPOSES);
export type InvoicePurpose = z.infer<typeof ZInvoicePurpose>;

/**
 * `GET /api/subscription/transactions` (an array, newest first): the Faturas tab. `amount` in
 * integer cents. `paymentUrl` opens the charge (Pagar when Pendente, else Visualizar);
 * `transactionReceiptUrl` is the receipt once paid.
 */
export const ZInvoice = z.object({
  id: z.string(),
  dateCreated: z.string(),
  dueDate: z.string(),
  paidAt: z.string().nullable(),
  status: ZInvoiceStatus,
  amount: z.number().int(),
  description: z.string(),
  purpose: ZInvoicePurpose,
  billingType: ZBillingType,
  installmentCount: z.number().int().nullable(),
  paymentUrl: z.string().nullable(),
  transactionReceiptUrl: z.string().nullable(),
});
export type Invoice = z.infer<typeof ZInvoice>;
export const ZInvoiceList = z.array(ZInvoice);
