import { z } from 'zod';
import { ZPlanInterval } from './plans';
import { BILLING_MESSAGES as M } from './messages';

export const ACCESS_STATES = ['trial', 'active', 'inactive'] as const;
export const ZAccessState = z.enum(ACCESS_STATES);
export type AccessState = z.infer<typeof ZAccessState>;

/** Invoice statuses as the screens show them (spec 3 §3): Pendente shows Pagar, the others Visualizar. */
export const INVOICE_STATUSES = ['Pendente', 'Pago', 'Vencido', 'Recusado', 'Cancelado', 'Estornado'] as const;
export const ZInvoiceStatus = z.enum(INVOICE_STATUSES);
export type InvoiceStatus = z.infer<typeof ZInvoiceStatus>;

export const BILLING_TYPES = ['PIX', 'CREDIT_CARD'] as const;
export const ZBillingType = z.enum(BILLING_TYPES, { error: M.billingTypeInvalid });
export type BillingType = z.infer<typeof ZBillingType>;

/**
 * `GET /api/subscription/details`: the office's subscription as the shell and the billing screens
 * read it. `planEndIn` is a unix timestamp in seconds (SPEC-DECISIONS): the end of the trial, of
 * the paid period, or null when inactive without either. `isActive` is true in trial too (the
 * office may use the product); `state` tells them apart.
 */
export const ZSubscriptionDetails = z.object({
  /** The subscription's id (internalSubscriptionId); null in trial or before any payment. */
  id: z.string().nullable(),
  internalSubscriptionId: z.string().nullable(),
  state: z.enum(['trial', 'active', 'inactive']),
  /** Plan title ('Plano Essencial') or 'Período de teste'. */
  name: z.string(),
  planId: z.string().nullable(),
  interval: ZPlanInterval.nullable(),
  billingType: ZBillingType.nullable(),
  isActive: z.boolean(),
  isTrial: z.boolean(),
  /** Paid in installments (annual by card with more than one installment). */
  isInstallment: z.boolean(),
  installmentCount: z.number().int().nullable(),
  /** Cancelled: access lasts until planEndIn, and it can be reactivated before then. */
  isCanceled: z.boolean(),
  /** Inactive with at least one 'Vencido' invoice (spec 3 §4). */
  isOverdue: z.boolean(),
  overdueCount: z.number().int(),
  planEndIn: z.number().int().nullable(),
  trialEndsAt: z.string().nullable(),
  /** Whole days left in the trial (rounded up), null outside it. */
  trialDaysLeft: z.number().int().nullable(),
  /** In BILLING_EXEMPT_OFFICE_IDS: never gated, no alerts. */
  isExempt: z.boolean(),
  /** Newest first: the Plano tab's Investimento reads the first one. */
  transactions: z.array(z.object({ id: z.string(), status: ZInvoiceStatus, amount: z.number().int(), dateCreated: z.string() })),
});
export type SubscriptionDetails = z.infer<typeof ZSubscriptionDetails>;

/** `POST /api/subscription/cancel`: the reason is required ('Outro motivo' sends its free text, at most 500). */
export const ZCancelSubscriptionBody = z.object({
  id: z.uuid({ error: M.subscriptionNotFound }),
  message: z.string({ error: M.cancelReasonRequired }).trim().min(1, M.cancelReasonRequired).max(500, M.cancelReasonTooLong),
});
export type CancelSubscriptionBody = z.infer<typeof ZCancelSubscriptionBody>;

/** `POST /api/subscription/reactivate`: undoes a cancellation before the plan ends. */
export const ZReactivateSubscriptionBody = z.object({ id: z.uuid({ error: M.subscriptionNotFound }) });
export type ReactivateSubscriptionBody = z.infer<typeof ZReactivateSubscriptionBody>;

/** The reasons offered on the cancel card; 'Outro motivo' asks for text. */
export const CANCEL_REASONS = [
  'O produto está caro para o meu escritório',
  'Não estou usando o suficiente',
  'Faltam funcionalidades de que preciso',
  'Tive problemas técnicos',
  'Vou usar outra ferramenta',
  'Outro motivo',
] as const;
