import type { RecentConsultation } from '@balcao/contracts';
import { apiError, ok, type FakeRoutes } from '@balcao/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activeUser, INBOX_ID } from '../test/fixtures';
import { renderPage } from '../test/render';
import HomePage from './HomePage';

const lookup: RecentConsultation = {
  id: '0195f0a0-0000-7000-8000-0000000000d1',
  name: 'João Cliente',
  phoneNumber: '5511966660001',
  conversationId: null,
  searchContent: { text: '0001234-56.2024.8.26.0100' },
  status: 'found',
  tribunal: 'TJSP',
  summary: 'Concluso para despacho',
  source: 'flow',
  searchedAt: '2026-03-10T15:00:00.000Z',
};

const figures: FakeRoutes = {
  'GET /homepage/cards-info': () => ok({ conversasEmAndamento: 12, aguardandoResposta: 4, atendimentoPorIA: 7, atendimentoHumano: 5 }),
  'GET /homepage/crms': () => ok({ data: [{ name: '09/03', value: 3 }, { name: '10/03', value: 5 }] }),
  'GET /homepage/answer-time': () => ok({ averageResponseTimeMinutes: 3.5, totalConversations: 2, totalMessages: 14, data: [{ name: '10/03', value: 3.5 }] }),
  'GET /homepage/new-leads': () => ok({ totalLeads: 6, percentageChange: -25, currentMonth: [{ name: '01', value: 6 }], previousMonth: [{ name: '01', value: 8 }] }),
  'GET /homepage/attendance-status': () => ok({ data: [{ name: 'Finalizadas', value: 3 }] }),
  'GET /homepage/legal-areas': () => ok({ data: [{ name: 'Trabalhista', value: 2 }] }),
  'GET /homepage/recent-consultations': () => ok({ data: [lookup] }),
  'GET /homepage/recent-contacts': () =>
    ok({ contacts: [{ id: 'p1', conversationId: 'c1', name: 'Maria Cliente', phoneNumber: '5511988887777', attendant: 'Bruno', lastMessageAt: '2026-03-10T15:00:00.000Z' }], totalContactsThisMonth: 9 }),
};

describe('/home', () => {
  it("shows the office's figures for the last 30 days of the workspace", async () => {
    const { backend } = renderPage(<HomePage />, { routes: figures });
    expect((await screen.findByTestId('card-conversasEmAndamento')).textContent).toBe('12');
    expect(screen.getByTestId('card-aguardandoResposta').textContent).toBe('4');
    expect(screen.getByTestId('card-atendimentoPorIA').textContent).toBe('7');
    expect(screen.getByTestId('card-atendimentoHumano').textContent).toBe('5');
    expect((await screen.findByTestId('average-answer-time')).textContent).toBe('Média 3,5 min');
    expect(screen.getByText('2 conversas · 14 mensagens')).toBeTruthy();
    expect(screen.getByTestId('total-leads').textContent).toBe('6 no mês');
    expect(screen.getByText('-25%')).toBeTruthy();
    expect(screen.getByText('8 no período')).toBeTruthy();
    expect(screen.getByTestId('contacts-this-month').textContent).toBe('9 contatos atendidos este mês');
    const contactRow = screen.getByText('Maria Cliente').closest('tr')!;
    expect(within(contactRow).getByText('Bruno')).toBeTruthy();

    const [cardsRequest] = backend.requestsTo('GET', '/homepage/cards-info');
    expect(cardsRequest.query.get('inboxId')).toBe(INBOX_ID);
    const days = (Date.parse(cardsRequest.query.get('endDate')!) - Date.parse(cardsRequest.query.get('startDate')!)) / 86_400_000;
    expect(days).toBe(29);
    expect(backend.requestsTo('GET', '/homepage/recent-contacts')[0].query.get('inboxId')).toBe(INBOX_ID);
  });

  it('links each card to the inbox tab that lists exactly what it counts', async () => {
    renderPage(<HomePage />, { routes: figures });
    await screen.findByTestId('card-conversasEmAndamento');
    expect(screen.getByRole('link', { name: 'Conversas em andamento' }).getAttribute('href')).toBe('/messages?status=OPEN');
    expect(screen.getByRole('link', { name: 'Aguardando atendimento' }).getAttribute('href')).toBe('/messages?status=WAITING_HUMAN');
    expect(screen.getByRole('link', { name: 'Atendimento humano' }).getAttribute('href')).toBe('/messages?status=HUMAN_INTERACTIVE');
    expect(screen.getByRole('link', { name: 'Atendimento por I.A' }).getAttribute('href')).toBe('/messages?status=ROBOT_INTERACTIVE');
  });

  it('opens a recent court-case lookup in its detail modal', async () => {
    renderPage(<HomePage />, { routes: figures });
    fireEvent.click(await screen.findByRole('button', { name: 'Consulta de João Cliente' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Detalhes da consulta')).toBeTruthy();
    expect(within(dialog).getByText('0001234-56.2024.8.26.0100')).toBeTruthy();
    expect(within(dialog).getByText('Processo encontrado')).toBeTruthy();
    expect(within(dialog).getByText('Concluso para despacho')).toBeTruthy();
  });

  it('asks again for the period picked in a preset', async () => {
    const { backend } = renderPage(<HomePage />, { routes: figures });
    await screen.findByTestId('card-conversasEmAndamento');
    const [startInput] = screen.getAllByRole('textbox');
    fireEvent.mouseDown(startInput);
    fireEvent.focus(startInput);
    fireEvent.click(startInput);
    fireEvent.click(await screen.findByText('Hoje'));
    await waitFor(() => {
      const last = backend.requestsTo('GET', '/homepage/cards-info').at(-1)!;
      expect(last.query.get('startDate')).toBe(last.query.get('endDate'));
    });
  });

  it('shows zeros and empty states when the figures fail or are empty', async () => {
    const failing: FakeRoutes = Object.fromEntries(Object.keys(figures).map((route) => [route, () => apiError(500, 'Erro interno no servidor')]));
    renderPage(<HomePage />, { routes: failing });
    await waitFor(() => expect(screen.getByTestId('card-conversasEmAndamento').textContent).toBe('0'));
    expect(screen.getByTestId('card-atendimentoHumano').textContent).toBe('0');
    expect(await screen.findByText('Nenhuma consulta recente encontrada')).toBeTruthy();
    expect(screen.getByText('Nenhum contato recente encontrado')).toBeTruthy();
    expect(screen.getByText('Nenhuma resposta no período')).toBeTruthy();
    expect(screen.getByTestId('contacts-this-month').textContent).toBe('0 contatos atendidos este mês');
  });

  it('sends an office with an inactive subscription to it once the data loaded', async () => {
    const { router } = renderPage(<HomePage />, { routes: figures, user: activeUser({ subscription: { id: 'sub-1', name: 'Plano Essencial', isActive: false, isTrial: false, planId: 'essencial-anual', limits: null } }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(router.state.location.search).toBe('?tab=subscription');
  });
});
