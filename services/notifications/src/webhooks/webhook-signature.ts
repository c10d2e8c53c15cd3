import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** `whsec_` and 32 random bytes: recognisable by secret scanners, like API keys' `blc_`. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** `v1=<hex HMAC-SHA256 of "<timestamp>.<body>">`, the Balcao-Webhook-Signature header (docs/webhooks.md). */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** What a receiver does: recompute, compare in constant time, and refuse an old timestamp (a replay). */
export function verifyWebhookSignature(input: { secret: string; timestamp: string; body: string; signature: string; toleranceSeconds?: number; now?: number }): boolean {
  const timestamp = Number(input.timestamp);
  if (!Number.isInteger(timestamp)) return false;
  const now = Math.floor((input.now ?? Date.now()) / 1000);
  if (Math.abs(now - timestamp) > (input.toleranceSeconds ?? 300)) return false;
  const expected = Buffer.from(signWebhook(input.secret, timestamp, input.body));
  return input.signature.split(',').some((candidate) => {
    const given = Buffer.from(candidate.trim());
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
