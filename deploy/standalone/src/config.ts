import { channelProviderFor, checkMediaConfig, mediaConfigShape, ZChannelProviderVariable } from '@balcao/messaging-service';
import { webhookConfigShape } from '@balcao/notifications-service';
import { standInOn, ZBaseConfig } from '@balcao/service-kit';
import { z } from 'zod';

const ZExplicitFlag = z.enum(['true', 'false']).transform((value) => value === 'true').optional();

/**
 * Standalone defaults: port 8080 on this machine only, data under .data/. Outside production the
 * local stand-ins are on (the demo office, the WhatsApp simulator); a production start
 * (NODE_ENV=production) leaves each off unless its own variable turns it on (ARCHITECTURE §7).
 */
export const ZStandaloneConfig = ZBaseConfig.extend({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  /** The local trial listens on this machine only; HOST=0.0.0.0 opens it to the network. */
  HOST: z.string().default('127.0.0.1'),
  /** The address links in e-mails point to; unset, this server's own (localServerUrl). */
  PUBLIC_URL: z.string().url().optional(),
  /** Where the built frontends are (frontends/<name>/dist). */
  FRONTENDS_DIR: z.string().optional(),
  /** The demo office and its users, whose password (balcao123) is published in the README. */
  SEED_DEMO: ZExplicitFlag,
  /** The WhatsApp channel: the simulator phone or Baileys; unset, the simulator only outside production (channelProviderFor). */
  CHANNEL_PROVIDER: ZChannelProviderVariable,
  ...mediaConfigShape,
  ...webhookConfigShape,
})
  .superRefine(checkMediaConfig)
  .transform((config) => ({
    ...config,
    PUBLIC_URL: config.PUBLIC_URL ?? localServerUrl(config.HOST, config.PORT),
    /** Whether PUBLIC_URL follows the port the server ends up listening on (PORT=0 picks one). */
    PUBLIC_URL_IS_LOCAL: config.PUBLIC_URL === undefined,
    SEED_DEMO: standInOn(config, config.SEED_DEMO),
    CHANNEL_PROVIDER: channelProviderFor(config),
  }));
/** This server as a browser on this machine reaches it: localhost, unless it listens on one named address. */
export function localServerUrl(host: string, port: number): string {
  const local = ['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost'].includes(host);
  const name = local ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

export type StandaloneConfig = z.infer<typeof ZStandaloneConfig>;
