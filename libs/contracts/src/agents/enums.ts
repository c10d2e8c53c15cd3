import { z } from 'zod';

/** Options of the agent form (spec 3 §3, §9). */
export const AGENT_PURPOSES = ['SUPORTE', 'VENDAS', 'USO PESSOAL'] as const;
export const ZAgentPurpose = z.enum(AGENT_PURPOSES, { error: 'Selecione a finalidade do agente' });
export type AgentPurpose = z.infer<typeof ZAgentPurpose>;

export const COMMUNICATION_STYLES = ['FORMAL', 'NORMAL', 'DESCONTRAÍDA'] as const;
export const ZCommunicationStyle = z.enum(COMMUNICATION_STYLES, { error: 'Selecione o estilo de comunicação' });
export type CommunicationStyle = z.infer<typeof ZCommunicationStyle>;

export const ACTIVE_PERIOD_PRESETS = ['BUSINESS_HOURS', 'EXTENDED_HOURS', 'WEEKENDS_ONLY', 'TWENTY_FOUR_SEVEN', 'CUSTOM'] as const;
export const ZActivePeriodPreset = z.enum(ACTIVE_PERIOD_PRESETS, { error: 'Período de atividade inválido' });
export type ActivePeriodPreset = z.infer<typeof ZActivePeriodPreset>;
export const DEFAULT_ACTIVE_PERIOD_PRESET: ActivePeriodPreset = 'BUSINESS_HOURS';

export const IDLE_ACTIONS = ['ENGAGE_CUSTOMER', 'END_SERVICE', 'TRANSFER_TO_HUMAN'] as const;
export const ZIdleActionType = z.enum(IDLE_ACTIONS, { error: 'Ação de inatividade inválida' });
export type IdleActionType = z.infer<typeof ZIdleActionType>;

export const TRANSFER_CONDITIONS = ['KEYWORDS', 'SENTIMENT', 'INTERACTION_COUNT', 'RESPONSE_TIME', 'CUSTOM'] as const;
export const ZTransferCondition = z.enum(TRANSFER_CONDITIONS, { error: 'Condição de transferência inválida' });
export type TransferCondition = z.infer<typeof ZTransferCondition>;

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Business constants of spec 3 §9. */
export const AGENT_LIMITS = {
  nameMax: 120,
  productNameMax: 120,
  productSiteMax: 300,
  productDescriptionMax: 500,
  behaviorMax: 3000,
  idleMessageMax: 512,
  transferMessageMax: 256,
  customConditionMax: 512,
  keywordMax: 60,
  keywordsPerRule: 50,
  idleActionsMax: 10,
  transferRulesMax: 20,
  questionMax: 500,
  answerMax: 1000,
  trainingsPageSize: 5,
  listDefaultLimit: 999,
} as const;

export const RESPONSE_DELAY_OPTIONS = [0, 5, 10, 15, 30] as const;
export const DEFAULT_RESPONSE_DELAY = 5;
export const INTERACTION_LIMIT_OPTIONS = [0, 5, 10, 20, 50] as const;
export const IDLE_TIMEOUT_OPTIONS = [5, 10, 15, 30, 60, 120, 180, 360, 720, 1440] as const;
export const DEFAULT_IDLE_TIMEOUT = 30;
export const INTERACTION_COUNT_OPTIONS = [3, 5, 10, 15, 20] as const;
export const DEFAULT_INTERACTION_COUNT = 5;
export const DEFAULT_SENTIMENT_THRESHOLD = 7;
export const DEFAULT_RESPONSE_TIME_MINUTES = 30;

/** The 9 preset avatars (spec 3 §2.1), served by the agents remote. */
export const AGENT_AVATARS = Array.from({ length: 9 }, (_, index) => `/remotes/agents/avatars/agent-${index + 1}.svg`);
