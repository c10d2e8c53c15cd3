import { describe, expect, it } from 'vitest';
import { parseConfig } from '@balcao/service-kit';
import { ZNotificationsConfig } from '../config';
import { webhookOptionsOf } from './webhook-config';

const optionsFor = (env: Record<string, string>) => webhookOptionsOf(parseConfig(ZNotificationsConfig, env));

describe("the operator's webhook settings", () => {
  it('refuse http and internal targets in production unless the operator allows them, with 24 h of retries', () => {
    expect(optionsFor({ NODE_ENV: 'production' })).toMatchObject({ allowInsecure: false, allowPrivateTargets: false, retryWindowMs: 24 * 3_600_000, timeoutMs: 10_000 });
    expect(optionsFor({ NODE_ENV: 'production', WEBHOOKS_ALLOW_INSECURE: 'true', WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true' })).toMatchObject({ allowInsecure: true, allowPrivateTargets: true });
  });

  it('allow http outside production, never internal targets by default', () => {
    expect(optionsFor({ NODE_ENV: 'development' })).toMatchObject({ allowInsecure: true, allowPrivateTargets: false });
  });

  it('take a shorter retry window and a retention', () => {
    expect(optionsFor({ WEBHOOKS_RETRY_WINDOW_HOURS: '2', WEBHOOKS_RETENTION_DAYS: '7' })).toMatchObject({ retryWindowMs: 7_200_000, retentionMs: 7 * 86_400_000 });
    expect(() => optionsFor({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'sim' })).toThrow(/WEBHOOKS_ALLOW_PRIVATE_TARGETS/);
  });
});
