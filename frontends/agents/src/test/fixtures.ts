import { testActiveUser, TEST_OFFICE_ID, TEST_INBOX_ID } from '@balcao/ui/testing';
import { AGENT_AVATARS, scheduleOfPreset, type ActiveUser, type Agent, type AgentModel, type Training } from '@balcao/contracts';

export const OFFICE_ID = TEST_OFFICE_ID;
export const INBOX_ID = TEST_INBOX_ID;
export const AGENT_ID = '0195f0a0-0000-7000-8000-0000000000e1';

export function activeUser(overrides: Partial<ActiveUser> = {}): ActiveUser {
  return testActiveUser({ permissions: ['view:agents'], ...overrides });
}

export const MODELS: AgentModel[] = [
  { id: '0195f0a0-0000-7000-8000-00000000a001', name: 'Balcão Essencial', price: 1, description: 'Respostas rápidas.' },
  { id: '0195f0a0-0000-7000-8000-00000000a002', name: 'Balcão Avançado', price: 2, description: 'Conversas mais naturais.' },
];

export function agent(overrides: Partial<Agent> = {}): Agent {
  return {
    id: AGENT_ID,
    name: 'Clara',
    avatarUrl: AGENT_AVATARS[0],
    purpose: 'SUPORTE',
    inboxId: INBOX_ID,
    productName: 'Previdenciário',
    productSite: null,
    productDescription: 'Aposentadorias e revisões.',
    communicationStyle: 'NORMAL',
    behavior: '',
    agentModelId: MODELS[0].id,
    agentModel: MODELS[0],
    integrationId: null,
    integrationIds: [],
    isActive: false,
    allowConsultingProcesses: false,
    restrictToAllowedTopics: true,
    responseDelaySeconds: 5,
    maxInteractionsPerSession: 0,
    canRequestHumanHelp: false,
    activePeriodEnabled: false,
    activePeriodPreset: 'BUSINESS_HOURS',
    customSchedule: scheduleOfPreset('BUSINESS_HOURS'),
    idleActions: [],
    transferRules: [],
    trainingsCount: 0,
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}

export const training = (index: number, overrides: Partial<Training> = {}): Training => ({
  id: `0195f0a0-0000-7000-8000-${String(index).padStart(12, '0')}`,
  agentId: AGENT_ID,
  question: `Pergunta ${index}`,
  answer: `Resposta ${index}`,
  isActive: true,
  createdAt: '2026-03-01T12:00:00.000Z',
  updatedAt: '2026-03-01T12:00:00.000Z',
  ...overrides,
});
