import { scheduleOfPreset } from '@balcao/contracts';
import type { AgentRow } from '../db/schema';

/** An agent as stored, for tests of the answering logic without a database. */
export const agentRow = (overrides: Partial<AgentRow> = {}): AgentRow => ({
  id: '0195f0a0-0000-7000-8000-0000000000e1',
  officeId: '0195f0a0-0000-7000-8000-000000000001',
  inboxId: '0195f0a0-0000-7000-8000-0000000000a1',
  name: 'Clara',
  avatarUrl: '/remotes/agents/avatars/agent-1.svg',
  purpose: 'SUPORTE',
  productName: 'Souza Advocacia Previdenciária',
  productSite: null,
  productDescription: 'Aposentadorias, revisões e benefícios do INSS.',
  communicationStyle: 'FORMAL',
  behavior: 'Nunca prometa resultado de processo.',
  agentModelId: '0195f0a0-0000-7000-8000-00000000a001',
  allowConsultingProcesses: true,
  restrictToAllowedTopics: true,
  responseDelaySeconds: 5,
  maxInteractionsPerSession: 0,
  canRequestHumanHelp: true,
  activePeriodEnabled: false,
  activePeriodPreset: 'BUSINESS_HOURS',
  customSchedule: scheduleOfPreset('BUSINESS_HOURS'),
  idleActions: [],
  transferRules: [
    { id: 'r1', condition: 'KEYWORDS', keywords: ['advogado'], sentimentThreshold: 7, interactionCount: 5, responseTimeMinutes: 30, customCondition: null, transferMessage: 'Vou chamar a Dra. Souza.', enabled: true },
    { id: 'r2', condition: 'CUSTOM', keywords: [], sentimentThreshold: 7, interactionCount: 5, responseTimeMinutes: 30, customCondition: 'o cliente relatar prazo vencendo', transferMessage: null, enabled: true },
  ],
  createdAt: new Date('2026-05-01T12:00:00Z'),
  updatedAt: new Date('2026-05-01T12:00:00Z'),
  ...overrides,
});
