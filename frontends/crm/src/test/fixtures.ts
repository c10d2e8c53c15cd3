import { testActiveUser, TEST_OFFICE_ID, TEST_INBOX_ID, TEST_USER_ID } from '@balcao/ui/testing';
import type { ActiveUser, BoardColumn, Funnel, Lead } from '@balcao/contracts';

export const OFFICE_ID = TEST_OFFICE_ID;
export const INBOX_ID = TEST_INBOX_ID;
export const CURRENT_USER_ID = TEST_USER_ID;

export function activeUser(overrides: Partial<ActiveUser> = {}): ActiveUser {
  return testActiveUser({ permissions: ['view:crm'], ...overrides });
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
