import type { FastifyPluginAsync } from 'fastify';
import { createDatajudLookup, createSampleCourtCaseLookup, type CourtCaseLookup } from '@balcao/court-cases';
import { OutboxRelay, pingDatabase, registerAccessGate, registerSessionCheck, startMembershipProjection, type Infra } from '@balcao/service-kit';
import { agentModelsRoutes } from './agent-models/agent-models.routes';
import { agentsRoutes } from './agents/agents.routes';
import { aiHelpersRoutes } from './ai-helpers/ai-helpers.routes';
import { createMediaSource } from './ai-helpers/media-source';
import { caseConsultationsOverBus } from './answering/consultations-within-plan';
import { agentsConfigFromEnv, llmSettingsOf, type AgentsConfig } from './config';
import type { AgentsContext } from './context';
import { openAgentsDatabase } from './db/database';
import { handledEvents, members, outbox } from './db/schema';
import type { LanguageModel } from './model/language-model';
import { createOpenAiModel } from './model/openai-model';
import { startDevicesProjection } from './projections/devices';
import { startAgentRuntime } from './runtime/agent-runtime';
import { AgentTimers } from './runtime/agent-timers';
import { startOfficeCredits } from './runtime/office-credits';
import { trainingsRoutes } from './trainings/trainings.routes';

export interface AgentsServiceOptions {
  infra: Infra;
  /** The service's variables (LLM_*, DATAJUD_API_KEY); read from the environment when not given. */
  config?: AgentsConfig;
  /** Replaces the model the config names (tests); null forces the local stand-in. */
  model?: LanguageModel | null;
  courtCases?: CourtCaseLookup;
}

export { answerForAgent, loadAnsweringAgent } from './answering/answer-for-agent';
export { answerTurn, type AnsweringDeps } from './answering/answer-turn';
export { agentsConfigFromEnv, agentsConfigShape } from './config';

/**
 * The agents service as a Fastify plugin (register it with prefix '/api'): AI agents, their
 * trainings and models, 'Testar agente', the composer's AI helpers, the runtime that answers
 * clients of devices running an agent (through messaging), and the projections they need.
 */
export const agentsService: FastifyPluginAsync<AgentsServiceOptions> = async (app, options) => {
  const { infra } = options;
  const config = options.config ?? agentsConfigFromEnv();
  const llm = llmSettingsOf(config);
  const model = options.model !== undefined ? options.model : llm ? createOpenAiModel(llm) : null;
  const courtCases = options.courtCases ?? (config.DATAJUD_API_KEY ? createDatajudLookup({ apiKey: config.DATAJUD_API_KEY }) : createSampleCourtCaseLookup());
  app.log.info({ model: model?.name ?? null }, model ? 'agents answer with a language model' : 'no language model configured: agents answer from their trainings');

  const db = await openAgentsDatabase(infra.database);
  await registerAccessGate(app, { infra, db, schemaName: 'agents' });
  const relay = new OutboxRelay(db, outbox, infra.bus, app.log);
  relay.start();
  const context: AgentsContext = { db, relay, log: app.log, config, model, answering: { model, courtCases, consultations: caseConsultationsOverBus(infra.bus), log: app.log }, media: createMediaSource(app, config, infra) };
  const timers = new AgentTimers(context, context.answering, app.log);
  timers.start();
  const membership = await startMembershipProjection({ bus: infra.bus, db, handledTable: handledEvents, members, consumer: 'agents' });
  registerSessionCheck(app, membership.sessionCheck);
  const consumers = [
    membership,
    await startDevicesProjection({ bus: infra.bus, db }),
    await startOfficeCredits({ bus: infra.bus, db }),
    await startAgentRuntime({ bus: infra.bus, data: context, timers, log: app.log }),
  ];

  app.readinessChecks.push(() => pingDatabase(db));
  app.addHook('onClose', async () => {
    for (const consumer of consumers) await consumer.stop();
    await timers.stop();
    await relay.flush().catch((error) => app.log.error({ err: error }, 'outbox not flushed at shutdown'));
    await relay.stop();
  });

  await app.register(agentsRoutes, { context });
  await app.register(trainingsRoutes, { context });
  await app.register(agentModelsRoutes, { context });
  await app.register(aiHelpersRoutes, { context });
};
