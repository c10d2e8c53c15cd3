import type { FastifyPluginAsync } from 'fastify';
import type { CourtCaseLookup } from '@balcao/court-cases';
import { OutboxRelay, pingDatabase, registerAccessGate, registerSessionCheck, startMembershipProjection, type Infra } from '@balcao/service-kit';
import { createCaseLookup } from './case-lookups/case-lookup-config';
import { caseConsultationsRoutes } from './case-lookups/case-consultations.routes';
import { serveConsultationRequests } from './case-lookups/monthly-consultations';
import type { FlowsContext } from './context';
import { openFlowsDatabase } from './db/database';
import { handledEvents, members, outbox } from './db/schema';
import { flowsRoutes } from './flows/flows.routes';
import { startFlowRuntime } from './runtime/flow-runtime';
import { FlowTimers } from './runtime/flow-timers';

export interface FlowsServiceOptions {
  infra: Infra;
  /** The court-case port; DataJud or the sample stand-in by configuration when not given. */
  caseLookup?: CourtCaseLookup;
}

/**
 * The flows service as a Fastify plugin (register it with prefix '/api'): service flows and
 * their runtime, which answers clients of devices running a flow through messaging.
 */
export const flowsService: FastifyPluginAsync<FlowsServiceOptions> = async (app, options) => {
  const { infra } = options;
  const db = await openFlowsDatabase(infra.database);
  await registerAccessGate(app, { infra, db, schemaName: 'flows' });
  const relay = new OutboxRelay(db, outbox, infra.bus, app.log);
  relay.start();
  const context: FlowsContext = { db, relay, log: app.log };
  const timers = new FlowTimers(context, options.caseLookup ?? createCaseLookup(), app.log);
  timers.start();
  const membership = await startMembershipProjection({ bus: infra.bus, db, handledTable: handledEvents, members, consumer: 'flows' });
  registerSessionCheck(app, membership.sessionCheck);
  const consumers = [
    membership,
    await startFlowRuntime({ context, bus: infra.bus, wakeTimers: () => timers.wake() }),
    ...(await serveConsultationRequests(infra.bus, context)),
  ];

  app.readinessChecks.push(() => pingDatabase(db));
  app.addHook('onClose', async () => {
    for (const consumer of consumers) await consumer.stop();
    await timers.stop();
    await relay.flush().catch((error) => app.log.error({ err: error }, 'outbox not flushed at shutdown'));
    await relay.stop();
  });

  await app.register(flowsRoutes, { context });
  await app.register(caseConsultationsRoutes, { context });
};
