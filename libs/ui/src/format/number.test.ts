import { describe, expect, it } from 'vitest';
import { formatBadgeCount, formatCurrency, formatNumber } from './number';

const NBSP = '\u00a0';

describe('formatCurrency', () => {
  it('formats cents as reais with dot thousands and comma decimals', () => {
    expect(formatCurrency(123456)).toBe(`R$${NBSP}1.234,56`);
    expect(formatCurrency(30)).toBe(`R$${NBSP}0,30`);
    expect(formatCurrency(72000)).toBe(`R$${NBSP}720,00`);
    expect(formatCurrency(180000)).toBe(`R$${NBSP}1.800,00`);
  });

  it('treats missing values as zero', () => {
    expect(formatCurrency(undefined)).toBe(`R$${NBSP}0,00`);
  });
});

describe('formatNumber', () => {
  it('groups thousands with dots', () => {
    expect(formatNumber(1500)).toBe('1.500');
  });
});

describe('formatBadgeCount', () => {
  it('shows the number up to 9, 9+ above 9 and 99+ above 99', () => {
    expect(formatBadgeCount(0)).toBe('0');
    expect(formatBadgeCount(9)).toBe('9');
    expect(formatBadgeCount(10)).toBe('9+');
    expect(formatBadgeCount(99)).toBe('9+');
    expect(formatBadgeCount(100)).toBe('99+');
  });

  it('caps at an explicit maximum', () => {
    expect(formatBadgeCount(42, 99)).toBe('9+');
    expect(formatBadgeCount(150, 99)).toBe('99+');
    expect(formatBadgeCount(12, 9)).toBe('9+');
  });
});
