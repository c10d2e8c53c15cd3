import { testActiveUser, TEST_OFFICE_ID, TEST_INBOX_ID, TEST_USER_ID } from '@balcao/ui/testing';
import type { ActiveUser, Plan, SubscriptionDetails } from '@balcao/contracts';
import { formatCurrency } from '@balcao/ui';

export const OFFICE_ID = TEST_OFFICE_ID;
export const INBOX_ID = TEST_INBOX_ID;
export const CURRENT_USER_ID = TEST_USER_ID;

/** The signed-in user of these screens: the office's Gestor (who manages billing) unless told. */
export function activeUser(overrides: Partial<ActiveUser> = {}): ActiveUser {
  return testActiveUser({ isManager: true, ...overrides });
}

const benefits = [
  { name: 'Fluxos de atendimento', has: true },
  { name: 'Agentes de IA', has: true },
];

const plan = (id: string, title: string, interval: 'monthly' | 'annual', rank: number, priceCents: number): Plan => ({
  id,
  title,
  description: `O ${title} para o seu escritório`,
  interval,
  rank,
  price: formatCurrency(priceCents),
  priceCents,
  averageMonthlyPrice: formatCurrency(interval === 'annual' ? Math.round(priceCents / 12) : priceCents),
  averageMonthlyPriceCents: interval === 'annual' ? Math.round(priceCents / 12) : priceCents,
  discountPercent: interval === 'annual' ? 20 : 0,
  pixPriceCents: interval === 'annual' ? Math.round(priceCents * 0.95) : priceCents,
  maxInstallments: interval === 'annual' ? 12 : 1,
  monthlyCredits: 1500,
  benefits,
});

export const PLANS: Plan[] = [
  plan('jovem-mensal', 'Plano Jovem Advogado', 'monthly', 0, 29_900),
  plan('jovem-anual', 'Plano Jovem Advogado', 'annual', 0, 287_040),
  plan('essencial-mensal', 'Plano Essencial', 'monthly', 2, 59_900),
  plan('essencial-anual', 'Plano Essencial', 'annual', 2, 575_040),
];

export function subscriptionDetails(overrides: Partial<SubscriptionDetails> = {}): SubscriptionDetails {
  return {
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
    planEndIn: Math.floor(Date.now() / 1000) + 3 * 86_400,
    trialEndsAt: null,
    trialDaysLeft: 3,
    isExempt: false,
    transactions: [],
    ...overrides,
  };
}

export const ACTIVE_ESSENCIAL: Partial<SubscriptionDetails> = {
  id: '0195f0a0-0000-7000-8000-0000000000e1',
  internalSubscriptionId: '0195f0a0-0000-7000-8000-0000000000e1',
  state: 'active',
  name: 'Plano Essencial',
  planId: 'essencial-mensal',
  interval: 'monthly',
  billingType: 'PIX',
  isTrial: false,
  transactions: [{ id: 'inv-1', status: 'Pago', amount: 59_900, dateCreated: '2026-11-01T12:00:00.000Z' }],
};
