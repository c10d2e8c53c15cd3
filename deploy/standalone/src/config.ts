import { channelProviderFor, checkMediaConfig, mediaConfigShape, ZChannelProviderVariable } from '@balcao/messaging-service';
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
  /** Where the built frontends are (frontends/<name>/dist). */
  FRONTENDS_DIR: z.string().optional(),
  /** The demo office and its users, whose password (balcao123) is published in the README. */
  SEED_DEMO: ZExplicitFlag,
  /** The WhatsApp channel: the simulator phone or Baileys; unset, the simulator only outside production (channelProviderFor). */
  CHANNEL_PROVIDER: ZChannelProviderVariable,
  ...mediaConfigShape,
})
  .superRefine(checkMediaConfig)
  .transform((config) => ({
    ...config,
    SEED_DEMO: standInOn(config, config.SEED_DEMO),
    CHANNEL_PROVIDER: channelProviderFor(config),
  }));
export type StandaloneConfig = z.infer<typeof ZStandaloneConfig>;
