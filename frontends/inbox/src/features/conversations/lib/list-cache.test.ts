import type { ConversationList } from '@balcao/contracts';
import { describe, expect, it } from 'vitest';
import { conversation, DEVICE_ID, INBOX_ID, message, OTHER_DEVICE_ID, ownMessage, page } from '../../../test/fixtures';
import type { ConversationListFilter } from './conversation-filters';
import { applyListUpdate, applyMessageToList, markReadInList } from './list-cache';

const all: ConversationListFilter = { inboxId: INBOX_ID, integrationId: DEVICE_ID, status: 'ALL' };
const ids = (list: ConversationList | undefined) => list?.data.map((item) => item.id);

const first = conversation({ id: 'c1', lastMessageAt: '2025-03-05T12:00:00.000Z' });
const second = conversation({ id: 'c2', lastMessageAt: '2025-03-05T11:00:00.000Z' });
const third = conversation({ id: 'c3', lastMessageAt: '2025-03-05T10:00:00.000Z', unreadCount: 2 });
const pinned = conversation({ id: 'p1', isFixed: true, lastMessageAt: '2025-03-01T10:00:00.000Z' });

describe('applyListUpdate (conversation:list:update)', () => {
  it('inserts a new conversation at the top, below the pinned ones, and counts it', () => {
    const list = page([pinned, first, second]);
    const created = conversation({ id: 'new', lastMessageAt: '2025-03-05T13:00:00.000Z' });
    const next = applyListUpdate(list, { kind: 'created', conversation: created }, all, null);
    expect(ids(next)).toEqual(['p1', 'new', 'c1', 'c2']);
    expect(next?.totalItems).toBe(4);
    expect(next?.totalResults).toBe(4);
  });

  it('moves a conversation with a newer last message to the top and replaces it in place otherwise', () => {
    const list = page([first, second, third]);
    const newer = { ...third, lastMessageAt: '2025-03-05T13:00:00.000Z', lastMessage: { content: 'Oi?', direction: 'INBOUND' as const, type: 'text' as const } };
    expect(ids(applyListUpdate(list, { kind: 'changed', conversation: newer }, all, null))).toEqual(['c3', 'c1', 'c2']);

    const retagged = { ...second, tags: [{ id: 't1', name: 'Trabalhista', color: '#0296F9' }] };
    const next = applyListUpdate(list, { kind: 'changed', conversation: retagged }, all, null);
    expect(ids(next)).toEqual(['c1', 'c2', 'c3']);
    expect(next?.data[1].tags).toHaveLength(1);
  });

  it('drops a conversation that no longer matches the tab or the device, and ignores others', () => {
    const list = page([first, second]);
    const tab: ConversationListFilter = { ...all, status: 'WAITING_HUMAN' };
    const taken = { ...first, status: 'HUMAN_INTERACTIVE' as const };
    const next = applyListUpdate(page([first, second]), { kind: 'changed', conversation: taken }, tab, null);
    expect(ids(next)).toEqual(['c2']);
    expect(next?.totalItems).toBe(1);

    const elsewhere = conversation({ id: 'x', integrationId: OTHER_DEVICE_ID });
    expect(applyListUpdate(list, { kind: 'created', conversation: elsewhere }, all, null)).toBe(list);
    const otherInbox = conversation({ id: 'y', inboxId: 'another-inbox' });
    expect(applyListUpdate(list, { kind: 'created', conversation: otherInbox }, all, null)).toBe(list);
  });

  it('does not add newcomers to a search result (the server decides what matches)', () => {
    const list = page([first]);
    const searching = { ...all, content: 'contrato' };
    expect(applyListUpdate(list, { kind: 'created', conversation: conversation({ id: 'z' }) }, searching, null)).toBe(list);
    const updated = { ...first, unreadCount: 3 };
    expect(applyListUpdate(list, { kind: 'changed', conversation: updated }, searching, null)?.data[0].unreadCount).toBe(3);
  });

  describe('with the drawer filters', () => {
    const urgent = { id: 't-urgent', name: 'Urgente', color: '#f5222d' };
    const labour = { id: 't-labour', name: 'Trabalhista', color: '#0296F9' };
    const ana = { id: 'u-ana', name: 'Ana Souza' };
    const later = '2025-03-06T09:00:00.000Z';

    it('inserts a live conversation only when it has one of the chosen tags', () => {
      const list = page([first]);
      const byTags: ConversationListFilter = { ...all, tags: [urgent.id, 't-other'] };
      const untagged = conversation({ id: 'n1', lastMessageAt: later });
      expect(applyListUpdate(list, { kind: 'created', conversation: untagged }, byTags, null)).toBe(list);
      const otherTag = conversation({ id: 'n2', lastMessageAt: later, tags: [labour] });
      expect(applyListUpdate(list, { kind: 'created', conversation: otherTag }, byTags, null)).toBe(list);
      const tagged = conversation({ id: 'n3', lastMessageAt: later, tags: [labour, urgent] });
      expect(ids(applyListUpdate(list, { kind: 'created', conversation: tagged }, byTags, null))).toEqual(['n3', 'c1']);
    });

    it('drops a conversation whose chosen tag was removed', () => {
      const tagged = { ...first, tags: [urgent] };
      const byTags: ConversationListFilter = { ...all, tags: [urgent.id] };
      const next = applyListUpdate(page([tagged, second]), { kind: 'changed', conversation: { ...tagged, tags: [] } }, byTags, null);
      expect(ids(next)).toEqual(['c2']);
    });

    it('inserts only conversations of the chosen responsible', () => {
      const list = page([first]);
      const byResponsible: ConversationListFilter = { ...all, userId: ana.id };
      const nobody = conversation({ id: 'n1', lastMessageAt: later });
      expect(applyListUpdate(list, { kind: 'created', conversation: nobody }, byResponsible, null)).toBe(list);
      const someoneElse = conversation({ id: 'n2', lastMessageAt: later, user: { id: 'u-bruno', name: 'Bruno' } });
      expect(applyListUpdate(list, { kind: 'changed', conversation: someoneElse }, byResponsible, null)).toBe(list);
      const hers = conversation({ id: 'n3', lastMessageAt: later, user: ana });
      expect(ids(applyListUpdate(list, { kind: 'changed', conversation: hers }, byResponsible, null))).toEqual(['n3', 'c1']);
    });

    it('inserts only unread conversations into an unread-only list', () => {
      const list = page([third]);
      const unreadOnly: ConversationListFilter = { ...all, showOnlyUnread: true };
      const read = conversation({ id: 'n1', lastMessageAt: later, unreadCount: 0 });
      expect(applyListUpdate(list, { kind: 'created', conversation: read }, unreadOnly, null)).toBe(list);
      const unread = conversation({ id: 'n2', lastMessageAt: later, unreadCount: 1 });
      expect(ids(applyListUpdate(list, { kind: 'created', conversation: unread }, unreadOnly, null))).toEqual(['n2', 'c3']);
    });

    it('does not bring the open conversation into an unread-only list, but keeps it there while it is read', () => {
      const unreadOnly: ConversationListFilter = { ...all, showOnlyUnread: true };
      const opened = conversation({ id: 'n1', lastMessageAt: later, unreadCount: 2 });
      const list = page([third]);
      expect(applyListUpdate(list, { kind: 'changed', conversation: opened }, unreadOnly, 'n1')).toBe(list);

      const reading = page([{ ...third, unreadCount: 0 }]);
      const answered = { ...third, unreadCount: 0, lastMessageAt: later };
      expect(ids(applyListUpdate(reading, { kind: 'changed', conversation: answered }, unreadOnly, 'c3'))).toEqual(['c3']);
      expect(ids(applyListUpdate(reading, { kind: 'changed', conversation: answered }, unreadOnly, null))).toEqual([]);
    });
  });

  it('keeps the open conversation at zero unread', () => {
    const list = page([first, second]);
    const changed = { ...second, unreadCount: 4, lastMessageAt: '2025-03-05T14:00:00.000Z' };
    const next = applyListUpdate(list, { kind: 'changed', conversation: changed }, all, 'c2');
    expect(next?.data[0]).toMatchObject({ id: 'c2', unreadCount: 0 });
  });

  it('removes deleted conversations and clears unread on read', () => {
    const list = page([first, second, third]);
    expect(ids(applyListUpdate(list, { kind: 'deleted', conversationId: 'c2' }, all, null))).toEqual(['c1', 'c3']);
    expect(applyListUpdate(list, { kind: 'deleted', conversationId: 'unknown' }, all, null)).toBe(list);
    expect(markReadInList(list, 'c3')?.data[2].unreadCount).toBe(0);
    expect(markReadInList(list, 'c1')).toBe(list);
  });

  it('pins and unpins', () => {
    const list = page([pinned, first, second]);
    const pinnedNow = { ...second, isFixed: true };
    expect(ids(applyListUpdate(list, { kind: 'changed', conversation: pinnedNow }, all, null))).toEqual(['c2', 'p1', 'c1']);
  });

  it('counts comings and goings into the exact totals, and leaves a capped total (a lower bound) as it is', () => {
    const exact = page([first, second]);
    const created = conversation({ id: 'new', lastMessageAt: '2025-03-06T00:00:00.000Z' });
    expect(applyListUpdate(exact, { kind: 'created', conversation: created }, all, null)).toMatchObject({ totalItems: 3, totalResults: 3, totalPages: 1 });
    expect(applyListUpdate(exact, { kind: 'deleted', conversationId: 'c1' }, all, null)).toMatchObject({ totalItems: 1, totalResults: 1, totalPages: 1 });
    expect(applyListUpdate(page([first]), { kind: 'deleted', conversationId: 'c1' }, all, null)).toMatchObject({ totalItems: 0, totalResults: 0, totalPages: 0 });

    const full = Array.from({ length: 100 }, (_, index) => conversation({ id: `m${index}` }));
    const capped: ConversationList = { data: full, totalItems: 1000, totalResults: 1000, totalPages: 10, totalIsCapped: true };
    const totals = { totalItems: 1000, totalResults: 1000, totalPages: 10, totalIsCapped: true };
    const grown = applyListUpdate(capped, { kind: 'created', conversation: created }, all, null);
    expect(grown?.data[0].id).toBe('new');
    expect(grown).toMatchObject(totals);
    const shrunk = applyListUpdate(capped, { kind: 'deleted', conversationId: 'm3' }, all, null);
    expect(shrunk?.data).toHaveLength(99);
    expect(shrunk).toMatchObject(totals);
    const left = applyListUpdate(capped, { kind: 'changed', conversation: { ...full[5], status: 'INACTIVE' } }, { ...all, status: 'WAITING_HUMAN' }, null);
    expect(left).toMatchObject(totals);
  });

  it('never grows past the 100-conversation cap', () => {
    const many = page(Array.from({ length: 100 }, (_, index) => conversation({ id: `m${index}` })));
    const next = applyListUpdate(many, { kind: 'created', conversation: conversation({ id: 'new', lastMessageAt: '2025-03-06T00:00:00.000Z' }) }, all, null);
    expect(next?.data).toHaveLength(100);
    expect(next?.data[0].id).toBe('new');
  });

  it('leaves an uncached list alone', () => {
    expect(applyListUpdate(undefined, { kind: 'created', conversation: first }, all, null)).toBeUndefined();
  });
});

describe('applyMessageToList (conversation:message)', () => {
  it("moves the conversation to the top with the client's message and raises its unread count", () => {
    const list = page([first, second, third]);
    const incoming = message({ conversationId: 'c3', content: 'Novidades do processo?', messageAt: '2025-03-05T13:00:00.000Z' });
    const next = applyMessageToList(list, { conversationId: 'c3', message: incoming }, null);
    expect(ids(next)).toEqual(['c3', 'c1', 'c2']);
    expect(next?.data[0]).toMatchObject({
      unreadCount: 3,
      lastMessageAt: '2025-03-05T13:00:00.000Z',
      lastMessage: { content: 'Novidades do processo?', direction: 'INBOUND', type: 'text' },
    });
  });

  it('does not raise the unread count of the open conversation nor for messages the office sent', () => {
    const list = page([first, second]);
    const incoming = message({ conversationId: 'c2', messageAt: '2025-03-05T13:00:00.000Z' });
    expect(applyMessageToList(list, { conversationId: 'c2', message: incoming }, 'c2')?.data[0].unreadCount).toBe(0);
    const sent = ownMessage({ conversationId: 'c2', messageAt: '2025-03-05T13:00:00.000Z' });
    const next = applyMessageToList(list, { conversationId: 'c2', message: sent }, null);
    expect(next?.data[0]).toMatchObject({ id: 'c2', unreadCount: 0, lastMessage: { direction: 'OUTBOUND' } });
  });

  it('changes nothing for a frame already applied, an older status update, a reaction or a failed send', () => {
    const list = page([first, third]);
    const same = message({ conversationId: 'c3', messageAt: third.lastMessageAt! });
    expect(applyMessageToList(list, { conversationId: 'c3', message: same }, null)).toBe(list);
    const older = ownMessage({ conversationId: 'c3', status: 'READ', messageAt: '2025-03-04T10:00:00.000Z' });
    expect(applyMessageToList(list, { conversationId: 'c3', message: older }, null)).toBe(list);
    const reaction = message({ conversationId: 'c3', type: 'reaction', content: '👍', messageAt: '2025-03-05T13:00:00.000Z' });
    expect(applyMessageToList(list, { conversationId: 'c3', message: reaction }, null)).toBe(list);
    const failed = ownMessage({ conversationId: 'c3', status: 'FAILED', messageAt: '2025-03-05T13:00:00.000Z' });
    expect(applyMessageToList(list, { conversationId: 'c3', message: failed }, null)).toBe(list);
  });

  it('applying the same frame twice counts it once', () => {
    const list = page([first, third]);
    const frame = { conversationId: 'c3', message: message({ conversationId: 'c3', messageAt: '2025-03-05T13:00:00.000Z' }) };
    const once = applyMessageToList(list, frame, null);
    expect(applyMessageToList(once, frame, null)).toBe(once);
    expect(once?.data[0].unreadCount).toBe(3);
  });

  it('ignores conversations the list does not hold', () => {
    const list = page([first]);
    expect(applyMessageToList(list, { conversationId: 'other', message: message({ messageAt: '2025-03-06T00:00:00.000Z' }) }, null)).toBe(list);
  });
});

describe('one client, one row (SPEC-DECISIONS)', () => {
  it("takes the contact's finished conversation out when a new one with the same device arrives", () => {
    const finished = conversation({ id: 'old', personId: 'lia', status: 'INACTIVE', lastMessageAt: '2025-03-05T09:00:00.000Z' });
    const otherDevice = conversation({ id: 'elsewhere', personId: 'lia', integrationId: OTHER_DEVICE_ID, status: 'INACTIVE', lastMessageAt: '2025-03-05T08:00:00.000Z' });
    const list = page([first, finished, otherDevice]);
    const reopened = conversation({ id: 'new', personId: 'lia', status: 'ROBOT_INTERACTIVE', lastMessageAt: '2025-03-05T13:00:00.000Z' });
    const next = applyListUpdate(list, { kind: 'created', conversation: reopened }, { ...all, integrationId: undefined }, null);
    expect(ids(next)).toEqual(['new', 'c1', 'elsewhere']);
    expect(next?.totalItems).toBe(3);
  });

  it("keeps the 'Abertas' tab (OPEN) to conversations not finished", () => {
    const open: ConversationListFilter = { ...all, status: 'OPEN' };
    const list = page([first, second]);
    const finished = { ...second, status: 'INACTIVE' as const };
    expect(ids(applyListUpdate(list, { kind: 'changed', conversation: finished }, open, null))).toEqual(['c1']);
    const robot = conversation({ id: 'r1', status: 'ROBOT_INTERACTIVE', lastMessageAt: '2025-03-05T13:00:00.000Z' });
    expect(ids(applyListUpdate(list, { kind: 'created', conversation: robot }, open, null))).toEqual(['r1', 'c1', 'c2']);
  });
});
