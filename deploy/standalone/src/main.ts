import { parseConfig } from '@balcao/service-kit';
import { ZStandaloneConfig } from './config';
import { DEMO, seedDemo } from './seed';
import { buildStandaloneServer } from './server';

const config = parseConfig(ZStandaloneConfig);
const { app, close, listen } = await buildStandaloneServer(config);
if (config.SEED_DEMO) await seedDemo(app);
await listen(config.HOST, config.PORT);

const url = `http://localhost:${config.PORT}`;
const demo = config.SEED_DEMO ? `\n  demo login: ${DEMO.owner.email} / ${DEMO.owner.password}` : '';
console.log(`\nBalcão is running on ${url}${demo}\n  API docs:   ${url}/api/docs\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await close();
    process.exit(0);
  });
}
