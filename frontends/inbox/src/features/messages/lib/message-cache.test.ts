import type { ConversationDetail, Message } from '@balcao/contracts';
import { describe, expect, it } from 'vitest';
import { conversation, message, ownMessage } from '../../../test/fixtures';
import type { ConversationPages } from '../api/get-conversation';
import { applySummaryToPages, messagesOf, upsertMessageInPages } from './message-cache';

const summary = conversation({ id: 'conversation-1' });
const detail = (messages: Message[], nextCursor: string | null): ConversationDetail => ({ ...summary, messages, nextCursor });

const older = [message({ content: 'a', messageAt: '2025-03-01T10:00:00.000Z' }), message({ content: 'b', messageAt: '2025-03-01T11:00:00.000Z' })];
const newer = [message({ content: 'c', messageAt: '2025-03-05T10:00:00.000Z' }), message({ content: 'd', messageAt: '2025-03-05T11:00:00.000Z' })];
const pages = (cursor: string | null = null): ConversationPages => ({
  pages: [detail(newer, older[0].id), detail(older, cursor)],
  pageParams: [null, newer[0].id],
});

describe('message cache', () => {
  it('reads every loaded page oldest to newest', () => {
    expect(messagesOf(pages()).map((item) => item.content)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('appends a new message to the newest page', () => {
    const incoming = message({ content: 'e', messageAt: '2025-03-05T12:00:00.000Z' });
    expect(messagesOf(upsertMessageInPages(pages(), incoming)).map((item) => item.content)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('replaces a message by id (status ticks, deletion) wherever it is', () => {
    const read = { ...older[1], status: 'READ' as const };
    const next = upsertMessageInPages(pages(), read);
    expect(next?.pages[1].messages[1].status).toBe('READ');
    expect(messagesOf(next)).toHaveLength(4);
  });

  it('keeps time order when a message arrives late', () => {
    const late = ownMessage({ content: 'c2', messageAt: '2025-03-05T10:30:00.000Z' });
    expect(messagesOf(upsertMessageInPages(pages(), late)).map((item) => item.content)).toEqual(['a', 'b', 'c', 'c2', 'd']);
  });

  it('leaves a message older than everything loaded to paging', () => {
    const ancient = message({ content: 'z', messageAt: '2025-01-01T00:00:00.000Z' });
    const withMore = pages('cursor-older');
    expect(upsertMessageInPages(withMore, ancient)).toBe(withMore);
  });

  it('carries a newer summary into the detail', () => {
    const human = { ...summary, status: 'HUMAN_INTERACTIVE' as const, user: { id: 'u1', name: 'Ana Souza' } };
    const next = applySummaryToPages(pages(), human);
    expect(next?.pages[0]).toMatchObject({ status: 'HUMAN_INTERACTIVE', user: { name: 'Ana Souza' } });
    expect(next?.pages[0].messages).toBe(newer);
  });
});
