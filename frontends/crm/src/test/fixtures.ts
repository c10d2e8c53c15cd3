import type { ActiveUser, BoardColumn, Funnel, Lead } from '@balcao/contracts';

export const OFFICE_ID = '0195f0a0-0000-7000-8000-000000000001';
export const INBOX_ID = '0195f0a0-0000-7000-8000-0000000000a1';
export const CURRENT_USER_ID = '0195f0a0-0000-7000-8000-0000000000c1';

export function activeUser(overrides: Partial<ActiveUser> = {}): ActiveUser {
  return {
    id: CURRENT_USER_ID,
    name: 'Ana Souza',
    email: 'ana@escritorio.com.br',
    document: null,
    contact: null,
    officeId: OFFICE_ID,
    lastInboxUsed: INBOX_ID,
    inboxes: [{ id: INBOX_ID, name: 'Principal' }],
    office: { id: OFFICE_ID, name: 'Souza Advocacia', inOnboarding: false },
    permissions: ['view:crm'],
    notificationSound: 'pop.mp3',
    imageUrl: null,
    roleId: 'role-1',
    createdAt: '2025-03-05T12:00:00.000Z',
    subscription: { id: 'sub-1', name: 'Plano Essencial', isActive: true },
    ...overrides,
  };
}

let sequence = 0;
/** A uuid-shaped id that sorts by creation, like the server's uuid v7. */
export const nextId = () => `0195f0a0-0000-7000-8000-${String((sequence += 1)).padStart(12, '0')}`;

export const FUNNEL_ID = '0195f0a0-0000-7000-8000-0000000000f1';
export const NEW_COLUMN_ID = '0195f0a0-0000-7000-8000-0000000000b1';
export const TALKING_COLUMN_ID = '0195f0a0-0000-7000-8000-0000000000b2';

export function funnel(overrides: Partial<Funnel> = {}): Funnel {
  return {
    id: FUNNEL_ID,
    name: 'Funil de vendas',
    inboxId: INBOX_ID,
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}

export function lead(overrides: Partial<Lead> = {}): Lead {
  const id = overrides.id ?? nextId();
  const now = new Date().toISOString();
  return {
    id,
    funnelId: FUNNEL_ID,
    columnId: NEW_COLUMN_ID,
    channel: 'whatsapp',
    columnChangedAt: now,
    timeLimitDays: 3,
    showBadgeProgress: true,
    conversationId: null,
    lastInteraction: now,
    createdAt: now,
    updatedAt: now,
    person: { id: `person-${id}`, name: 'Carlos Pereira', email: null, phoneNumber: '5511987654321', imageUrl: null },
    user: null,
    tags: [],
    customFields: [],
    ...overrides,
  };
}

export function boardColumn(overrides: Partial<BoardColumn> = {}): BoardColumn {
  const leads = overrides.leads ?? [];
  return {
    id: NEW_COLUMN_ID,
    funnelId: FUNNEL_ID,
    name: 'Novo contato',
    color: 'blue',
    index: 0,
    timeLimitDays: 3,
    showBadgeProgress: true,
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: '2026-03-01T12:00:00.000Z',
    totalLeads: leads.length,
    leads,
    ...overrides,
  };
}
