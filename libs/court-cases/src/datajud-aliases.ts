import type { CnjNumber } from './cnj-number';

/**
 * The DataJud public API's index per court, from the J.TR segment of the number. Source: the
 * CNJ's public list 'API Pública do DataJud — Endpoints' (DataJud wiki). Segments 1 (STF) and
 * 2 (CNJ) have no index there.
 */
const STATES = ['ac', 'al', 'ap', 'am', 'ba', 'ce', 'df', 'es', 'go', 'ma', 'mt', 'ms', 'mg', 'pa', 'pb', 'pr', 'pe', 'pi', 'rj', 'rn', 'rs', 'ro', 'rr', 'sc', 'se', 'sp', 'to'];

function byStateCode(alias: (state: string) => string): Record<string, string> {
  // TR codes of state and electoral courts follow the states in this order, from 01.
  return Object.fromEntries(STATES.map((state, index) => [String(index + 1).padStart(2, '0'), alias(state)]));
}

function numbered(count: number, prefix: string): Record<string, string> {
  return Object.fromEntries(Array.from({ length: count }, (_, index) => [String(index + 1).padStart(2, '0'), `${prefix}${index + 1}`]));
}

const ALIASES_BY_JUSTICE: Record<string, Record<string, string>> = {
  '3': { '00': 'stj' },
  '4': numbered(6, 'trf'),
  '5': { '00': 'tst', ...numbered(24, 'trt') },
  '6': { '00': 'tse', ...byStateCode((state) => `tre-${state}`) },
  '7': { '00': 'stm' },
  '8': byStateCode((state) => (state === 'df' ? 'tjdft' : `tj${state}`)),
  '9': { '13': 'tjmmg', '21': 'tjmrs', '26': 'tjmsp' },
};

/** The court's alias ('tjsp', 'trt2', 'trf3'), or null for a court DataJud does not cover. */
export function datajudAliasOf(number: Pick<CnjNumber, 'justice' | 'tribunal'>): string | null {
  return ALIASES_BY_JUSTICE[number.justice]?.[number.tribunal] ?? null;
}

/** Every alias DataJud answers for, for settings screens and tests. */
export function allDatajudAliases(): string[] {
  return Object.values(ALIASES_BY_JUSTICE).flatMap((aliases) => Object.values(aliases));
}
