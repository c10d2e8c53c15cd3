import { ZApiError } from '@balcao/contracts';
import { errorResponses as baseErrorResponses } from '@balcao/service-kit';

/** Error answers every route may give, for the OpenAPI document (the session routes are rate limited). */
export const errorResponses = { ...baseErrorResponses, 429: ZApiError } as const;
/** For routes that answer 503 when a part they need is not configured (e-mail). */
export const unavailableResponses = { 503: ZApiError } as const;

/** Brute-force guard for the public session routes (per client IP, Redis-backed when configured). */
export const strictRateLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } } as const;

export const pageCount = (total: number, limit: number) => Math.ceil(total / limit);
