import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './webhook-options';
import { signWebhook, verifyWebhookSignature } from './webhook-signature';

describe('webhook signatures', () => {
  const secret = 'whsec_teste';
  const body = '{"id":"1","type":"webhook.test"}';
  const now = Date.UTC(2026, 11, 2, 12);
  const timestamp = Math.floor(now / 1000);

  it('is the hex HMAC-SHA256 of "<timestamp>.<body>", as the docs tell a receiver to compute it', () => {
    const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
    expect(signWebhook(secret, timestamp, body)).toBe(`v1=${expected}`);
  });

  it('passes for the right secret, body and a recent timestamp; fails for a forged or replayed one', () => {
    const signature = signWebhook(secret, timestamp, body);
    expect(verifyWebhookSignature({ secret, timestamp: String(timestamp), body, signature, now })).toBe(true);
    expect(verifyWebhookSignature({ secret: 'whsec_outro', timestamp: String(timestamp), body, signature, now })).toBe(false);
    expect(verifyWebhookSignature({ secret, timestamp: String(timestamp), body: `${body} `, signature, now })).toBe(false);
    expect(verifyWebhookSignature({ secret, timestamp: String(timestamp + 1), body, signature, now })).toBe(false);
    // A captured request replayed ten minutes later is refused by the tolerance.
    expect(verifyWebhookSignature({ secret, timestamp: String(timestamp), body, signature, now: now + 600_000 })).toBe(false);
  });
});

describe('retry delays', () => {
  const options = { retryBaseDelayMs: 5_000, retryMaxDelayMs: 3_600_000 };
  it('grow exponentially with full jitter, capped', () => {
    expect(retryDelayMs(1, options, () => 0.999)).toBe(4_995);
    expect(retryDelayMs(4, options, () => 0.999)).toBe(39_960);
    expect(retryDelayMs(4, options, () => 0)).toBe(0);
    expect(retryDelayMs(30, options, () => 0.5)).toBe(1_800_000);
  });
});
