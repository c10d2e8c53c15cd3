import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, type FakeRoutes } from '@balcao/ui/testing';
import { PLANS_ALERT_STORAGE_KEY } from '../features/plans/components/PlansAlert';
import { ACTIVE_ESSENCIAL, PLANS, subscriptionDetails } from '../test/fixtures';
import { renderPage } from '../test/render';
import SubscriptionSettings from './SubscriptionSettings';

const routes = (details = subscriptionDetails()): FakeRoutes => ({
  'GET /subscription/details': () => ok(details),
  'GET /subscription/plans': () => ok(PLANS),
  'GET /subscription/credit-card': () => ok([]),
  'GET /subscription/transactions': () => ok([]),
});

const planCard = (title: string) => screen.getByLabelText(title, { selector: '.ant-card' });

describe('Assinatura › planos', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the annual plans first in trial, with their badges and labels, and the monthly ones on the toggle', async () => {
    renderPage(<SubscriptionSettings />, { routes: routes() });
    expect(await screen.findByRole('heading', { name: 'Contrate um de nossos planos' })).toBeTruthy();

    const annual = planCard('Plano Essencial');
    expect(within(annual).getByText('20% OFF')).toBeTruthy();
    expect(within(annual).getByText('12x sem juros')).toBeTruthy();
    expect(within(annual).getByRole('button', { name: 'Aproveitar oferta' })).toBeTruthy();
    expect(within(annual).getByText(/5\.750,40 por ano/)).toBeTruthy();

    fireEvent.click(screen.getByText('Mensal'));
    const monthly = planCard('Plano Essencial');
    expect(within(monthly).queryByText('20% OFF')).toBeNull();
    expect(within(monthly).getByText('Cobrança mensal')).toBeTruthy();
    expect(within(monthly).getByRole('button', { name: 'Começar agora' })).toBeTruthy();
  });

  it('says Assine agora when inactive, remembers a dismissed alert and keeps one FAQ item open', async () => {
    const view = renderPage(<SubscriptionSettings />, { routes: routes(subscriptionDetails({ state: 'inactive', isActive: false, isTrial: false })) });
    expect(await screen.findByRole('heading', { name: 'Assine agora' })).toBeTruthy();
    expect(screen.getByText('Garantia de 7 dias')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fechar aviso' }));
    expect(window.localStorage.getItem(PLANS_ALERT_STORAGE_KEY)).toBe('true');
    view.unmount();

    renderPage(<SubscriptionSettings />, { routes: routes(subscriptionDetails({ state: 'inactive', isActive: false, isTrial: false })) });
    expect(await screen.findByRole('heading', { name: 'Assine agora' })).toBeTruthy();
    expect(screen.queryByText('Garantia de 7 dias')).toBeNull();

    const expanded = () => screen.getAllByRole('tab', { expanded: true }).map((button) => button.textContent);
    expect(expanded()).toEqual(['Meus clientes podem consultar o andamento do processo pelo WhatsApp?']);
    fireEvent.click(screen.getByText('Como funciona a garantia?'));
    expect(expanded()).toEqual(['Como funciona a garantia?']);
  });

  it('marks the current plan of an active subscription and offers upgrade or change, never checkout', async () => {
    renderPage(<SubscriptionSettings />, { routes: { ...routes(subscriptionDetails(ACTIVE_ESSENCIAL)), 'GET /support/contacts': () => ok({ email: 'suporte@balcao.dev', whatsappNumber: '5511999990000', hours: 'Seg a sex', averageResponse: '2 horas' }) } });
    expect(await screen.findByRole('tab', { name: 'Plano' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Faturas' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Investimento' })).toBeTruthy();
    expect(screen.getByText('Ativo')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Assine agora|Contrate/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Ver planos' }));
    fireEvent.click(await screen.findByText('Mensal'));
    const current = planCard('Plano Essencial');
    expect(within(current).getByText('Seu plano atual')).toBeTruthy();
    expect((within(current).getByRole('button', { name: 'Plano Atual' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(planCard('Plano Jovem Advogado')).getByRole('button', { name: 'Alterar plano' })).toBeTruthy();

    fireEvent.click(screen.getByText('Anual'));
    fireEvent.click(within(planCard('Plano Essencial')).getByRole('button', { name: 'Alterar plano' }));
    const modal = await screen.findByRole('dialog', { name: 'Alterar plano' });
    expect(within(modal).getByText(/Sua assinatura está ativa/)).toBeTruthy();
    expect(screen.queryByText('Cartão de crédito')).toBeNull();
  });
});
