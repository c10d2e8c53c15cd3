import { testActiveUser, TEST_OFFICE_ID, TEST_USER_ID } from '@balcao/ui/testing';
import type { ActiveUser, Inbox, Permission, Role, User } from '@balcao/contracts';
import { PERMISSIONS } from '@balcao/contracts';

export const OFFICE_ID = TEST_OFFICE_ID;
export const INBOX_MAIN = { id: '0195f0a0-0000-7000-8000-0000000000a1', name: 'Principal' };
export const INBOX_LABOR = { id: '0195f0a0-0000-7000-8000-0000000000a2', name: 'Trabalhista' };
export const MANAGER_ROLE_ID = '0195f0a0-0000-7000-8000-0000000000b1';
export const ATTENDANT_ROLE_ID = '0195f0a0-0000-7000-8000-0000000000b2';
export const CURRENT_USER_ID = TEST_USER_ID;
export const OTHER_USER_ID = '0195f0a0-0000-7000-8000-0000000000c2';

const ALL_CODES = PERMISSIONS.map((permission) => permission.code);

export const permissionCatalogue: Permission[] = PERMISSIONS.map(({ code, name }) => ({ id: code, code, name }));

/** Ana Souza, the office's Gestor. */
export function activeUser(overrides: Partial<ActiveUser> = {}): ActiveUser {
  return testActiveUser({ lastInboxUsed: INBOX_MAIN.id, inboxes: [INBOX_MAIN, INBOX_LABOR], permissions: ALL_CODES, roleId: MANAGER_ROLE_ID, isManager: true, ...overrides });
}

/** Bruno Lima, an attendant of the same office (profile Atendente, no permission). */
export function attendantUser(overrides: Partial<ActiveUser> = {}): ActiveUser {
  return testActiveUser({
    id: OTHER_USER_ID,
    name: 'Bruno Lima',
    email: 'bruno@escritorio.com.br',
    lastInboxUsed: INBOX_LABOR.id,
    inboxes: [INBOX_LABOR],
    permissions: [],
    roleId: ATTENDANT_ROLE_ID,
    isManager: false,
    ...overrides,
  });
}

export const roles: Role[] = [
  {
    id: MANAGER_ROLE_ID,
    name: 'Gestor',
    permissions: permissionCatalogue,
    isProtected: true,
    usersCount: 1,
    createdAt: '2025-03-05T12:00:00.000Z',
  },
  {
    id: ATTENDANT_ROLE_ID,
    name: 'Atendente',
    permissions: [],
    isProtected: false,
    usersCount: 1,
    createdAt: '2025-03-05T12:00:00.000Z',
  },
];

export const inboxes: Inbox[] = [
  { ...INBOX_MAIN, officeId: OFFICE_ID, createdAt: '2025-03-05T12:00:00.000Z' },
  { ...INBOX_LABOR, officeId: OFFICE_ID, createdAt: '2025-04-10T15:30:00.000Z' },
];

export const users: User[] = [
  {
    id: CURRENT_USER_ID,
    name: 'Ana Souza',
    email: 'ana@escritorio.com.br',
    contact: null,
    document: null,
    imageUrl: null,
    roleId: MANAGER_ROLE_ID,
    role: { id: MANAGER_ROLE_ID, name: 'Gestor' },
    inboxes: [INBOX_MAIN, INBOX_LABOR],
    officeId: OFFICE_ID,
    notificationSound: 'pop.mp3',
    createdAt: '2025-03-05T12:00:00.000Z',
  },
  {
    id: OTHER_USER_ID,
    name: 'Bruno Lima',
    email: 'bruno@escritorio.com.br',
    contact: '5511987654321',
    document: null,
    imageUrl: null,
    roleId: ATTENDANT_ROLE_ID,
    role: { id: ATTENDANT_ROLE_ID, name: 'Atendente' },
    inboxes: [INBOX_LABOR],
    officeId: OFFICE_ID,
    notificationSound: 'pop.mp3',
    createdAt: '2025-04-12T09:00:00.000Z',
  },
];

export const userPage = (data: User[]) => ({
  data,
  totalItems: data.length,
  totalResults: data.length,
  totalPages: 1,
});
