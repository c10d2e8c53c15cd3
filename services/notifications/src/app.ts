import fastifyWebsocket from '@fastify/websocket';
import type { FastifyPluginAsync } from 'fastify';
import { pingDatabase, startMembershipProjection, type Infra } from '@balcao/service-kit';
import { openNotificationsDatabase } from './db/database';
import { handledEvents, members } from './db/schema';
import { presenceRoutes } from './presence/presence.routes';
import { RealtimeGateway, type GatewayOptions } from './realtime/realtime-gateway';
import { realtimeRoutes } from './realtime/realtime.routes';

export interface NotificationsServiceOptions {
  infra: Infra;
  /** Tests shorten the heartbeat and the catch-up timings. */
  gateway?: GatewayOptions;
}

/** Browser frames larger than this are refused; the client only sends small control frames. */
const MAX_CLIENT_FRAME_BYTES = 16 * 1024;

/**
 * The notifications service as a Fastify plugin, mounted under '/api': the realtime WebSocket
 * gateway (`/api/realtime`) and presence (`/api/presence`).
 */
export const notificationsService: FastifyPluginAsync<NotificationsServiceOptions> = async (app, options) => {
  const { infra } = options;
  const db = await openNotificationsDatabase(infra.database);
  app.readinessChecks.push(() => pingDatabase(db));

  const membership = await startMembershipProjection({ bus: infra.bus, db, handledTable: handledEvents, members, consumer: 'notifications' });
  const gateway = new RealtimeGateway(db, infra.bus, infra.store, app.log, options.gateway);
  await gateway.start();
  app.addHook('onClose', async () => {
    await gateway.stop();
    await membership.stop();
  });

  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_CLIENT_FRAME_BYTES } });
  await app.register(realtimeRoutes, { gateway });
  await app.register(presenceRoutes, { db, store: infra.store });
};
