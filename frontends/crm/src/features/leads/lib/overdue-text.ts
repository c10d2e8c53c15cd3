import type { LeadTimeLimit } from './lead-time-limit';

const UNITS = { days: ['dia', 'dias'], hours: ['hora', 'horas'], minutes: ['minuto', 'minutos'] } as const;

/** '2 dias' / '1 dia' / '5 horas' / '1 hora' / '20 minutos' — how late a lead is (spec 2 §4). */
export function overdueAmountText(overdue: NonNullable<LeadTimeLimit['overdue']>): string {
  const [one, many] = UNITS[overdue.unit];
  return `${overdue.amount} ${overdue.amount === 1 ? one : many}`;
}
