import type { Tag } from '@balcao/contracts';
import { INBOX_ID } from '../../../test/fixtures';

let sequence = 0;
const nextTagId = () => `0195f0a0-0000-7000-8000-${String((sequence += 1)).padStart(12, 'e')}`;

export function tag(overrides: Partial<Tag> = {}): Tag {
  return {
    id: nextTagId(),
    inboxId: INBOX_ID,
    name: 'Trabalhista',
    color: '#0296F9',
    modules: ['conversas', 'pessoas'],
    createdAt: '2025-03-05T12:00:00.000Z',
    updatedAt: '2025-03-05T12:00:00.000Z',
    ...overrides,
  };
}
