import {
  AGENT_AVATARS,
  DEFAULT_IDLE_TIMEOUT,
  DEFAULT_INTERACTION_COUNT,
  DEFAULT_RESPONSE_DELAY,
  DEFAULT_RESPONSE_TIME_MINUTES,
  DEFAULT_SENTIMENT_THRESHOLD,
  normalizeKeywords,
  scheduleOfPreset,
  type ActivePeriodPreset,
  type Agent,
  type AgentPurpose,
  type CommunicationStyle,
  type CreateAgentBody,
  type IdleAction,
  type TransferCondition,
  type TransferRule,
  type UpdateAgentBody,
  type WeekSchedule,
} from '@balcao/contracts';

/** What the agent form edits; lists keep temporary ids until saved (spec 3 §4). */
export interface AgentDraft {
  name: string;
  avatarUrl: string;
  purpose: AgentPurpose;
  productName: string;
  productSite: string;
  productDescription: string;
  communicationStyle: CommunicationStyle;
  behavior: string;
  agentModelId: string;
  allowConsultingProcesses: boolean;
  restrictToAllowedTopics: boolean;
  responseDelaySeconds: number;
  maxInteractionsPerSession: number;
  canRequestHumanHelp: boolean;
  activePeriodEnabled: boolean;
  activePeriodPreset: ActivePeriodPreset;
  customSchedule: WeekSchedule;
  idleActions: IdleAction[];
  transferRules: TransferRule[];
}

let temporary = 0;
export const temporaryId = () => `temp-${Date.now().toString(36)}-${(temporary += 1)}`;

export const newDraft = (agentModelId = ''): AgentDraft => ({
  name: '',
  avatarUrl: AGENT_AVATARS[0],
  purpose: 'SUPORTE',
  productName: '',
  productSite: '',
  productDescription: '',
  communicationStyle: 'NORMAL',
  behavior: '',
  agentModelId,
  allowConsultingProcesses: false,
  restrictToAllowedTopics: true,
  responseDelaySeconds: DEFAULT_RESPONSE_DELAY,
  maxInteractionsPerSession: 0,
  canRequestHumanHelp: false,
  activePeriodEnabled: false,
  activePeriodPreset: 'BUSINESS_HOURS',
  customSchedule: scheduleOfPreset('BUSINESS_HOURS'),
  idleActions: [],
  transferRules: [],
});

export const draftOf = (agent: Agent): AgentDraft => ({
  name: agent.name,
  avatarUrl: agent.avatarUrl,
  purpose: agent.purpose,
  productName: agent.productName,
  productSite: agent.productSite ?? '',
  productDescription: agent.productDescription,
  communicationStyle: agent.communicationStyle,
  behavior: agent.behavior,
  agentModelId: agent.agentModelId,
  allowConsultingProcesses: agent.allowConsultingProcesses,
  restrictToAllowedTopics: agent.restrictToAllowedTopics,
  responseDelaySeconds: agent.responseDelaySeconds,
  maxInteractionsPerSession: agent.maxInteractionsPerSession,
  canRequestHumanHelp: agent.canRequestHumanHelp,
  activePeriodEnabled: agent.activePeriodEnabled,
  activePeriodPreset: agent.activePeriodPreset,
  customSchedule: agent.customSchedule,
  idleActions: agent.idleActions,
  transferRules: agent.transferRules,
});

/** Picking a preset replaces the schedule (spec 3 §4). */
export const withPreset = (draft: AgentDraft, preset: ActivePeriodPreset): AgentDraft => ({
  ...draft,
  activePeriodPreset: preset,
  customSchedule: preset === 'CUSTOM' ? draft.customSchedule : scheduleOfPreset(preset),
});

/** A new idle action: 30 minutes, engage the customer (spec 3 §4). */
export const newIdleAction = (): IdleAction => ({ id: temporaryId(), timeoutMinutes: DEFAULT_IDLE_TIMEOUT, action: 'ENGAGE_CUSTOMER', customMessage: null });

export const newTransferRule = (condition: TransferCondition = 'KEYWORDS'): TransferRule => ({
  id: temporaryId(),
  condition,
  keywords: [],
  sentimentThreshold: DEFAULT_SENTIMENT_THRESHOLD,
  interactionCount: DEFAULT_INTERACTION_COUNT,
  responseTimeMinutes: DEFAULT_RESPONSE_TIME_MINUTES,
  customCondition: null,
  transferMessage: null,
  enabled: true,
});

/** A keyword chip is added only if non-empty after trimming and not already in the rule (spec 3 §5). */
export const withKeyword = (rule: TransferRule, keyword: string): TransferRule => ({ ...rule, keywords: normalizeKeywords([...rule.keywords, keyword]) });

/** Removing the last rule turns human transfer off: it needs at least one rule. */
export const withoutRule = (draft: AgentDraft, id: string): AgentDraft => {
  const transferRules = draft.transferRules.filter((rule) => rule.id !== id);
  return { ...draft, transferRules, canRequestHumanHelp: draft.canRequestHumanHelp && transferRules.length > 0 };
};

/** The fields of the create/update call, trimmed as the server stores them. */
export function payloadOf(draft: AgentDraft): Omit<CreateAgentBody, 'inboxId'> & UpdateAgentBody {
  return {
    ...draft,
    name: draft.name.trim(),
    productName: draft.productName.trim(),
    productSite: draft.productSite.trim() || null,
    productDescription: draft.productDescription.trim(),
    behavior: draft.behavior.trim(),
  };
}
