import { describe, expect, it } from 'vitest';
import { CURRENT_USER_ID, message, ownMessage } from '../../../test/fixtures';
import { buildLocalMessage, mergeOutbox, signedText, type OutboxEntry, type SendDraft } from './outbox';

const sender = { id: CURRENT_USER_ID, name: 'Ana Souza', imageUrl: null };
const textDraft = (text: string, extra: Partial<SendDraft> = {}): SendDraft => ({
  text,
  file: null,
  fileName: null,
  type: 'text',
  replyTo: null,
  showResponsibleName: false,
  ...extra,
});

function entry(draft: SendDraft, baseline: string[] = []): OutboxEntry {
  const key = `key-${Math.random()}`;
  const local = buildLocalMessage({ idempotencyKey: key, conversationId: 'conversation-1', draft, sender, now: new Date(), fileUrl: null });
  return { localId: local.id, conversationId: 'conversation-1', idempotencyKey: key, createdAt: Date.now(), draft, message: local, baselineIds: new Set(baseline) };
}

describe('the optimistic message', () => {
  it('shows as PENDING from the user, with the reply it answers', () => {
    const local = buildLocalMessage({
      idempotencyKey: 'k1',
      conversationId: 'c1',
      draft: textDraft(' Bom dia \n', { replyTo: { id: 'm9' } }),
      sender,
      now: new Date('2025-03-05T12:00:00.000Z'),
      fileUrl: null,
    });
    expect(local).toMatchObject({
      id: 'local:k1',
      status: 'PENDING',
      direction: 'OUTBOUND',
      content: 'Bom dia',
      user: { id: CURRENT_USER_ID },
      metadata: { quotedMessageId: 'm9' },
    });
  });

  it('is signed like the server signs it', () => {
    expect(signedText('Olá', 'Ana Souza', true)).toBe('*Ana Souza*:\nOlá');
    expect(signedText('Olá', 'Ana Souza', false)).toBe('Olá');
  });
});

describe('mergeOutbox', () => {
  it('appends sends the server has not echoed yet', () => {
    const server = [message({ content: 'Oi' })];
    const pending = entry(textDraft('Bom dia'), server.map((item) => item.id));
    expect(mergeOutbox(server, [pending]).map((item) => item.id)).toEqual([server[0].id, pending.localId]);
  });

  it('hides a send once its stored copy arrived (realtime before the HTTP answer), one copy each', () => {
    const before = [message({ content: 'Oi' })];
    const a = entry(textDraft('ok'), before.map((item) => item.id));
    const b = entry(textDraft('ok'), before.map((item) => item.id));
    const echo = ownMessage({ content: 'ok' });
    const merged = mergeOutbox([...before, echo], [a, b]);
    expect(merged.map((item) => item.id)).toEqual([before[0].id, echo.id, b.localId]);
  });

  it('does not take an older identical message for the echo', () => {
    const old = ownMessage({ content: 'ok' });
    const pending = entry(textDraft('ok'), [old.id]);
    expect(mergeOutbox([old], [pending]).map((item) => item.id)).toEqual([old.id, pending.localId]);
  });

  it("does not take a colleague's message for the echo", () => {
    const colleague = ownMessage({ content: 'ok', user: { id: 'someone-else', name: 'Bruno', imageUrl: null, isAgent: false } });
    const pending = entry(textDraft('ok'));
    expect(mergeOutbox([colleague], [pending])).toHaveLength(2);
  });
});
