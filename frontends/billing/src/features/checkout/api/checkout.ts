import { useMutation } from '@tanstack/react-query';
import { BILLING_PATHS, type CheckoutBody, type CheckoutResponse } from '@balcao/contracts';
import { api, newIdempotencyKey } from '@balcao/ui';
import { apiPath } from '../../subscription/api/subscription';

/** POST /subscription/checkout. Errors show under the fields, so the global toast stays silent. */
export function useCheckout() {
  return useMutation({
    mutationFn: (body: CheckoutBody) =>
      api.post<CheckoutResponse>(apiPath(BILLING_PATHS.checkout), body, { idempotencyKey: newIdempotencyKey(), silent: true }),
  });
}
