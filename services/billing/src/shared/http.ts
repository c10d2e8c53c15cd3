import { ZApiError } from '@balcao/contracts';
import { errorResponses } from '@balcao/service-kit';

/** Billing's routes may also answer that the gateway refused (502) or did not answer (503). */
export const billingResponses = { ...errorResponses, 502: ZApiError, 503: ZApiError } as const;
