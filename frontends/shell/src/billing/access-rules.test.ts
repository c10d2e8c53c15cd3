import { describe, expect, it } from 'vitest';
import { daysLeft, isSubscriptionTab, trialBannerText } from './access-rules';

describe('trial days left', () => {
  const now = Date.UTC(2026, 10, 24, 12);
  it('rounds up from planEndIn in unix seconds and never goes below zero', () => {
    expect(daysLeft(now / 1000 + 7 * 86_400, now)).toBe(7);
    expect(daysLeft(now / 1000 + 6 * 86_400 + 60, now)).toBe(7);
    expect(daysLeft(now / 1000 + 60, now)).toBe(1);
    expect(daysLeft(now / 1000 - 60, now)).toBe(0);
  });
  it('reads in pt-BR, singular and plural', () => {
    expect(trialBannerText(3)).toBe('Restam 3 dias do seu período de teste.');
    expect(trialBannerText(1)).toBe('Resta 1 dia do seu período de teste.');
    expect(trialBannerText(0)).toBe('Seu período de teste termina hoje.');
  });
  it('knows the subscription tab under both spellings', () => {
    expect(isSubscriptionTab('/settings', '?tab=subscription')).toBe(true);
    expect(isSubscriptionTab('/settings', '?tab=subscriptions')).toBe(true);
    expect(isSubscriptionTab('/settings', '?tab=credits')).toBe(false);
    expect(isSubscriptionTab('/home', '?tab=subscription')).toBe(false);
  });
});
