import type { SubscriptionDetails } from '@balcao/contracts';

export const SUBSCRIPTION_TAB_URL = '/settings?tab=subscription';
export const CREDITS_TAB_URL = '/settings?tab=credits';

/** Pages an inactive office still reaches (spec 1 §4). */
const OPEN_PATHS = ['/settings', '/onboarding'];
const DAY_MS = 86_400_000;

/** Inactive and not exempt: the product is closed but for settings and onboarding. */
export const isBlocked = (details: SubscriptionDetails | null | undefined) => Boolean(details && !details.isExempt && details.state === 'inactive');

/** No active subscription (trial or inactive) and not exempt: the user menu offers 'Fazer upgrade' (spec 1 §2, spec 3 §4). */
export const offersUpgrade = (details: SubscriptionDetails | null | undefined) => Boolean(details && !details.isExempt && details.state !== 'active');

/** Where an inactive office is sent from `pathname`, or null to stay. */
export function gateRedirect(details: SubscriptionDetails | null | undefined, pathname: string): string | null {
  if (!isBlocked(details)) return null;
  return OPEN_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`)) ? null : SUBSCRIPTION_TAB_URL;
}

/** Whole days left before `planEndIn` (unix seconds, SPEC-DECISIONS), rounded up; never negative. */
export const daysLeft = (planEndIn: number, now = Date.now()) => Math.max(0, Math.ceil((planEndIn * 1000 - now) / DAY_MS));

export function trialBannerText(days: number): string {
  if (days === 0) return 'Seu período de teste termina hoje.';
  return days === 1 ? 'Resta 1 dia do seu período de teste.' : `Restam ${days} dias do seu período de teste.`;
}

/** The subscription tab itself, under either spelling. */
export function isSubscriptionTab(pathname: string, search: string): boolean {
  const tab = new URLSearchParams(search).get('tab')?.toLowerCase();
  return pathname === '/settings' && (tab === 'subscription' || tab === 'subscriptions');
}

/** Overdue (inactive with a 'Vencido' invoice), not exempt, and not already on the subscription tab (spec 3 §4). */
export const showsFinancialPending = (details: SubscriptionDetails | null | undefined, pathname: string, search: string) =>
  Boolean(details && !details.isExempt && details.isOverdue && !isSubscriptionTab(pathname, search) && pathname !== '/onboarding');
