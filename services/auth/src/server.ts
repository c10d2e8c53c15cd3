import { z } from 'zod';
import { closeInfra, createInfra, createServiceApp, parseConfig, ZBaseConfig } from '@balcao/service-kit';
import { authService } from './app';

const ZAuthConfig = ZBaseConfig.extend({ PORT: z.coerce.number().int().min(1).max(65535).default(3001) });

const config = parseConfig(ZAuthConfig);
const infra = await createInfra(config);
const app = await createServiceApp({ name: 'auth', infra, title: 'Balcão auth' });
await app.register(authService, { infra, prefix: '/api' });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
    await closeInfra(infra);
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ host: config.HOST, port: config.PORT });
