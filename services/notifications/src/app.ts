import fastifyWebsocket from '@fastify/websocket';
import type { FastifyPluginAsync } from 'fastify';
import { OutboxRelay, pingDatabase, registerAccessGate, registerSessionCheck, startMembershipProjection, type Infra } from '@balcao/service-kit';
import { openNotificationsDatabase } from './db/database';
import { handledEvents, members, outbox } from './db/schema';
import { presenceRoutes } from './presence/presence.routes';
import { RealtimeGateway, type GatewayOptions } from './realtime/realtime-gateway';
import { REALTIME_TICKET_TTL_SECONDS } from './realtime/realtime-ticket';
import { realtimeRoutes } from './realtime/realtime.routes';
import { readNewsFiles } from './news/news-files';
import { publishNews } from './news/news.repository';
import { newsRoutes } from './news/news.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { startNotifications } from './notifications/start-notifications';
import { DEFAULT_SUPPORT_CONTACTS } from './support/support-contacts';
import { supportRoutes } from './support/support.routes';
import type { SupportContacts } from '@balcao/contracts';
import { DEFAULT_WEBHOOK_OPTIONS, type WebhookOptions } from './webhooks/webhook-options';
import { startWebhooks } from './webhooks/start-webhooks';
import { webhooksRoutes } from './webhooks/webhooks.routes';

export { publishNewsFolder } from './news/publish-news';
export { webhookConfigShape, webhookOptionsOf } from './webhooks/webhook-config';

export interface NotificationsServiceOptions {
  infra: Infra;
  /** Tests shorten the heartbeat and the catch-up timings. */
  gateway?: GatewayOptions;
  /** Where support tickets are e-mailed and what the support modal shows. */
  support?: Partial<SupportContacts>;
  /** The news items' folder (tests use their own). */
  newsDir?: string;
  overdueCheckMs?: number;
  /** How long a realtime ticket opens a socket (tests shorten it). */
  realtimeTicketTtlSeconds?: number;
  /** Outbound webhooks: the operator's target policy and the delivery timings (tests shorten them). */
  webhooks?: Partial<WebhookOptions>;
}

/** Browser frames larger than this are refused; the client only sends small control frames. */
const MAX_CLIENT_FRAME_BYTES = 16 * 1024;

/**
 * The notifications service as a Fastify plugin, mounted under '/api': the realtime WebSocket
 * gateway (`/api/realtime`, opened with a ticket from `/api/realtime/ticket`), presence
 * (`/api/presence`), notifications, news, support and outbound webhooks (`/api/webhook-endpoint`).
 */
export const notificationsService: FastifyPluginAsync<NotificationsServiceOptions> = async (app, options) => {
  const { infra } = options;
  const db = await openNotificationsDatabase(infra.database);
  await registerAccessGate(app, { infra, db, schemaName: 'notifications', allow: ['/api/realtime', '/api/support'] });
  app.readinessChecks.push(() => pingDatabase(db));

  const relay = new OutboxRelay(db, outbox, infra.bus, app.log);
  relay.start();
  const membership = await startMembershipProjection({ bus: infra.bus, db, handledTable: handledEvents, members, consumer: 'notifications' });
  registerSessionCheck(app, membership.sessionCheck);
  const gateway = new RealtimeGateway(db, infra.bus, infra.store, app.log, options.gateway);
  await gateway.start();
  // Every start publishes the authored news; unchanged items stay as they are.
  await publishNews(db, await readNewsFiles(options.newsDir));
  const notifications = await startNotifications({ db, bus: infra.bus, log: app.log, overdueCheckMs: options.overdueCheckMs });
  const webhookOptions = { ...DEFAULT_WEBHOOK_OPTIONS, ...options.webhooks };
  const webhooks = await startWebhooks({ db, bus: infra.bus, log: app.log, webhooks: webhookOptions });
  app.addHook('onClose', async () => {
    await webhooks.stop();
    await notifications.stop();
    await gateway.stop();
    await membership.stop();
    await relay.flush().catch((error) => app.log.error({ err: error }, 'outbox not flushed at shutdown'));
    await relay.stop();
  });

  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_CLIENT_FRAME_BYTES } });
  await app.register(realtimeRoutes, { gateway, store: infra.store, ticketTtlSeconds: options.realtimeTicketTtlSeconds ?? REALTIME_TICKET_TTL_SECONDS, sessionCheck: membership.sessionCheck });
  await app.register(presenceRoutes, { db, store: infra.store });
  await app.register(notificationsRoutes, { db });
  await app.register(newsRoutes, { db });
  await app.register(webhooksRoutes, { db, policy: webhookOptions, wakeWorker: webhooks.wake, relay });
  await app.register(supportRoutes, { db, mailer: infra.mailer, contacts: { ...DEFAULT_SUPPORT_CONTACTS, ...options.support } });
};
