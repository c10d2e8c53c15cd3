import { describe, expect, it } from 'vitest';
import {
  normalizePhoneDigits,
  ZCreateIntegrationBody,
  ZCreatePersonBody,
  ZListConversationsQuery,
  ZSendMessageFields,
  ZSimulatorSendBody,
} from '../index';

const INBOX = '018f0000-0000-7000-8000-000000000001';
const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0].message;

describe('messaging contracts', () => {
  it('stores phones as digits with the 55 prefix added to national numbers', () => {
    expect(normalizePhoneDigits('(11) 9 8765-4321')).toBe('5511987654321');
    expect(normalizePhoneDigits('1133334444')).toBe('551133334444');
    expect(normalizePhoneDigits('+55 55 99999-8888')).toBe('5555999998888');
  });

  it('validates a contact with the spec messages', () => {
    expect(ZCreatePersonBody.parse({ name: 'Maria Souza', phoneNumber: '11 98765-4321', inboxId: INBOX, email: '' })).toMatchObject({
      phoneNumber: '5511987654321',
      email: null,
      tags: [],
      isBlocked: false,
    });
    expect(firstMessage(ZCreatePersonBody.safeParse({ name: 'Ana', phoneNumber: '11987654321', inboxId: INBOX }))).toBe('O campo precisa de pelo menos 4 caracteres');
    expect(firstMessage(ZCreatePersonBody.safeParse({ name: 'Ana Maria', phoneNumber: '119876', inboxId: INBOX }))).toBe('O telefone precisa de pelo menos 10 caracteres');
    expect(firstMessage(ZCreatePersonBody.safeParse({ name: 'Ana Maria', phoneNumber: '11987654321' }))).toBe('O campo é obrigatório');
  });

  it('reads the conversation list query as the screen sends it', () => {
    const query = ZListConversationsQuery.parse({ inboxId: INBOX, tags: `${INBOX}, ${INBOX}`, showOnlyUnread: 'true' });
    expect(query).toMatchObject({ page: 1, limit: 50, status: 'ALL', showOnlyUnread: true, tags: [INBOX, INBOX] });
    expect(ZListConversationsQuery.safeParse({ inboxId: INBOX, limit: '101' }).success).toBe(false);
  });

  it('treats empty multipart fields as absent', () => {
    expect(ZSendMessageFields.parse({ conversationId: INBOX, message: 'Oi', replyMessageId: '', type: '' })).toEqual({ conversationId: INBOX, message: 'Oi' });
  });

  it('names the device fields the spec names', () => {
    expect(firstMessage(ZCreateIntegrationBody.safeParse({ name: ' ', inboxId: INBOX }))).toBe('Nome da integração é obrigatório');
    expect(firstMessage(ZCreateIntegrationBody.safeParse({ name: 'Recepção' }))).toBe('Workspace é obrigatório');
    expect(ZCreateIntegrationBody.parse({ name: 'Recepção', inboxId: INBOX })).toMatchObject({ channel: 'LITE_WHATSAPP' });
  });

  it('needs text or a file from the simulated phone', () => {
    expect(firstMessage(ZSimulatorSendBody.safeParse({ integrationId: INBOX, from: '11987654321' }))).toBe('Informe uma mensagem ou um arquivo');
  });
});
