import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CreditsSummaryFigures } from './CreditsSummaryFigures';

const lineOf = (name: string) => within(screen.getByRole('list', { name: 'Resumo de créditos' })).queryByRole('listitem', { name });
const textOf = (name: string) =>
  Array.from(lineOf(name)?.children ?? [])
    .map((part) => part.textContent?.replace(/\s+/g, ' ').trim())
    .join(' ');

describe('CreditsSummaryFigures', () => {
  it('shows figures that add up: the earlier balance, the plan, purchased on its own line, used, available', () => {
    render(<CreditsSummaryFigures summary={{ carriedOver: 299, planTotal: 1500, purchased: 100, used: 50, available: 1849 }} />);
    expect(textOf('Saldo anterior')).toBe('Saldo anterior 299');
    expect(textOf('Do plano')).toBe('+ Do plano 1.500');
    expect(textOf('Comprados')).toBe('+ Comprados 100');
    expect(textOf('Usados')).toBe('− Usados 50');
    expect(textOf('Disponíveis')).toBe('= Disponíveis 1.849');
  });

  it('leaves out an earlier balance of zero and warns against all of the month’s credits, purchases included', () => {
    render(<CreditsSummaryFigures summary={{ carriedOver: 0, planTotal: 1500, purchased: 500, used: 1600, available: 400 }} />);
    expect(lineOf('Saldo anterior')).toBeNull();
    expect(textOf('Disponíveis')).toBe('= Disponíveis 400');
    expect(screen.getByText('Você já usou 80% dos créditos deste mês.')).toBeTruthy();
  });
});
