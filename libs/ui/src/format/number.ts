const currency = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const integer = new Intl.NumberFormat('pt-BR');

/** Integer cents to 'R$ 1.234,56' (Intl puts a no-break space after R$). */
export function formatCurrency(cents: number | null | undefined): string {
  return currency.format((cents ?? 0) / 100);
}

/** 1234 → '1.234' */
export function formatNumber(value: number | null | undefined): string {
  return integer.format(value ?? 0);
}

/**
 * Badge text (spec 1 §9): '9+' above 9 and '99+' above 99. A badge with room for only one
 * digit passes max 9 to read '9+' for anything above 9.
 */
export function formatBadgeCount(count: number, max?: number): string {
  const value = Math.max(0, Math.floor(count));
  if (max !== undefined && value > max) return `${max}+`;
  if (value > 99) return '99+';
  if (value > 9) return '9+';
  return String(value);
}
