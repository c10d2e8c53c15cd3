import type { Plan, SubscriptionDetails } from '@balcao/contracts';

/** A paid subscription in force (not the trial). */
export const hasPaidSubscription = (details: SubscriptionDetails | undefined) => details?.state === 'active';

/** The current plan is matched by name (spec 3 §3) and, among its two prices, by interval. */
export function isCurrentPlan(plan: Plan, details: SubscriptionDetails | undefined): boolean {
  if (!hasPaidSubscription(details)) return false;
  if (details!.planId) return details!.planId === plan.id;
  return details!.name === plan.title && (details!.interval === null || details!.interval === plan.interval);
}

/** Button labels of spec 3 §2.2: Plano Atual, Realizar upgrade, Alterar plano, Aproveitar oferta, Começar agora. */
export function planButtonLabel(plan: Plan, details: SubscriptionDetails | undefined, plans: readonly Plan[]): string {
  if (isCurrentPlan(plan, details)) return 'Plano Atual';
  if (hasPaidSubscription(details)) {
    const current = plans.find((candidate) => isCurrentPlan(candidate, details));
    return current && plan.rank > current.rank ? 'Realizar upgrade' : 'Alterar plano';
  }
  return plan.discountPercent > 0 ? 'Aproveitar oferta' : 'Começar agora';
}

/** Spec 3 §2.2: 11 August is the lawyers' day in Brazil; August is the lawyer month. */
const isLawyerMonth = (now: Date) => now.getMonth() === 7;

/** The headline over the plans: nothing with a paid subscription; trial or not otherwise. */
export function plansHeadline(details: SubscriptionDetails | undefined, now = new Date()): string | null {
  if (hasPaidSubscription(details)) return null;
  if (isLawyerMonth(now)) return 'Agosto é o mês da advocacia! Escolha o plano do seu escritório';
  if (details?.state === 'trial') return 'Contrate um de nossos planos';
  return 'Assine agora';
}

export const INTERVAL_LABELS = { monthly: 'Mensal', annual: 'Anual' } as const;
