import type { User } from '@balcao/contracts';
import { CURRENT_USER_ID, INBOX_ID, OFFICE_ID, OTHER_USER_ID } from '../../../test/fixtures';

export function attendant(overrides: Partial<User> = {}): User {
  return {
    id: OTHER_USER_ID,
    name: 'Bruno Lima',
    email: 'bruno@escritorio.com.br',
    contact: null,
    document: null,
    imageUrl: null,
    roleId: 'role-2',
    role: { id: 'role-2', name: 'Atendente' },
    inboxes: [{ id: INBOX_ID, name: 'Principal' }],
    officeId: OFFICE_ID,
    notificationSound: 'pop.mp3',
    createdAt: '2025-03-05T12:00:00.000Z',
    ...overrides,
  };
}

export const THIRD_USER_ID = '0195f0a0-0000-7000-8000-0000000000c3';

/** Ana (signed in, holding the conversation), Bruno and Carla. */
export const team = (): User[] => [
  attendant({ id: CURRENT_USER_ID, name: 'Ana Souza', email: 'ana@escritorio.com.br' }),
  attendant(),
  attendant({ id: THIRD_USER_ID, name: 'Carla Dias', email: 'carla@escritorio.com.br' }),
];

export const userPage = (data: User[]) => ({ data, totalItems: data.length, totalResults: data.length, totalPages: 1 });
