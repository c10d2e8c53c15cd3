import { BILLING_MESSAGES as M } from '@balcao/contracts';
import { defineErrors } from '@balcao/service-kit';

/** Refusals that need the database or the gateway (the shape of the input is checked by the contracts). */
export const billingErrors = defineErrors('BILLING', {
  PLAN_INVALID: { status: 400, message: M.planInvalid },
  INSTALLMENTS_INVALID: { status: 400, message: M.installmentsInvalid },
  INSTALLMENTS_ANNUAL_ONLY: { status: 400, message: M.installmentsAnnualOnly },
  CARD_REQUIRED: { status: 400, message: M.cardRequired },
  CARD_DECLINED: { status: 400, message: M.cardDeclined },
  DOCUMENT_REQUIRED: { status: 400, message: M.documentInvalid },
  ALREADY_SUBSCRIBED: { status: 409, message: M.alreadySubscribed },
  NOT_CANCELLABLE: { status: 409, message: M.notCancellable },
  NOT_REACTIVATABLE: { status: 409, message: M.notReactivatable },
  CREDIT_MODULE_NOT_FOUND: { status: 400, message: M.creditModuleNotFound },
  GATEWAY_UNAVAILABLE: { status: 503, message: M.gatewayUnavailable },
  PAYMENTS_NOT_CONFIGURED: { status: 503, message: M.paymentsNotConfigured },
  GATEWAY_REFUSED: { status: 502, message: M.gatewayRefused },
  WEBHOOK_UNAUTHORIZED: { status: 401, message: M.webhookUnauthorized },
  SANDBOX_FORM_EXPIRED: { status: 403, message: M.sandboxFormExpired },
});
