import { z } from 'zod';
import { ZQueryBoolean } from '../common/http';
import {
  AGENT_AVATARS,
  AGENT_LIMITS,
  DEFAULT_ACTIVE_PERIOD_PRESET,
  DEFAULT_RESPONSE_DELAY,
  INTERACTION_LIMIT_OPTIONS,
  RESPONSE_DELAY_OPTIONS,
  ZActivePeriodPreset,
  ZAgentPurpose,
  ZCommunicationStyle,
} from './enums';
import { AGENT_MESSAGES as M } from './messages';
import { ZIdleActions, ZTransferRules, type IdleAction, type TransferRule } from './rules';
import { ZWeekSchedule } from './schedule';

const uuidOf = (missing: string, invalid: string) =>
  z.uuid({ error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? missing : invalid) });

const ZIdleActionOut = z.object({
  id: z.string(),
  timeoutMinutes: z.number().int(),
  action: z.enum(['ENGAGE_CUSTOMER', 'END_SERVICE', 'TRANSFER_TO_HUMAN']),
  customMessage: z.string().nullable(),
});
const ZTransferRuleOut = z.object({
  id: z.string(),
  condition: z.enum(['KEYWORDS', 'SENTIMENT', 'INTERACTION_COUNT', 'RESPONSE_TIME', 'CUSTOM']),
  keywords: z.array(z.string()),
  sentimentThreshold: z.number().int(),
  interactionCount: z.number().int(),
  responseTimeMinutes: z.number().int(),
  customCondition: z.string().nullable(),
  transferMessage: z.string().nullable(),
  enabled: z.boolean(),
});

export const ZAgentModel = z.object({ id: z.string(), name: z.string(), price: z.number().int(), description: z.string() });
export type AgentModel = z.infer<typeof ZAgentModel>;
export const ZAgentModelList = z.array(ZAgentModel);

/** An AI agent (spec 3 §3). Active when linked to at least one device; `integrationId` is the first of them. */
export const ZAgent = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string(),
  purpose: ZAgentPurpose,
  inboxId: z.string(),
  productName: z.string(),
  productSite: z.string().nullable(),
  productDescription: z.string(),
  communicationStyle: ZCommunicationStyle,
  behavior: z.string(),
  agentModelId: z.string(),
  agentModel: ZAgentModel.nullable(),
  integrationId: z.string().nullable(),
  integrationIds: z.array(z.string()),
  isActive: z.boolean(),
  allowConsultingProcesses: z.boolean(),
  restrictToAllowedTopics: z.boolean(),
  responseDelaySeconds: z.number().int(),
  maxInteractionsPerSession: z.number().int(),
  canRequestHumanHelp: z.boolean(),
  activePeriodEnabled: z.boolean(),
  activePeriodPreset: ZActivePeriodPreset,
  customSchedule: ZWeekSchedule,
  idleActions: z.array(ZIdleActionOut),
  transferRules: z.array(ZTransferRuleOut),
  trainingsCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Agent = z.infer<typeof ZAgent> & { idleActions: IdleAction[]; transferRules: TransferRule[] };

const oneOf = <T extends readonly number[]>(options: T, message: string) =>
  z.number({ error: message }).int(message).refine((value) => options.includes(value), message);

const ZSite = z
  .string()
  .trim()
  .max(AGENT_LIMITS.productSiteMax, M.productSiteInvalid)
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || /^(https?:\/\/)?[^\s.]+(\.[^\s.]+)+(\/\S*)?$/i.test(value), M.productSiteInvalid);

/** Every editable field; create requires the profile ones, update takes any of them. */
const agentFields = {
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(AGENT_LIMITS.nameMax, `O nome pode ter no máximo ${AGENT_LIMITS.nameMax} caracteres`),
  avatarUrl: z.string({ error: M.avatarInvalid }).refine((value) => AGENT_AVATARS.includes(value), M.avatarInvalid),
  purpose: ZAgentPurpose,
  productName: z.string({ error: M.productNameRequired }).trim().min(1, M.productNameRequired).max(AGENT_LIMITS.productNameMax, `O nome do produto pode ter no máximo ${AGENT_LIMITS.productNameMax} caracteres`),
  productSite: ZSite,
  productDescription: z.string({ error: M.productDescriptionRequired }).trim().min(1, M.productDescriptionRequired).max(AGENT_LIMITS.productDescriptionMax, M.productDescriptionMax),
  communicationStyle: ZCommunicationStyle,
  behavior: z.string().trim().max(AGENT_LIMITS.behaviorMax, M.behaviorMax),
  agentModelId: uuidOf(M.modelRequired, M.modelInvalid),
  allowConsultingProcesses: z.boolean(),
  restrictToAllowedTopics: z.boolean(),
  responseDelaySeconds: oneOf(RESPONSE_DELAY_OPTIONS, M.responseDelayInvalid),
  maxInteractionsPerSession: oneOf(INTERACTION_LIMIT_OPTIONS, M.interactionLimitInvalid),
  canRequestHumanHelp: z.boolean(),
  activePeriodEnabled: z.boolean(),
  activePeriodPreset: ZActivePeriodPreset,
  customSchedule: ZWeekSchedule,
  idleActions: ZIdleActions,
  transferRules: ZTransferRules,
};

/** Human transfer on only with at least one rule (spec 3 §4). */
const needsRuleForHumanHelp = (body: { canRequestHumanHelp?: boolean; transferRules?: unknown[] }, context: z.RefinementCtx) => {
  if (body.canRequestHumanHelp && body.transferRules !== undefined && body.transferRules.length === 0) {
    context.addIssue({ code: 'custom', path: ['canRequestHumanHelp'], message: M.transferRuleRequired });
  }
};

export const ZCreateAgentBody = z
  .object({
    ...agentFields,
    inboxId: uuidOf(M.workspaceRequired, M.workspaceInvalid),
    avatarUrl: agentFields.avatarUrl.default(AGENT_AVATARS[0]),
    behavior: agentFields.behavior.default(''),
    allowConsultingProcesses: agentFields.allowConsultingProcesses.default(false),
    restrictToAllowedTopics: agentFields.restrictToAllowedTopics.default(true),
    responseDelaySeconds: agentFields.responseDelaySeconds.default(DEFAULT_RESPONSE_DELAY),
    maxInteractionsPerSession: agentFields.maxInteractionsPerSession.default(0),
    canRequestHumanHelp: agentFields.canRequestHumanHelp.default(false),
    activePeriodEnabled: agentFields.activePeriodEnabled.default(false),
    activePeriodPreset: agentFields.activePeriodPreset.default(DEFAULT_ACTIVE_PERIOD_PRESET),
    customSchedule: agentFields.customSchedule.optional(),
    idleActions: agentFields.idleActions.default([]),
    transferRules: agentFields.transferRules.default([]),
  })
  .superRefine(needsRuleForHumanHelp);
export type CreateAgentBody = z.input<typeof ZCreateAgentBody>;
export type CreateAgentInput = z.infer<typeof ZCreateAgentBody>;

export const ZUpdateAgentBody = z
  .object(Object.fromEntries(Object.entries(agentFields).map(([key, schema]) => [key, schema.optional()])) as { [K in keyof typeof agentFields]: z.ZodOptional<(typeof agentFields)[K]> })
  .superRefine(needsRuleForHumanHelp);
export type UpdateAgentBody = z.input<typeof ZUpdateAgentBody>;
export type UpdateAgentInput = z.infer<typeof ZUpdateAgentBody>;

/** `GET /agents` (spec 3 §7.1): the workspace's agents, filtered; counters count the whole workspace. */
export const ZListAgentsQuery = z.object({
  inboxId: uuidOf(M.workspaceRequired, M.workspaceInvalid),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(9999).default(AGENT_LIMITS.listDefaultLimit),
  name: z.string().trim().max(120).optional(),
  communicationStyle: ZCommunicationStyle.optional(),
  integrationId: z.uuid({ error: 'Dispositivo inválido' }).optional(),
  isActive: ZQueryBoolean.optional(),
});
export type ListAgentsQuery = z.infer<typeof ZListAgentsQuery>;
export type ListAgentsQueryInput = z.input<typeof ZListAgentsQuery>;

export const ZAgentCounters = z.object({ total: z.number().int(), active: z.number().int(), inactive: z.number().int() });
export type AgentCounters = z.infer<typeof ZAgentCounters>;

export const ZAgentList = z.object({
  data: z.array(ZAgent),
  totalItems: z.number().int(),
  totalResults: z.number().int(),
  totalPages: z.number().int(),
  counters: ZAgentCounters,
});
export type AgentList = z.infer<typeof ZAgentList>;
