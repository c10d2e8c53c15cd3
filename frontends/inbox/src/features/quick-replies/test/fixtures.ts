import type { FastMessage } from '@balcao/contracts';
import { INBOX_ID } from '../../../test/fixtures';

let sequence = 0;
const nextReplyId = () => `0195f0a0-0000-7000-8000-${String((sequence += 1)).padStart(12, 'b')}`;

export function fastMessage(overrides: Partial<FastMessage> = {}): FastMessage {
  return {
    id: nextReplyId(),
    inboxId: INBOX_ID,
    title: 'Boas-vindas',
    content: 'Olá, {primeiro_nome}! Sou {nome_atendente}, do escritório.',
    tagId: [],
    tags: [],
    templateKey: null,
    preview: null,
    createdAt: '2025-03-05T12:00:00.000Z',
    updatedAt: '2025-03-05T12:00:00.000Z',
    ...overrides,
  };
}
