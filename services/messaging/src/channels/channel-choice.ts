import { z } from 'zod';
import { standInOn, type BaseConfig } from '@balcao/service-kit';
import type { ChannelProvider } from './channel-provider';

export type ChannelName = ChannelProvider['name'];

/** CHANNEL_PROVIDER: unset, the channel follows `channelProviderFor`. */
export const ZChannelProviderVariable = z.enum(['simulator', 'baileys']).optional();

/**
 * The WhatsApp channel a start uses: the one CHANNEL_PROVIDER names; unset, the simulator outside
 * production and Baileys in production. The simulator is a public stand-in, so a cluster never
 * falls back to it (ARCHITECTURE §7).
 */
export function channelProviderFor(config: Pick<BaseConfig, 'NODE_ENV'> & { CHANNEL_PROVIDER?: ChannelName }): ChannelName {
  const explicit = config.CHANNEL_PROVIDER === undefined ? undefined : config.CHANNEL_PROVIDER === 'simulator';
  return standInOn(config, explicit) ? 'simulator' : 'baileys';
}
