import { testActiveUser, TEST_OFFICE_ID, TEST_INBOX_ID, TEST_USER_ID } from '@balcao/ui/testing';
import type { ActiveUser, Flow, FlowContent, Integration } from '@balcao/contracts';

export const OFFICE_ID = TEST_OFFICE_ID;
export const INBOX_ID = TEST_INBOX_ID;
export const CURRENT_USER_ID = TEST_USER_ID;

export function activeUser(overrides: Partial<ActiveUser> = {}): ActiveUser {
  return testActiveUser({ permissions: ['view:flow'], ...overrides });
}

let sequence = 0;
export const nextId = () => `0195f0a0-0000-7000-8000-${String((sequence += 1)).padStart(12, '0')}`;

export function flow(overrides: Partial<Flow> = {}): Flow {
  return {
    id: nextId(),
    name: 'Atendimento inicial',
    description: 'Recebe os clientes no WhatsApp',
    color: 'bg-blue-600',
    isMain: false,
    inboxId: INBOX_ID,
    content: { steps: [], initialStepId: '' },
    integrationIds: [],
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}

export function device(overrides: Partial<Integration> = {}): Integration {
  return {
    id: nextId(),
    name: 'WhatsApp recepção',
    channel: 'LITE_WHATSAPP',
    config: { status: 'connected', phoneNumber: '5511999990000' },
    flowId: null,
    funnelId: null,
    agentId: null,
    inboxId: INBOX_ID,
    createdAt: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}

/** Olá → choice (processo / falar com alguém) → lawsuit lookup or attendant → end. */
export function sampleContent(): FlowContent {
  return {
    initialStepId: 'welcome',
    steps: [
      { id: 'welcome', type: 'text', content: 'Olá, {{cliente.primeiro_nome}}! Bem-vindo ao escritório.', nextStepId: 'menu', position: { x: 0, y: 0 } },
      {
        id: 'menu',
        type: 'button',
        content: 'Como podemos ajudar?',
        options: [
          { title: 'Ver meu processo', nextStepId: 'ask-name' },
          { title: 'Falar com alguém', nextStepId: 'human' },
        ],
        position: { x: 340, y: 0 },
      },
      { id: 'ask-name', type: 'input', content: 'Qual é o seu nome completo?', nextStepId: 'END_CONVERSATION', position: { x: 680, y: 0 } },
      { id: 'human', type: 'system', content: 'Vou chamar um atendente.', systemAction: 'ASSIGN_USER', metadata: { isAvailable: true }, position: { x: 680, y: 200 } },
      { id: 'END_CONVERSATION', type: 'system', systemAction: 'END_CONVERSATION', content: 'Obrigado pelo contato, até logo!', position: { x: 1020, y: 0 } },
    ],
  };
}
