import { ZApiError } from '@balcao/contracts';

/** Error answers every route may give, for the OpenAPI document. */
export const errorResponses = {
  400: ZApiError,
  401: ZApiError,
  403: ZApiError,
  404: ZApiError,
  409: ZApiError,
  429: ZApiError,
} as const;

/** Brute-force guard for the public session routes (per client IP, Redis-backed when configured). */
export const strictRateLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } } as const;

export const pageCount = (total: number, limit: number) => Math.ceil(total / limit);
