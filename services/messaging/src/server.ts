import { z } from 'zod';
import { closeInfra, createInfra, createServiceApp, parseConfig, ZBaseConfig } from '@balcao/service-kit';
import { messagingService, simulatorPage } from './app';
import { checkMediaConfig, mediaConfigShape } from './media/media-config';

const ZMessagingConfig = ZBaseConfig.extend({
  PORT: z.coerce.number().int().min(1).max(65535).default(3002),
  CHANNEL_PROVIDER: z.enum(['simulator', 'baileys']).default('simulator'),
  ...mediaConfigShape,
}).superRefine(checkMediaConfig);

/** Runs the messaging service alone (a Deployment of its own); the standalone server mounts the plugin instead. */
const config = parseConfig(ZMessagingConfig);
const infra = await createInfra(config);
// Multipart uploads carry their own 20 MB limit; this leaves room for the simulator's base64 files.
const app = await createServiceApp({ name: 'messaging', infra, bodyLimit: 30 * 1024 * 1024 });
await app.register(messagingService, { infra, channel: config.CHANNEL_PROVIDER, media: config, prefix: '/api' });
if (config.CHANNEL_PROVIDER === 'simulator') await app.register(simulatorPage);

app.server.keepAliveTimeout = 65_000;
app.server.requestTimeout = 120_000;
await app.listen({ host: config.HOST, port: config.PORT });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await closeInfra(infra);
    process.exit(0);
  });
}
