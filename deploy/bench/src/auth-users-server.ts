// Child process of the bench: the whole auth stack (JWT, tenancy, PostgreSQL, serialization) on one
// port and a bare Fastify route on another, in the same process, so both share one machine and run.
import Fastify from 'fastify';
import { authService } from '@balcao/auth-service';
import { createServiceApp } from '@balcao/service-kit';
import { createTestInfra } from '@balcao/service-kit/testing';

const infra = await createTestInfra({ LOG_LEVEL: 'silent', DATABASE_POOL_SIZE: 20 });
const app = await createServiceApp({ name: 'auth', infra });
await app.register(authService, { infra, prefix: '/api' });

const signUp = await app.inject({
  method: 'POST',
  url: '/api/auth/sign-up',
  payload: { name: 'Bench Owner', email: 'bench@balcao.dev', phoneNumber: '11987654321', password: 'benchmark1' },
});
const { userToken: token, inboxId } = signUp.json() as { userToken: string; inboxId: string };
const roles = (await app.inject({ method: 'GET', url: '/api/user-roles', headers: { authorization: `Bearer ${token}` } })).json() as { id: string; name: string }[];
const roleId = roles.find((role) => role.name === 'Atendente')!.id;
for (let index = 0; index < 40; index += 1) {
  await app.inject({
    method: 'POST',
    url: '/api/user',
    headers: { authorization: `Bearer ${token}` },
    payload: { name: `Atendente ${index}`, email: `a${index}@bench.dev`, roleId, inboxId: [inboxId], password: { password: 'benchmark1', confirmPassword: 'benchmark1' } },
  });
}

const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ data: [], totalItems: 0 }));

await app.listen({ host: '127.0.0.1', port: 0 });
await bare.listen({ host: '127.0.0.1', port: 0 });
const portOf = (server: typeof bare.server) => (server.address() as { port: number }).port;
process.send?.({ fullPort: portOf(app.server), barePort: portOf(bare.server), token });

process.on('message', async (message) => {
  if (message === 'stop') {
    await app.close();
    await bare.close();
    await infra.cleanup();
    process.exit(0);
  }
});
