// Child process of the api bench (issue 20 part 2): one service as a cluster runs it (its own
// process on the real PostgreSQL, NATS JetStream and Redis the parent prepared), plus the
// reference routes of its reads: GET /bench/reference/<read> runs the one SQL statement that
// returns the rows the read shows and answers them as JSON, in the same Fastify app and process.
//   role: auth | messaging | crm | flows | agents | notifications
import { agentsService } from '@balcao/agents-service';
import { authService } from '@balcao/auth-service';
import { crmService } from '@balcao/crm-service';
import { flowsService } from '@balcao/flows-service';
import { messagingService } from '@balcao/messaging-service';
import { notificationsService } from '@balcao/notifications-service';
import { closeInfra, createInfra, createPool, createServiceApp, parseConfig, ZBaseConfig } from '@balcao/service-kit';
import { REFERENCE_STATEMENTS, type ReferenceParams } from './api-reads-references';
import { answerBenchParent } from './bench-child';

const SERVICES = { auth: authService, messaging: messagingService, crm: crmService, flows: flowsService, agents: agentsService, notifications: notificationsService };
const role = process.argv[2] as keyof typeof SERVICES;
if (!(role in SERVICES)) throw new Error(`unknown role '${role}'`);

const config = parseConfig(ZBaseConfig, { ...process.env, LOG_LEVEL: 'silent', DATABASE_POOL_SIZE: '16' });
const infra = await createInfra(config);
const app = await createServiceApp({ name: `bench-${role}`, infra });
if (role === 'messaging') await app.register(messagingService, { infra, channel: 'simulator', prefix: '/api' });
else await app.register(SERVICES[role] as typeof authService, { infra, prefix: '/api' });

// The reference: a pool of its own (as large as the service's) so it never waits behind the service.
const referencePool = createPool(infra.database, { name: `bench-reference-${role}`, max: 16 });
for (const [read, statement] of Object.entries(REFERENCE_STATEMENTS)) {
  if (statement.service !== role) continue;
  app.get(`/bench/reference/${read}`, { schema: { hide: true } }, async (request) => {
    const params = request.query as ReferenceParams;
    const { rows } = await referencePool.query({ name: `reference-${read}`, text: statement.text, values: statement.values(params) });
    return statement.single ? rows[0] : rows;
  });
}

await app.listen({ host: '127.0.0.1', port: 0 });
answerBenchParent({ port: (app.server.address() as { port: number }).port }, async () => {
  await app.close().catch(() => undefined);
  await referencePool.end().catch(() => undefined);
  await closeInfra(infra);
});
