import type { LeadTimeLimit } from './lead-time-limit';

/** '2 dias' / '1 dia' / '5 horas' / '1 hora' — how late a lead is (spec 2 §4). */
export function overdueAmountText(overdue: NonNullable<LeadTimeLimit['overdue']>): string {
  const { amount, unit } = overdue;
  if (unit === 'days') return `${amount} ${amount === 1 ? 'dia' : 'dias'}`;
  return `${amount} ${amount === 1 ? 'hora' : 'horas'}`;
}
