import type { ActiveUser } from '@balcao/contracts';

export const TEST_OFFICE_ID = '0195f0a0-0000-7000-8000-000000000001';
export const TEST_INBOX_ID = '0195f0a0-0000-7000-8000-0000000000a1';
export const TEST_USER_ID = '0195f0a0-0000-7000-8000-0000000000c1';

/** The signed-in user of a screen test: Ana Souza of 'Souza Advocacia', in one workspace, with no permission unless given. */
export function testActiveUser(overrides: Partial<ActiveUser> = {}): ActiveUser {
  return {
    id: TEST_USER_ID,
    name: 'Ana Souza',
    email: 'ana@escritorio.com.br',
    document: null,
    contact: null,
    officeId: TEST_OFFICE_ID,
    lastInboxUsed: TEST_INBOX_ID,
    inboxes: [{ id: TEST_INBOX_ID, name: 'Principal' }],
    office: { id: TEST_OFFICE_ID, name: 'Souza Advocacia', inOnboarding: false },
    permissions: [],
    notificationSound: 'pop.mp3',
    imageUrl: null,
    roleId: 'role-1',
    isManager: false,
    createdAt: '2025-03-05T12:00:00.000Z',
    subscription: { id: 'sub-1', name: 'Plano Essencial', isActive: true, isTrial: false, planId: 'essencial-anual', limits: null },
    ...overrides,
  };
}
