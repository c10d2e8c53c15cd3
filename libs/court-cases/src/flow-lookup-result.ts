import type { CaseLookupResult } from '@balcao/contracts';
import type { CourtCaseLookupResult } from './court-case-lookup';
import { summarizeMovements } from './movements-summary';

/** What the flow engine is fed back after a SEARCH_MOVEMENTS action. */
export function toFlowLookupResult(result: CourtCaseLookupResult): CaseLookupResult {
  switch (result.status) {
    case 'found':
      return { status: 'found', summary: summarizeMovements(result) };
    case 'invalid_number':
      return { status: 'invalid_number', problem: result.problem };
    case 'not_found':
    case 'unsupported_tribunal':
      return { status: 'not_found' };
    case 'unavailable':
      return { status: 'unavailable' };
  }
}
