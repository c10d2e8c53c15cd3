import type { FastifyPluginAsync } from 'fastify';
import { OutboxRelay, pingDatabase, registerAccessGate, registerSessionCheck, startMembershipProjection, type Infra } from '@balcao/service-kit';
import { calendarRoutes } from './calendar/calendar.routes';
import { columnsRoutes } from './columns/columns.routes';
import type { CrmContext } from './context';
import { customFieldsRoutes } from './custom-fields/custom-fields.routes';
import { openCrmDatabase } from './db/database';
import { handledEvents, members, outbox } from './db/schema';
import { startWorkspaceSeeding } from './funnels/default-funnel';
import { funnelsRoutes } from './funnels/funnels.routes';
import { homeRoutes } from './home/home.routes';
import { startHomeProjection } from './home/home-projection';
import { leadsRoutes } from './leads/leads.routes';
import { startReportsProjection } from './reports/reports-projection';
import { reportsRoutes } from './reports/reports.routes';
import { startConversationLeads } from './projections/conversation-leads';
import { startLastInteraction } from './projections/last-interaction';
import { startPeopleAndTagsProjection } from './projections/people-and-tags';

export interface CrmServiceOptions {
  infra: Infra;
}

/**
 * The crm service as a Fastify plugin (register it with prefix '/api'): funnels, columns and
 * their board, leads, custom fields and the calendar, with the projections of auth's users and
 * messaging's contacts, tags and devices they show.
 */
export const crmService: FastifyPluginAsync<CrmServiceOptions> = async (app, options) => {
  const { infra } = options;
  const db = await openCrmDatabase(infra.database);
  await registerAccessGate(app, { infra, db, schemaName: 'crm' });
  const relay = new OutboxRelay(db, outbox, infra.bus, app.log);
  relay.start();
  const membership = await startMembershipProjection({ bus: infra.bus, db, handledTable: handledEvents, members, consumer: 'crm' });
  registerSessionCheck(app, membership.sessionCheck);
  const consumers = [
    membership,
    await startWorkspaceSeeding({ bus: infra.bus, db, relay }),
    await startPeopleAndTagsProjection({ bus: infra.bus, db, relay }),
    await startConversationLeads({ bus: infra.bus, db, relay }),
    await startLastInteraction({ bus: infra.bus, db }),
    await startHomeProjection({ bus: infra.bus, db }),
    await startReportsProjection({ bus: infra.bus, db }),
  ];
  const context: CrmContext = { db, relay, log: app.log };

  app.readinessChecks.push(() => pingDatabase(db));
  app.addHook('onClose', async () => {
    for (const consumer of consumers) await consumer.stop();
    await relay.flush().catch((error) => app.log.error({ err: error }, 'outbox not flushed at shutdown'));
    await relay.stop();
  });

  await app.register(funnelsRoutes, { context });
  await app.register(columnsRoutes, { context });
  await app.register(leadsRoutes, { context });
  await app.register(customFieldsRoutes, { context });
  await app.register(calendarRoutes, { context });
  await app.register(homeRoutes, { context });
  await app.register(reportsRoutes, { context });
};
