import { describe, expect, it } from 'vitest';
import { CURRENT_USER_ID, message, OTHER_USER_ID, ownMessage } from '../../../test/fixtures';
import {
  canDeleteMessage,
  canReplyToMessage,
  copyTargetOf,
  DELETE_WINDOW_MS,
  messageActionsFor,
  messagePreviewText,
} from './message-rules';

const now = Date.parse('2025-03-05T12:00:00.000Z');
const hoursAgo = (hours: number) => new Date(now - hours * 60 * 60 * 1000).toISOString();
const colleague = { id: OTHER_USER_ID, name: 'Bruno Lima', imageUrl: null, isAgent: false };

describe('deleting a message (spec 1 §5)', () => {
  it('is offered for own messages younger than 48 hours', () => {
    expect(canDeleteMessage(ownMessage({ messageAt: hoursAgo(1) }), CURRENT_USER_ID, now)).toBe(true);
    expect(canDeleteMessage(ownMessage({ messageAt: hoursAgo(47.9) }), CURRENT_USER_ID, now)).toBe(true);
  });

  it('is not offered from 48 hours on', () => {
    expect(DELETE_WINDOW_MS).toBe(48 * 60 * 60 * 1000);
    expect(canDeleteMessage(ownMessage({ messageAt: hoursAgo(48) }), CURRENT_USER_ID, now)).toBe(false);
    expect(canDeleteMessage(ownMessage({ messageAt: hoursAgo(72) }), CURRENT_USER_ID, now)).toBe(false);
  });

  it("is not offered for the client's, a colleague's or the AI agent's messages", () => {
    expect(canDeleteMessage(message({ messageAt: hoursAgo(1) }), CURRENT_USER_ID, now)).toBe(false);
    expect(canDeleteMessage(ownMessage({ messageAt: hoursAgo(1), user: colleague }), CURRENT_USER_ID, now)).toBe(false);
    const agent = { id: 'agent-1', name: 'Lia', imageUrl: null, isAgent: true };
    expect(canDeleteMessage(ownMessage({ messageAt: hoursAgo(1), user: agent }), CURRENT_USER_ID, now)).toBe(false);
  });

  it('is not offered twice, nor for a message still being sent', () => {
    expect(canDeleteMessage(ownMessage({ messageAt: hoursAgo(1), metadata: { isDeleted: true } }), CURRENT_USER_ID, now)).toBe(false);
    expect(canDeleteMessage(ownMessage({ id: 'local:abc', messageAt: hoursAgo(0), status: 'PENDING' }), CURRENT_USER_ID, now)).toBe(false);
  });
});

describe('replying to a message (spec 1 §5)', () => {
  it('is offered only in human attendance', () => {
    const inbound = message();
    expect(canReplyToMessage(inbound, 'HUMAN_INTERACTIVE', CURRENT_USER_ID)).toBe(true);
    expect(canReplyToMessage(inbound, 'ROBOT_INTERACTIVE', CURRENT_USER_ID)).toBe(false);
    expect(canReplyToMessage(inbound, 'WAITING_HUMAN', CURRENT_USER_ID)).toBe(false);
    expect(canReplyToMessage(inbound, 'INACTIVE', CURRENT_USER_ID)).toBe(false);
  });

  it("is not offered for the user's own messages, but is for a colleague's", () => {
    expect(canReplyToMessage(ownMessage(), 'HUMAN_INTERACTIVE', CURRENT_USER_ID)).toBe(false);
    expect(canReplyToMessage(ownMessage({ user: colleague }), 'HUMAN_INTERACTIVE', CURRENT_USER_ID)).toBe(true);
  });

  it('is not offered for deleted messages', () => {
    expect(canReplyToMessage(message({ metadata: { isDeleted: true } }), 'HUMAN_INTERACTIVE', CURRENT_USER_ID)).toBe(false);
  });
});

describe('the message menu', () => {
  it('copies text and offers the link of files', () => {
    expect(copyTargetOf(message({ content: 'Segue o contrato' }))).toEqual({ kind: 'text', value: 'Segue o contrato' });
    expect(copyTargetOf(message({ type: 'document', content: null, fileUrl: '/api/media/a.pdf?sig=1' }))).toEqual({
      kind: 'link',
      value: '/api/media/a.pdf?sig=1',
    });
    expect(copyTargetOf(message({ metadata: { isDeleted: true }, content: null }))).toBeNull();
  });

  it('lists Copiar, Responder and Apagar as the rules allow', () => {
    const inbound = message({ messageAt: hoursAgo(1) });
    const own = ownMessage({ messageAt: hoursAgo(1) });
    expect(messageActionsFor(inbound, 'HUMAN_INTERACTIVE', CURRENT_USER_ID, now)).toEqual(['copy', 'reply']);
    expect(messageActionsFor(inbound, 'ROBOT_INTERACTIVE', CURRENT_USER_ID, now)).toEqual(['copy']);
    expect(messageActionsFor(own, 'HUMAN_INTERACTIVE', CURRENT_USER_ID, now)).toEqual(['copy', 'delete']);
    const image = message({ type: 'image', content: null, fileUrl: '/api/media/x.jpg' });
    expect(messageActionsFor(image, 'HUMAN_INTERACTIVE', CURRENT_USER_ID, now)).toEqual(['copy-link', 'reply']);
  });

  it('describes files without text by their kind or name', () => {
    expect(messagePreviewText(message({ type: 'audio', content: null }))).toBe('Áudio');
    expect(messagePreviewText(message({ type: 'document', content: null, metadata: { fileName: 'procuracao.pdf' } }))).toBe('procuracao.pdf');
    expect(messagePreviewText(message({ metadata: { isDeleted: true } }))).toBe('Mensagem apagada');
  });
});
