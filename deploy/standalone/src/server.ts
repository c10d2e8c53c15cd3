import { agentsService } from '@balcao/agents-service';
import { authService } from '@balcao/auth-service';
import { billingService } from '@balcao/billing-service';
import { crmService } from '@balcao/crm-service';
import { flowsService } from '@balcao/flows-service';
import { channelProviderFor, messagingService, simulatorPage } from '@balcao/messaging-service';
import { notificationsService, webhookOptionsOf } from '@balcao/notifications-service';
import { closeInfra, createInfra, createServiceApp, type Infra } from '@balcao/service-kit';
import { localServerUrl, type StandaloneConfig } from './config';
import { DEFAULT_FRONTENDS_DIR, serveFrontends, shellFallback } from './frontends';

/**
 * Every service plugin on one Fastify server, plus the built frontends: what `npm start` runs.
 * The local parts of ARCHITECTURE §7 are used unless DATABASE_URL, NATS_URL, REDIS_URL are set.
 */
export async function buildStandaloneServer(config: StandaloneConfig, options: { infra?: Infra; serveUi?: boolean } = {}) {
  const infra = options.infra ?? (await createInfra(config));
  const frontendsDir = config.FRONTENDS_DIR ?? DEFAULT_FRONTENDS_DIR;
  const serveUi = options.serveUi !== false;
  const app = await createServiceApp({
    name: 'standalone',
    infra,
    title: 'Balcão API',
    notFoundFallback: serveUi ? shellFallback(frontendsDir) : undefined,
  });
  await app.register(authService, { infra, prefix: '/api' });
  await app.register(messagingService, { infra, channel: config.CHANNEL_PROVIDER, media: config, prefix: '/api' });
  if (channelProviderFor(config) === 'simulator') await app.register(simulatorPage);
  await app.register(crmService, { infra, prefix: '/api' });
  await app.register(flowsService, { infra, prefix: '/api' });
  await app.register(notificationsService, { infra, prefix: '/api', webhooks: webhookOptionsOf(config) });
  await app.register(agentsService, { infra, prefix: '/api' });
  await app.register(billingService, { infra, prefix: '/api' });
  if (serveUi) await serveFrontends(app, frontendsDir);
  // Services flush their outboxes in their own onClose hooks; the shared parts close after them.
  const close = async () => {
    await app.close();
    if (!options.infra) await closeInfra(infra);
  };
  /** Listens; links then name the port it got (port 0 picks a free one) unless PUBLIC_URL was given. */
  const listen = async (host: string, port: number) => {
    await app.listen({ host, port });
    const address = app.server.address();
    const listening = typeof address === 'object' && address ? address.port : port;
    if (config.PUBLIC_URL_IS_LOCAL) infra.config.PUBLIC_URL = localServerUrl(host, listening);
    return listening;
  };
  return { app, infra, close, listen };
}
