import { boolean, index, integer, jsonb, text, uuid } from 'drizzle-orm/pg-core';
import type { ActivePeriodPreset, AgentPurpose, CommunicationStyle, IdleAction, TransferRule, WeekSchedule } from '@balcao/contracts';
import { agentsSchema, createdAtColumn, idColumn, updatedAtColumn } from './agents-schema';

/** The models an agent may run on, each with its price in credits per answer (seeded by a migration). */
export const agentModels = agentsSchema.table('agent_models', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  price: integer('price').notNull(),
  description: text('description').notNull(),
  position: integer('position').notNull(),
});
export type AgentModelRow = typeof agentModels.$inferSelect;

/** An AI agent of a workspace (spec 3 §3); its schedule, idle actions and rules are kept whole. */
export const agents = agentsSchema.table(
  'agents',
  {
    id: idColumn(),
    officeId: uuid('office_id').notNull(),
    inboxId: uuid('inbox_id').notNull(),
    name: text('name').notNull(),
    avatarUrl: text('avatar_url').notNull(),
    purpose: text('purpose').$type<AgentPurpose>().notNull(),
    productName: text('product_name').notNull(),
    productSite: text('product_site'),
    productDescription: text('product_description').notNull(),
    communicationStyle: text('communication_style').$type<CommunicationStyle>().notNull(),
    behavior: text('behavior').notNull(),
    agentModelId: uuid('agent_model_id')
      .notNull()
      .references(() => agentModels.id),
    allowConsultingProcesses: boolean('allow_consulting_processes').notNull(),
    restrictToAllowedTopics: boolean('restrict_to_allowed_topics').notNull(),
    responseDelaySeconds: integer('response_delay_seconds').notNull(),
    maxInteractionsPerSession: integer('max_interactions_per_session').notNull(),
    canRequestHumanHelp: boolean('can_request_human_help').notNull(),
    activePeriodEnabled: boolean('active_period_enabled').notNull(),
    activePeriodPreset: text('active_period_preset').$type<ActivePeriodPreset>().notNull(),
    customSchedule: jsonb('custom_schedule').$type<WeekSchedule>().notNull(),
    idleActions: jsonb('idle_actions').$type<IdleAction[]>().notNull(),
    transferRules: jsonb('transfer_rules').$type<TransferRule[]>().notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [index('agents_inbox_created_idx').on(table.inboxId, table.createdAt), index('agents_office_idx').on(table.officeId)],
);
export type AgentRow = typeof agents.$inferSelect;

export const trainings = agentsSchema.table(
  'trainings',
  {
    id: idColumn(),
    officeId: uuid('office_id').notNull(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  // The tab lists an agent's trainings newest first; the answerer reads its active ones.
  (table) => [index('trainings_agent_created_idx').on(table.agentId, table.createdAt), index('trainings_agent_active_idx').on(table.agentId, table.isActive)],
);
export type TrainingRow = typeof trainings.$inferSelect;
