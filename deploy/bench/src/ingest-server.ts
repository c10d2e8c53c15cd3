// Child process of the ingest bench: one service replica, as a cluster runs it (its own process
// and core), on the real PostgreSQL, NATS JetStream and Redis the parent prepared.
//   role 'messaging':     auth + messaging with the simulator channel (the entry point)
//   role 'notifications': the realtime gateway the WebSockets connect to
import { authService } from '@balcao/auth-service';
import { messagingService } from '@balcao/messaging-service';
import { notificationsService } from '@balcao/notifications-service';
import { createInfra, createServiceApp, parseConfig, ZBaseConfig, closeInfra } from '@balcao/service-kit';
import { showLoopStalls, watchLoopStalls } from './tail-diagnostics';
import { answerBenchParent } from './bench-child';

const role = process.argv[2] as 'messaging' | 'notifications';
const config = parseConfig(ZBaseConfig, { ...process.env, LOG_LEVEL: 'silent', DATABASE_POOL_SIZE: '16' });
const infra = await createInfra(config);
const app = await createServiceApp({ name: `bench-${role}`, infra, bodyLimit: 30 * 1024 * 1024 });
if (role === 'messaging') {
  await app.register(authService, { infra, prefix: '/api' });
  await app.register(messagingService, { infra, channel: 'simulator', prefix: '/api' });
} else {
  await app.register(notificationsService, { infra, prefix: '/api' });
}
if (showLoopStalls) watchLoopStalls(role);
await app.listen({ host: '127.0.0.1', port: 0 });
answerBenchParent({ port: (app.server.address() as { port: number }).port }, async () => {
  await app.close();
  await closeInfra(infra);
});
