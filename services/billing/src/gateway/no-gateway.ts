import type { PaymentGateway } from './payment-gateway';

/** No gateway is configured: nothing can be charged (the routes answer 503 with the reason). */
export class PaymentsNotConfiguredError extends Error {}

const refuse = (): Promise<never> => Promise.reject(new PaymentsNotConfiguredError('payments are not configured: set ASAAS_API_KEY and ASAAS_WEBHOOK_TOKEN (or PAYMENTS_SANDBOX=true)'));

/**
 * The gateway of a production start without Asaas nor PAYMENTS_SANDBOX (ARCHITECTURE §7): it
 * charges nothing and accepts no webhook, instead of standing in with a sandbox anyone could pay.
 */
export class NoPaymentGateway implements PaymentGateway {
  readonly kind = 'none' as const;
  readonly webhookToken = null;
  ensureCustomer = refuse;
  createPixCharge = refuse;
  createCardCharge = refuse;
  tokenizeCard = refuse;
}
