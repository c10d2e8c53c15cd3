import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Navigate } from 'react-router';
import { BILLING_MESSAGES, SUBSCRIPTION_INACTIVE_ERROR_CODE, type ActiveUser, type SubscriptionDetails } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { ok, renderPage, type FakeRoutes } from '@balcao/ui/testing';
import { SideNav } from '../layout/SideNav';
import { BillingNotices } from './BillingNotices';
import { useSubscriptionGate } from './use-subscription-gate';

const OFFICE_ID = '0195f0a0-0000-7000-8000-000000000001';
const INBOX_ID = '0195f0a0-0000-7000-8000-0000000000a1';
const DAY_S = 86_400;

const user: ActiveUser = {
  id: '0195f0a0-0000-7000-8000-0000000000c1',
  name: 'Bruno Lima',
  email: 'bruno@escritorio.com.br',
  document: null,
  contact: null,
  officeId: OFFICE_ID,
  lastInboxUsed: INBOX_ID,
  inboxes: [{ id: INBOX_ID, name: 'Principal' }],
  office: { id: OFFICE_ID, name: 'Lima Advocacia', inOnboarding: false },
  permissions: ['view:crm'],
  notificationSound: 'pop.mp3',
  imageUrl: null,
  roleId: 'role-1',
  isManager: true,
  createdAt: '2025-03-05T12:00:00.000Z',
  subscription: null,
};

const details = (overrides: Partial<SubscriptionDetails> = {}): SubscriptionDetails => ({
  id: null,
  internalSubscriptionId: null,
  state: 'trial',
  name: 'Período de teste',
  planId: null,
  interval: null,
  billingType: null,
  isActive: true,
  isTrial: true,
  isInstallment: false,
  installmentCount: null,
  isCanceled: false,
  isOverdue: false,
  overdueCount: 0,
  planEndIn: Math.floor(Date.now() / 1000) + 3 * DAY_S - 60,
  trialEndsAt: null,
  trialDaysLeft: 3,
  isExempt: false,
  transactions: [],
  ...overrides,
});

const INACTIVE = { state: 'inactive', isActive: false, isTrial: false, planEndIn: null } as const;

/** The layout's use of the gate, without the rest of the layout. */
function GatedPage() {
  const gate = useSubscriptionGate();
  if (gate.redirectTo) return <Navigate to={gate.redirectTo} replace />;
  return (
    <>
      <BillingNotices details={gate.details} />
      <p>Página do CRM</p>
      <button type="button" onClick={() => void api.get('/tag').catch(() => undefined)}>
        Carregar etiquetas
      </button>
    </>
  );
}

function renderGate(routes: FakeRoutes, path = '/crm', signedIn = user) {
  return renderPage(<GatedPage />, { user: signedIn, path, route: path.split('?')[0], routes });
}

const attendant: ActiveUser = { ...user, isManager: false };

describe('subscription gate in the shell', () => {
  it('shows the trial banner with the days left and leaves the page open', async () => {
    renderGate({ 'GET /subscription/details': () => ok(details()), 'GET /credits/summary': () => ok({ aiCredits: { carriedOver: 0, planTotal: 300, purchased: 0, used: 0, available: 300 } }) });
    expect(await screen.findByText('Restam 3 dias do seu período de teste.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Assinar agora' })).toBeTruthy();
    expect(screen.getByText('Página do CRM')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends an inactive office from any page to the subscription tab, but not from /settings', async () => {
    const { router } = renderGate({ 'GET /subscription/details': () => ok(details(INACTIVE)) });
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/settings?tab=subscription'));

    const settings = renderGate({ 'GET /subscription/details': () => ok(details(INACTIVE)) }, '/settings?tab=office');
    await waitFor(() => expect(settings.backend.requestsTo('GET', '/subscription/details')).toHaveLength(1));
    expect(settings.router.state.location.search).toBe('?tab=office');
    expect(await screen.findByText('Página do CRM')).toBeTruthy();
  });

  it('gates nothing when billing is not deployed or the office is exempt', async () => {
    const missing = renderGate({});
    await waitFor(() => expect(missing.backend.requestsTo('GET', '/subscription/details')).toHaveLength(1));
    expect(await screen.findByText('Página do CRM')).toBeTruthy();
    expect(missing.router.state.location.pathname).toBe('/crm');
    missing.unmount();

    const exempt = renderGate({ 'GET /subscription/details': () => ok(details({ ...INACTIVE, isExempt: true, isOverdue: true, overdueCount: 2 })) });
    await waitFor(() => expect(exempt.backend.requestsTo('GET', '/subscription/details')).toHaveLength(1));
    expect(await screen.findByText('Página do CRM')).toBeTruthy();
    expect(screen.queryByText('Pendência financeira')).toBeNull();
    expect(exempt.router.state.location.pathname).toBe('/crm');
  });

  it('opens the subscription tab when any call answers 402 SUBSCRIPTION_INACTIVE', async () => {
    let state = details();
    const { router, backend } = renderGate({
      'GET /subscription/details': () => ok(state),
      'GET /credits/summary': () => ok({ aiCredits: { carriedOver: 0, planTotal: 300, purchased: 0, used: 0, available: 300 } }),
      'GET /tag': () => ({ status: 402, body: { statusCode: 402, code: SUBSCRIPTION_INACTIVE_ERROR_CODE, error: 'Payment Required', message: BILLING_MESSAGES.subscriptionInactive, requestId: 't' } }),
    });
    await screen.findByText('Página do CRM');
    // Billing still says active (another service's copy lags behind a payment): the page stays.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Carregar etiquetas' })));
    await waitFor(() => expect(backend.requestsTo('GET', '/subscription/details')).toHaveLength(2));
    expect(router.state.location.pathname).toBe('/crm');

    state = details(INACTIVE);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Carregar etiquetas' })));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/settings?tab=subscription'));
  });

  it('shows the overdue modal with the singular or plural text, except on the subscription tab', async () => {
    const overdue = (count: number) => details({ ...INACTIVE, isOverdue: true, overdueCount: count });
    const one = renderGate({ 'GET /subscription/details': () => ok(overdue(1)) }, '/settings?tab=office');
    expect(await screen.findByText(/^Você possui 1 fatura vencida\. Regularize sua situação para continuar usando o produto\./)).toBeTruthy();
    one.unmount();

    const many = renderGate({ 'GET /subscription/details': () => ok(overdue(3)) }, '/settings?tab=office');
    expect(await screen.findByText(/^Você possui 3 faturas vencidas\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Regularizar pagamento' }));
    await waitFor(() => expect(many.router.state.location.search).toBe('?tab=subscription'));
    many.unmount();

    const onTab = renderGate({ 'GET /subscription/details': () => ok(overdue(2)) }, '/settings?tab=subscriptions');
    await waitFor(() => expect(onTab.backend.requestsTo('GET', '/subscription/details')).toHaveLength(1));
    await screen.findByText('Página do CRM');
    expect(screen.queryByText(/faturas vencidas/)).toBeNull();
  });

  it('warns in red when no credit is left and in orange at 20% or less', async () => {
    const empty = renderGate({ 'GET /subscription/details': () => ok(details({ state: 'active', isTrial: false })), 'GET /credits/summary': () => ok({ aiCredits: { carriedOver: 0, planTotal: 1500, purchased: 0, used: 1500, available: 0 } }) });
    const red = await screen.findByRole('alert');
    expect(red.textContent).toContain('Limite de créditos atingido');
    expect(red.className).toContain('ant-alert-error');
    empty.unmount();

    const low = renderGate({ 'GET /subscription/details': () => ok(details({ state: 'active', isTrial: false })), 'GET /credits/summary': () => ok({ aiCredits: { carriedOver: 0, planTotal: 1500, purchased: 0, used: 1200, available: 300 } }) });
    const orange = await screen.findByRole('alert');
    expect(orange.textContent).toContain('Atenção: Créditos baixos');
    expect(orange.className).toContain('ant-alert-warning');
    low.unmount();

    const plenty = renderGate({ 'GET /subscription/details': () => ok(details({ state: 'active', isTrial: false })), 'GET /credits/summary': () => ok({ aiCredits: { carriedOver: 0, planTotal: 1500, purchased: 0, used: 1199, available: 301 } }) });
    await waitFor(() => expect(plenty.backend.requestsTo('GET', '/credits/summary')).toHaveLength(1));
    await screen.findByText('Página do CRM');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("tells an attendant the trial's days and the low credits without offering to subscribe or buy", async () => {
    const trial = renderGate(
      { 'GET /subscription/details': () => ok(details()), 'GET /credits/summary': () => ok({ aiCredits: { carriedOver: 0, planTotal: 300, purchased: 0, used: 300, available: 0 } }) },
      '/crm',
      attendant,
    );
    expect(await screen.findByText('Restam 3 dias do seu período de teste.')).toBeTruthy();
    const credits = await screen.findByRole('alert');
    expect(credits.textContent).toContain('Limite de créditos atingido');
    expect(credits.textContent).toContain('Avise o Gestor do escritório');
    expect(screen.queryByRole('button', { name: 'Assinar agora' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Comprar créditos' })).toBeNull();
    trial.unmount();
  });

  it('tells an attendant of an overdue office that the Gestor regularizes the payment', async () => {
    const { router } = renderGate(
      { 'GET /subscription/details': () => ok(details({ ...INACTIVE, isOverdue: true, overdueCount: 1 })) },
      '/settings?tab=preferences',
      attendant,
    );
    expect(await screen.findByText('Somente o Gestor do escritório pode regularizar o pagamento.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Regularizar pagamento' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ver assinatura' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=subscription'));
  });

  it('disables the menu items but Configurações while blocked', async () => {
    // The menu measures its overflow; jsdom has no ResizeObserver.
    vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
    renderPage(<SideNav collapsed={false} disabled />, { user, path: '/settings', route: '/settings', routes: { 'GET /inbox': () => ok([]) } });
    const crm = await screen.findByRole('menuitem', { name: /CRM/ });
    expect(crm.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('menuitem', { name: /Configurações/ }).getAttribute('aria-disabled')).not.toBe('true');
  });
});
