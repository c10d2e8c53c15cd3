import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, type FakeRoutes } from '@balcao/ui/testing';
import { ACTIVE_ESSENCIAL, activeUser, PLANS, subscriptionDetails } from '../test/fixtures';
import { renderPage } from '../test/render';
import CreditsSettings from './CreditsSettings';
import SubscriptionSettings from './SubscriptionSettings';

const ONLY_THE_GESTOR = 'Apenas o Gestor do escritório gerencia a assinatura, os cartões e a compra de créditos.';
const bruno = activeUser({ name: 'Bruno Atendente', isManager: false, roleId: 'role-atendente' });

const routes = (details = subscriptionDetails()): FakeRoutes => ({
  'GET /subscription/details': () => ok(details),
  'GET /subscription/plans': () => ok(PLANS),
  'GET /credits/summary': () => ok({ aiCredits: { carriedOver: 0, planTotal: 1500, purchased: 0, used: 300, available: 1200 } }),
});

/** An Atendente sees the office's subscription and credits but none of the Gestor's actions. */
describe('Assinatura e créditos › usuário que não é o Gestor', () => {
  it('shows the active plan without Cancelar assinatura, cards, invoices or plan changes, and says who manages it', async () => {
    const { backend } = renderPage(<SubscriptionSettings />, { user: bruno, routes: routes(subscriptionDetails({ ...ACTIVE_ESSENCIAL, transactions: [] })) });
    expect(await screen.findByText(ONLY_THE_GESTOR)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Plano Essencial' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancelar assinatura' })).toBeNull();
    expect(screen.queryByText('Cartões salvos')).toBeNull();
    expect(screen.queryByRole('button', { name: /Adicionar cartão/ })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Faturas' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ver planos' })).toBeNull();
    expect(backend.requestsTo('GET', '/subscription/transactions')).toEqual([]);
    expect(backend.requestsTo('GET', '/subscription/credit-card')).toEqual([]);
  });

  it('shows a cancelled plan without Reativar assinatura', async () => {
    renderPage(<SubscriptionSettings />, { user: bruno, routes: routes(subscriptionDetails({ ...ACTIVE_ESSENCIAL, isCanceled: true, transactions: [] })) });
    expect(await screen.findByText(ONLY_THE_GESTOR)).toBeTruthy();
    expect(screen.getByText('Assinatura cancelada')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reativar assinatura' })).toBeNull();
  });

  it('shows the plans of a trial office without a button to subscribe', async () => {
    renderPage(<SubscriptionSettings />, { user: bruno, routes: routes() });
    expect(await screen.findByText(ONLY_THE_GESTOR)).toBeTruthy();
    const plan = screen.getByLabelText('Plano Essencial', { selector: '.ant-card' });
    expect(within(plan).getByText(/5\.750,40 por ano/)).toBeTruthy();
    expect(within(plan).queryByRole('button')).toBeNull();
  });

  it('shows the AI credits without Comprar créditos', async () => {
    const { backend } = renderPage(<CreditsSettings />, { user: bruno, path: '/settings?tab=credits', routes: routes() });
    expect(await screen.findByText(ONLY_THE_GESTOR)).toBeTruthy();
    expect(await screen.findByTestId('credits-available')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Comprar créditos/ })).toBeNull();
    expect(backend.requestsTo('GET', '/credits/modules')).toEqual([]);
  });
});
