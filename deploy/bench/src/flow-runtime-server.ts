// Child process of the flow-runtime bench: one service replica, as a cluster runs it (its own
// process), on the real PostgreSQL, NATS JetStream and Redis the parent prepared.
//   role 'messaging':     auth + messaging with the simulator channel (clients' entry point, replies' exit)
//   role 'flows':         the flows API and its runtime (consumes messages, requests replies)
//   role 'notifications': the realtime gateway the bench's WebSocket connects to
import { authService } from '@balcao/auth-service';
import { flowsService } from '@balcao/flows-service';
import { messagingService } from '@balcao/messaging-service';
import { notificationsService } from '@balcao/notifications-service';
import { closeInfra, createInfra, createServiceApp, parseConfig, ZBaseConfig } from '@balcao/service-kit';
import { answerBenchParent } from './bench-child';

const role = process.argv[2];
if (role !== 'messaging' && role !== 'flows' && role !== 'notifications') throw new Error(`unknown role '${role}'`);

const config = parseConfig(ZBaseConfig, { ...process.env, LOG_LEVEL: 'silent', DATABASE_POOL_SIZE: '16' });
const infra = await createInfra(config);
const app = await createServiceApp({ name: `bench-${role}`, infra });
if (role === 'messaging') {
  await app.register(authService, { infra, prefix: '/api' });
  await app.register(messagingService, { infra, channel: 'simulator', prefix: '/api' });
} else if (role === 'flows') {
  await app.register(flowsService, { infra, prefix: '/api' });
} else {
  await app.register(notificationsService, { infra, prefix: '/api' });
}
await app.listen({ host: '127.0.0.1', port: 0 });
answerBenchParent({ port: (app.server.address() as { port: number }).port }, async () => {
  await app.close().catch(() => undefined);
  await closeInfra(infra);
});
