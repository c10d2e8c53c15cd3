import { formatNumber } from '@balcao/ui';

const oneDecimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** An answer time: '45 s', '3,5 min', '2 h 10 min'. */
export function formatMinutes(minutes: number): string {
  if (minutes <= 0) return '0 min';
  if (minutes < 1) return `${Math.round(minutes * 60)} s`;
  if (minutes < 60) return `${oneDecimal.format(minutes)} min`;
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes - hours * 60);
  return rest > 0 ? `${formatNumber(hours)} h ${rest} min` : `${formatNumber(hours)} h`;
}

/** '+12,5%' / '-3%' / '0%'. */
export function formatChange(percentage: number): string {
  const sign = percentage > 0 ? '+' : '';
  return `${sign}${oneDecimal.format(percentage)}%`;
}
