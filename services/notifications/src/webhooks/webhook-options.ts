import type { WebhookTargetPolicy } from './webhook-url';

/** How webhooks deliver; the defaults are production's, tests shorten the timings. */
export interface WebhookOptions extends WebhookTargetPolicy {
  /** How long a delivery is retried before its endpoint is paused (24 h). */
  retryWindowMs: number;
  /** The first retry waits up to this, doubling each attempt (full jitter) up to retryMaxDelayMs. */
  retryBaseDelayMs: number;
  retryMaxDelayMs: number;
  /** Connect and answer, in all (≤ 10 s). */
  timeoutMs: number;
  /** How often each replica looks for due deliveries (it also looks at once when it queued one). */
  pollMs: number;
  /** How long a new delivery waits for an earlier event of its conversation to be queued too. */
  settleMs: number;
  /** Finished deliveries older than this are purged from the log. */
  retentionMs: number;
}

export const DEFAULT_WEBHOOK_OPTIONS: WebhookOptions = {
  allowInsecure: false,
  allowPrivateTargets: false,
  retryWindowMs: 24 * 3_600_000,
  retryBaseDelayMs: 5_000,
  retryMaxDelayMs: 3_600_000,
  timeoutMs: 10_000,
  pollMs: 1_000,
  settleMs: 1_000,
  retentionMs: 30 * 86_400_000,
};

/** Exponential backoff with full jitter: a random wait up to base·2^(attempts−1), capped. */
export function retryDelayMs(attempts: number, options: Pick<WebhookOptions, 'retryBaseDelayMs' | 'retryMaxDelayMs'>, random = Math.random): number {
  const ceiling = Math.min(options.retryMaxDelayMs, options.retryBaseDelayMs * 2 ** Math.max(0, attempts - 1));
  return Math.floor(random() * ceiling);
}
