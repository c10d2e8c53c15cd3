import type { CourtCaseLookupResult } from './court-case-lookup';

const dateFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' });

/** How many movements the client reads; the newest first. */
export const SUMMARY_MOVEMENTS = 5;

/** The pt-BR message the client receives: the case, its court and its latest movements with dates. */
export function summarizeMovements(result: Extract<CourtCaseLookupResult, { status: 'found' }>, limit = SUMMARY_MOVEMENTS): string {
  const header = `Processo ${result.caseNumber} (${result.tribunal})${result.className ? ` – ${result.className}` : ''}`;
  if (result.movements.length === 0) return `${header}\nAinda não há movimentações registradas.`;
  const lines = result.movements.slice(0, limit).map((movement) => {
    const details = movement.complements.length ? ` (${movement.complements.join(', ')})` : '';
    return `• ${dateFormat.format(new Date(movement.occurredAt))} – ${movement.name}${details}`;
  });
  return [header, 'Últimas movimentações:', ...lines].join('\n');
}
