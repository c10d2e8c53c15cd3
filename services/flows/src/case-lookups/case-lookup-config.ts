import { z } from 'zod';
import { createDatajudLookup, createSampleCourtCaseLookup, type CourtCaseLookup } from '@balcao/court-cases';
import { parseConfig } from '@balcao/service-kit';

/**
 * The court-case port (ARCHITECTURE §7): CNJ DataJud when its public API key is configured,
 * else sample movements for any valid number (the local stand-in).
 */
export const ZCaseLookupConfig = z.object({
  DATAJUD_API_KEY: z.string().trim().min(1).optional(),
  DATAJUD_BASE_URL: z.url().optional(),
  DATAJUD_TIMEOUT_MS: z.coerce.number().int().min(1000).max(60_000).default(10_000),
});
export type CaseLookupConfig = z.infer<typeof ZCaseLookupConfig>;

export function createCaseLookup(config: CaseLookupConfig = parseConfig(ZCaseLookupConfig)): CourtCaseLookup {
  if (!config.DATAJUD_API_KEY) return createSampleCourtCaseLookup();
  return createDatajudLookup({ apiKey: config.DATAJUD_API_KEY, baseUrl: config.DATAJUD_BASE_URL, timeoutMs: config.DATAJUD_TIMEOUT_MS });
}
