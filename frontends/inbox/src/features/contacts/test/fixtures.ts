import type { PeopleList, Person } from '@balcao/contracts';
import { INBOX_ID } from '../../../test/fixtures';

let sequence = 0;
const nextPersonId = () => `0195f0a0-0000-7000-8000-${String((sequence += 1)).padStart(12, 'f')}`;

export function person(overrides: Partial<Person> = {}): Person {
  return {
    id: nextPersonId(),
    inboxId: INBOX_ID,
    name: 'Carlos Pereira',
    phoneNumber: '5511912345678',
    email: null,
    document: null,
    isBlocked: false,
    allowedSearch: true,
    tags: [],
    imageUrl: null,
    lastMessageSentAt: null,
    conversationId: null,
    createdAt: '2025-03-05T12:00:00.000Z',
    updatedAt: '2025-03-05T12:00:00.000Z',
    user: null,
    blockedMessagesCount: 0,
    ...overrides,
  };
}

export const peoplePage = (data: Person[], { total = data.length, totalPages = 1 } = {}): PeopleList => ({
  data,
  totalItems: total,
  totalResults: total,
  totalPages,
});
