import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, ok } from '@balcao/ui/testing';
import { renderPage } from '../../../test/render';
import { PlanUsageCard } from './PlanUsageCard';

const text = (element: Element) => element.textContent?.replace(/\s/g, ' ') ?? '';

describe('Uso do plano', () => {
  it('shows each limit as used of allowed, and says when one is reached', async () => {
    renderPage(<PlanUsageCard />, {
      routes: {
        'GET /integration/plan-usage': () => ok({ limit: 'numbers', used: 1, max: 1 }),
        'GET /user/plan-usage': () => ok({ limit: 'users', used: 2, max: 6 }),
        'GET /agents/plan-usage': () => ok({ limit: 'agents', used: 0, max: 3 }),
        'GET /flow/case-consultations/plan-usage': () => ok({ limit: 'monthlyConsultations', used: 37, max: 100 }),
        'GET /credits/summary': () => ok({ aiCredits: { planTotal: 6500, used: 1200, available: 5300 } }),
      },
    });
    const card = await screen.findByLabelText('Uso do plano');
    await waitFor(() => expect(text(within(card).getByLabelText('Números de WhatsApp'))).toContain('1 de 1'));
    expect(text(within(card).getByLabelText('Usuários'))).toContain('2 de 6');
    expect(text(within(card).getByLabelText('Agentes de IA'))).toContain('0 de 3');
    expect(text(within(card).getByLabelText('Consultas processuais neste mês'))).toContain('37 de 100');
    expect(text(within(card).getByLabelText('Créditos de IA neste mês'))).toContain('1.200 de 6.500');
    expect(within(within(card).getByLabelText('Números de WhatsApp')).getByText('Limite do plano atingido. Faça upgrade do plano para ter mais.')).toBeTruthy();
    expect(within(within(card).getByLabelText('Usuários')).queryByText(/Limite do plano atingido/)).toBeNull();
  });

  it('leaves out a limit the member may not see or the office does not have', async () => {
    renderPage(<PlanUsageCard />, {
      routes: {
        'GET /integration/plan-usage': () => ok({ limit: 'numbers', used: 2, max: null }),
        'GET /user/plan-usage': () => ok({ limit: 'users', used: 2, max: 6 }),
        'GET /agents/plan-usage': () => apiError(403, 'Você não tem permissão'),
        'GET /flow/case-consultations/plan-usage': () => ok({ limit: 'monthlyConsultations', used: 12, max: null }),
        'GET /credits/summary': () => ok({ aiCredits: { planTotal: 6500, used: 0, available: 6500 } }),
      },
    });
    const card = await screen.findByLabelText('Uso do plano');
    await waitFor(() => expect(within(card).getByLabelText('Usuários')).toBeTruthy());
    expect(within(card).queryByLabelText('Números de WhatsApp')).toBeNull();
    expect(within(card).queryByLabelText('Agentes de IA')).toBeNull();
    expect(within(card).queryByLabelText('Consultas processuais neste mês')).toBeNull();
  });
});
