import { closeInfra, createInfra, createServiceApp, parseConfig } from '@balcao/service-kit';
import { notificationsService } from './app';
import { ZNotificationsConfig } from './config';
import { webhookOptionsOf } from './webhooks/webhook-config';

const config = parseConfig(ZNotificationsConfig);
const infra = await createInfra(config);
const app = await createServiceApp({ name: 'notifications', infra });
await app.register(notificationsService, { infra, prefix: '/api', webhooks: webhookOptionsOf(config) });

// Behind a load balancer that keeps idle connections for 60 s.
app.server.keepAliveTimeout = 65_000;
app.server.headersTimeout = 66_000;
await app.listen({ host: config.HOST, port: config.PORT });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await closeInfra(infra);
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));
