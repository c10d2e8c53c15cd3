import { mediaConfigShape, checkMediaConfig, ZChannelProviderVariable } from '@balcao/messaging-service';
import { ZBaseConfig } from '@balcao/service-kit';
import { z } from 'zod';

/** Standalone defaults: port 8080, data under .data/, e-mails in the dev mailbox. */
export const ZStandaloneConfig = ZBaseConfig.extend({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  /** The local trial listens on this machine only; HOST=0.0.0.0 opens it to the network. */
  HOST: z.string().default('127.0.0.1'),
  /** Where the built frontends are (frontends/<name>/dist). */
  FRONTENDS_DIR: z.string().optional(),
  SEED_DEMO: z.enum(['true', 'false']).default('true').transform((value) => value === 'true'),
  /** The WhatsApp channel: the simulator phone or Baileys; unset, the simulator only outside production (channelProviderFor). */
  CHANNEL_PROVIDER: ZChannelProviderVariable,
  ...mediaConfigShape,
}).superRefine(checkMediaConfig);
export type StandaloneConfig = z.infer<typeof ZStandaloneConfig>;
