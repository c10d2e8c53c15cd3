import { standInOn, type BaseConfig } from '@balcao/service-kit';
import type { BillingConfig } from '../config';

/** Which payment gateway this start uses: Asaas, the local sandbox, or none (payments off). */
export type PaymentsMode = 'asaas' | 'sandbox' | 'none';

/**
 * The sandbox is on when PAYMENTS_SANDBOX=true, or outside production while ASAAS_API_KEY is
 * unset (ARCHITECTURE §7); otherwise Asaas when its key is set. Production without either takes
 * no payment rather than falling back to a sandbox anyone could pay.
 */
export function paymentsModeOf(base: Pick<BaseConfig, 'NODE_ENV'>, billing: Partial<Pick<BillingConfig, 'ASAAS_API_KEY' | 'PAYMENTS_SANDBOX'>>): PaymentsMode {
  if (standInOn(base, billing.PAYMENTS_SANDBOX, Boolean(billing.ASAAS_API_KEY))) return 'sandbox';
  return billing.ASAAS_API_KEY ? 'asaas' : 'none';
}
