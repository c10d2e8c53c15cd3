import { checkCnjNumber } from './cnj-number';
import type { CourtCaseLookup, CourtCaseMovement } from './court-case-lookup';
import { datajudAliasOf } from './datajud-aliases';

/**
 * Movements as DataJud sends them (TPU code, name, complements), in the order a case goes through:
 * distribution, then one of each later pair.
 */
const SAMPLE_MOVEMENTS: ReadonlyArray<Omit<CourtCaseMovement, 'occurredAt'>> = [
  { code: 26, name: 'Distribuição', complements: ['sorteio'] },
  { code: 51, name: 'Conclusão', complements: ['para despacho'] },
  { code: 11010, name: 'Mero expediente', complements: [] },
  { code: 60, name: 'Expedição de documento', complements: ['Citação'] },
  { code: 85, name: 'Petição', complements: ['Contestação'] },
  { code: 970, name: 'Audiência', complements: ['Conciliação', 'designada'] },
  { code: 332, name: 'Antecipação de tutela', complements: [] },
  { code: 92, name: 'Publicação', complements: [] },
  { code: 219, name: 'Procedência', complements: [] },
];

/** A small deterministic hash, so a number always gets the same sample. */
function seedOf(digits: string): number {
  let seed = 2166136261;
  for (const char of digits) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619) >>> 0;
  return seed;
}

function sampleMovements(digits: string, year: number): CourtCaseMovement[] {
  let seed = seedOf(digits);
  const next = (max: number) => {
    seed = Math.imul(seed, 1103515245) + 12345 >>> 0;
    return seed % max;
  };
  const count = 3 + next(3);
  let time = Date.UTC(year, 0, 1 + next(200), 9 + next(8), next(60));
  const movements: CourtCaseMovement[] = [];
  for (let index = 0; index < count; index++) {
    // Distribution first, then one of each later pair, so the story moves forward.
    const movement = index === 0 ? SAMPLE_MOVEMENTS[0] : SAMPLE_MOVEMENTS[index * 2 - next(2)];
    movements.push({ ...movement, complements: [...movement.complements], occurredAt: new Date(time).toISOString() });
    time += (5 + next(40)) * 86_400_000;
  }
  return movements.reverse();
}

/** The local stand-in: plausible movements for any valid number, the same ones every time. */
export function createSampleCourtCaseLookup(): CourtCaseLookup {
  return {
    async findMovements(caseNumber) {
      const checked = checkCnjNumber(caseNumber);
      if (!checked.valid) return { status: 'invalid_number', problem: checked.problem };
      const { number } = checked;
      const alias = datajudAliasOf(number);
      if (!alias) return { status: 'unsupported_tribunal', caseNumber: number.formatted };
      return {
        status: 'found',
        caseNumber: number.formatted,
        tribunal: alias.toUpperCase(),
        className: 'Procedimento Comum Cível',
        movements: sampleMovements(number.digits, Number(number.year)),
      };
    },
  };
}
