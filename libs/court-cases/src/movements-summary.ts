import type { CourtCaseLookupResult, CourtCaseMovement } from './court-case-lookup';
import { explainMovement } from './explain-movement';

const dateFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' });

/** How many movements the client reads; the newest first. */
export const SUMMARY_MOVEMENTS = 5;

/** Longest a movement's own line may be: a court's odd record must not flood the client's WhatsApp. */
const MAX_LINE = 160;

/** A movement with its date, and on the line below what it means when the table knows it. */
function movementLines(movement: CourtCaseMovement): string {
  const details = movement.complements.length ? ` (${movement.complements.join(', ')})` : '';
  const full = `• ${dateFormat.format(new Date(movement.occurredAt))} – ${movement.name}${details}`;
  const line = full.length > MAX_LINE ? `${full.slice(0, MAX_LINE - 1).trimEnd()}…` : full;
  const explanation = explainMovement(movement);
  return explanation ? `${line}\n${explanation}` : line;
}

/**
 * The pt-BR message the client receives: the case, its court and its latest movements with dates,
 * each explained in plain words; plain lines and a blank line between movements, as WhatsApp shows them.
 */
export function summarizeMovements(result: Extract<CourtCaseLookupResult, { status: 'found' }>, limit = SUMMARY_MOVEMENTS): string {
  const header = `Processo ${result.caseNumber} (${result.tribunal})${result.className ? ` – ${result.className}` : ''}`;
  if (result.movements.length === 0) return `${header}\nAinda não há movimentações registradas.`;
  return [`${header}\nÚltimas movimentações:`, ...result.movements.slice(0, limit).map(movementLines)].join('\n\n');
}
