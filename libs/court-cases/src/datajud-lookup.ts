import { checkCnjNumber } from './cnj-number';
import type { CourtCaseLookup, CourtCaseLookupResult, CourtCaseUnavailableReason } from './court-case-lookup';
import { datajudAliasOf } from './datajud-aliases';
import { movementsOf, ZDatajudSearchResponse } from './datajud-response';

export const DATAJUD_BASE_URL = 'https://api-publica.datajud.cnj.jus.br';

export interface DatajudConfig {
  /** The public key the CNJ publishes on the DataJud wiki (it changes from time to time). */
  apiKey: string;
  baseUrl?: string;
  timeoutMs?: number;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

function reasonForStatus(status: number): CourtCaseUnavailableReason {
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 429) return 'rate_limited';
  return status >= 500 ? 'server_error' : 'bad_response';
}

/** The real adapter: the CNJ DataJud public API, one court index per alias. */
export function createDatajudLookup(config: DatajudConfig): CourtCaseLookup {
  const fetchFn = config.fetch ?? fetch;
  const baseUrl = (config.baseUrl ?? DATAJUD_BASE_URL).replace(/\/$/, '');
  const timeoutMs = config.timeoutMs ?? 10_000;

  return {
    async findMovements(caseNumber: string): Promise<CourtCaseLookupResult> {
      const checked = checkCnjNumber(caseNumber);
      if (!checked.valid) return { status: 'invalid_number', problem: checked.problem };
      const { number } = checked;
      const alias = datajudAliasOf(number);
      if (!alias) return { status: 'unsupported_tribunal', caseNumber: number.formatted };

      let response: Response;
      try {
        response = await fetchFn(`${baseUrl}/api_publica_${alias}/_search`, {
          method: 'POST',
          headers: { Authorization: `APIKey ${config.apiKey}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ query: { match: { numeroProcesso: number.digits } } }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const name = (error as Error | undefined)?.name;
        return { status: 'unavailable', reason: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network' };
      }
      if (!response.ok) return { status: 'unavailable', reason: reasonForStatus(response.status) };

      const parsed = ZDatajudSearchResponse.safeParse(await response.json().catch(() => null));
      if (!parsed.success) return { status: 'unavailable', reason: 'bad_response' };
      // A case moved between instances has one hit per instance; the movements are merged.
      const sources = parsed.data.hits.hits.map((hit) => hit._source);
      if (sources.length === 0) return { status: 'not_found', caseNumber: number.formatted };
      return {
        status: 'found',
        caseNumber: number.formatted,
        tribunal: sources[0].tribunal ?? alias.toUpperCase(),
        className: sources[0].classe?.nome ?? null,
        movements: sources.flatMap(movementsOf).sort((a, b) => b.occurredAt.localeCompare(a.occurredAt)),
      };
    },
  };
}
