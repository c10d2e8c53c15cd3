import { z } from 'zod';
import { createServiceApp, ZBaseConfig, type Infra } from '@balcao/service-kit';
import { messagingService, simulatorPage } from './app';
import { channelProviderFor, ZChannelProviderVariable } from './channels/channel-choice';
import { checkMediaConfig, mediaConfigShape } from './media/media-config';

export const ZMessagingConfig = ZBaseConfig.extend({
  PORT: z.coerce.number().int().min(1).max(65535).default(3002),
  CHANNEL_PROVIDER: ZChannelProviderVariable,
  ...mediaConfigShape,
}).superRefine(checkMediaConfig);
export type MessagingConfig = z.infer<typeof ZMessagingConfig>;

/**
 * The messaging service alone on its server (a Deployment of its own), with the simulator's page
 * where the simulator is the channel. Bodies keep service-kit's default limit; the few routes
 * that take more or less say so themselves (shared/body-limits.ts).
 */
export async function buildMessagingServer(config: MessagingConfig, infra: Infra) {
  const app = await createServiceApp({ name: 'messaging', infra });
  const channel = channelProviderFor(config);
  await app.register(messagingService, { infra, channel, media: config, prefix: '/api' });
  if (channel === 'simulator') await app.register(simulatorPage);
  return app;
}
