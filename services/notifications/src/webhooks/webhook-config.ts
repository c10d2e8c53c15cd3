import { z } from 'zod';
import { standInOn, type BaseConfig } from '@balcao/service-kit';
import { DEFAULT_WEBHOOK_OPTIONS, type WebhookOptions } from './webhook-options';

const ZExplicitFlag = z.enum(['true', 'false']).transform((value) => value === 'true').optional();

/** The operator's webhook variables, for the service's and the standalone's configuration. */
export const webhookConfigShape = {
  /** http:// targets; unset, allowed outside production only. */
  WEBHOOKS_ALLOW_INSECURE: ZExplicitFlag,
  /** Targets on loopback, private, link-local or metadata addresses; never allowed unless set. */
  WEBHOOKS_ALLOW_PRIVATE_TARGETS: ZExplicitFlag,
  WEBHOOKS_RETRY_WINDOW_HOURS: z.coerce.number().positive().max(24 * 7).optional(),
  WEBHOOKS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).optional(),
};

type WebhookConfig = { [K in keyof typeof webhookConfigShape]?: z.infer<(typeof webhookConfigShape)[K]> } & Pick<BaseConfig, 'NODE_ENV'>;

export function webhookOptionsOf(config: WebhookConfig): WebhookOptions {
  return {
    ...DEFAULT_WEBHOOK_OPTIONS,
    allowInsecure: standInOn(config, config.WEBHOOKS_ALLOW_INSECURE),
    allowPrivateTargets: config.WEBHOOKS_ALLOW_PRIVATE_TARGETS ?? false,
    ...(config.WEBHOOKS_RETRY_WINDOW_HOURS ? { retryWindowMs: config.WEBHOOKS_RETRY_WINDOW_HOURS * 3_600_000 } : {}),
    ...(config.WEBHOOKS_RETENTION_DAYS ? { retentionMs: config.WEBHOOKS_RETENTION_DAYS * 86_400_000 } : {}),
  };
}
