import type { CnjNumberProblem } from './cnj-number';

/** One movement of a case, as the court recorded it. */
export interface CourtCaseMovement {
  /** The CNJ unified table (TPU) movement code, when the court sent one (DataJud's `codigo`). */
  code?: number;
  name: string;
  /** ISO date-time. */
  occurredAt: string;
  /** Names of the tabled complements ('competência exclusiva'…). */
  complements: string[];
}

/** plan_limit: the office's plan has no court-case consultation left this month (no tribunal was asked). */
export type CourtCaseUnavailableReason = 'timeout' | 'network' | 'unauthorized' | 'rate_limited' | 'server_error' | 'bad_response' | 'plan_limit';

export type CourtCaseLookupResult =
  | { status: 'found'; caseNumber: string; tribunal: string; className: string | null; movements: CourtCaseMovement[] }
  | { status: 'not_found'; caseNumber: string }
  | { status: 'invalid_number'; problem: CnjNumberProblem }
  | { status: 'unsupported_tribunal'; caseNumber: string }
  | { status: 'unavailable'; reason: CourtCaseUnavailableReason };

/** Looks a case up by its CNJ number. Never throws: every failure is a result. */
export interface CourtCaseLookup {
  findMovements(caseNumber: string): Promise<CourtCaseLookupResult>;
}
