import type { ActiveUser } from '@balcao/contracts';

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
    permissions: [],
    notificationSound: 'pop.mp3',
    imageUrl: null,
    roleId: 'role-1',
    createdAt: '2025-03-05T12:00:00.000Z',
    subscription: { id: 'sub-1', name: 'Plano Essencial', isActive: true },
    ...overrides,
  };
}
