// Child process of the ingest bench: auth + messaging (simulator channel) + the realtime gateway on
// real PostgreSQL, NATS JetStream and Redis, as one replica of each would run in a cluster.
import { authService } from '@balcao/auth-service';
import { messagingService } from '@balcao/messaging-service';
import { notificationsService } from '@balcao/notifications-service';
import { createServiceApp } from '@balcao/service-kit';
import { createTestInfra } from '@balcao/service-kit/testing';

const infra = await createTestInfra({ LOG_LEVEL: 'silent', DATABASE_POOL_SIZE: 16 });
const app = await createServiceApp({ name: 'bench', infra, bodyLimit: 30 * 1024 * 1024 });
await app.register(authService, { infra, prefix: '/api' });
await app.register(messagingService, { infra, channel: 'simulator', prefix: '/api' });
await app.register(notificationsService, { infra, prefix: '/api' });
await app.ready();

async function call<T>(method: 'GET' | 'POST', url: string, payload?: object, token?: string): Promise<T> {
  const response = await app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json() as T;
}

async function office(email: string) {
  const signUp = await call<{ userToken: string; inboxId: string }>('POST', '/api/auth/sign-up', { name: 'Bench Office', email, phoneNumber: '11987654321', password: 'benchmark1' });
  return { token: signUp.userToken, inboxId: signUp.inboxId };
}

const measured = await office('ingest-a@bench.dev');
const crowd = await office('ingest-b@bench.dev');
// The membership projection is fed by auth's events: wait until messaging sees the new users.
let integration: { id: string; qrcode: string } | null = null;
for (let attempt = 0; attempt < 100 && !integration; attempt += 1) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/integration/create',
    headers: { authorization: `Bearer ${measured.token}` },
    payload: { name: 'Bench', inboxId: measured.inboxId, channel: 'LITE_WHATSAPP' },
  });
  if (response.statusCode < 300) integration = response.json();
  else await new Promise((resolve) => setTimeout(resolve, 100));
}
if (!integration) throw new Error('device could not be created');
await call('POST', '/api/simulator/scan', { qrcode: integration.qrcode });

await app.listen({ host: '127.0.0.1', port: 0 });
process.send?.({
  port: (app.server.address() as { port: number }).port,
  databaseUrl: infra.databaseUrl,
  integrationId: integration.id,
  measured,
  crowd,
});

process.on('message', async (message) => {
  if (message === 'stop') {
    await app.close();
    await infra.cleanup();
    process.exit(0);
  }
});
