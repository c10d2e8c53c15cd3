import type { PaymentGateway } from '../gateway/payment-gateway';
import { billingErrors } from './errors';

/**
 * preHandler of the routes that charge or tokenize: without a configured gateway they answer 503
 * with the reason before anything is written (no invoice opened and then cancelled).
 */
export const requirePayments = (gateway: PaymentGateway) => async () => {
  if (gateway.kind === 'none') throw billingErrors.PAYMENTS_NOT_CONFIGURED();
};
