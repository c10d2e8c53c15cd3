import { z } from 'zod';
import { closeInfra, createInfra, createServiceApp, parseConfig, ZBaseConfig } from '@balcao/service-kit';
import { agentsService } from './app';
import { agentsConfigShape } from './config';

const ZAgentsServiceConfig = ZBaseConfig.extend({
  ...agentsConfigShape,
  PORT: z.coerce.number().int().min(1).max(65535).default(3008),
});

/** Runs the agents service alone (a Deployment of its own); the standalone server mounts the plugin instead. */
const config = parseConfig(ZAgentsServiceConfig);
const infra = await createInfra(config);
const app = await createServiceApp({ name: 'agents', infra });
await app.register(agentsService, { infra, config, prefix: '/api' });

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
