import { closeInfra, createInfra, parseConfig } from '@balcao/service-kit';
import { buildMessagingServer, ZMessagingConfig } from './messaging-server';

/** Runs the messaging service alone (a Deployment of its own); the standalone server mounts the plugin instead. */
const config = parseConfig(ZMessagingConfig);
const infra = await createInfra(config);
const app = await buildMessagingServer(config, infra);

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
