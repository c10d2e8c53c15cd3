import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FAST_MESSAGES,
  fillFastMessagePlaceholders,
  ZConversationTagsBody,
  ZCreateFastMessageBody,
  ZCreateNoteBody,
  ZCreateTagBody,
  ZFinishConversationBody,
} from '../index';

const INBOX = '018f0000-0000-7000-8000-000000000001';
const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0].message;

describe('quick-reply placeholders', () => {
  it('fills the client first name, full name and the attendant name', () => {
    const text = 'Olá, {primeiro_nome}! Aqui é {nome_atendente}, falo com {nome_cliente}?';
    expect(fillFastMessagePlaceholders(text, { clientName: '  Maria  das Dores ', attendantName: 'Dr. Paulo' })).toBe('Olá, Maria! Aqui é Dr. Paulo, falo com Maria das Dores?');
  });

  it('drops a placeholder whose name is unknown with its leading comma or space', () => {
    expect(fillFastMessagePlaceholders('Olá, {primeiro_nome}!', { clientName: null, attendantName: null })).toBe('Olá!');
    expect(fillFastMessagePlaceholders('Prezado(a) {nome_cliente}, recebemos.', { clientName: '', attendantName: null })).toBe('Prezado(a), recebemos.');
    expect(fillFastMessagePlaceholders('{nome_cliente}', { clientName: null, attendantName: null })).toBe('');
  });

  it('ships five templates and four closing messages, each with a placeholder', () => {
    expect(DEFAULT_FAST_MESSAGES.filter((template) => template.kind === 'template')).toHaveLength(5);
    expect(DEFAULT_FAST_MESSAGES.filter((template) => template.kind === 'closing')).toHaveLength(4);
    for (const template of DEFAULT_FAST_MESSAGES) expect(template.content).toMatch(/\{(primeiro_nome|nome_cliente)\}/);
  });
});

describe('tags, quick replies, notes and finishing', () => {
  it('validates tags with the spec messages and the default colour', () => {
    expect(ZCreateTagBody.parse({ name: ' Família ', inboxId: INBOX, modules: ['conversas'] })).toMatchObject({ name: 'Família', color: '#0296F9' });
    expect(firstMessage(ZCreateTagBody.safeParse({ name: '', inboxId: INBOX, modules: ['conversas'] }))).toBe('Nome da etiqueta é obrigatório');
    expect(firstMessage(ZCreateTagBody.safeParse({ name: 'A', color: '#12345', inboxId: INBOX, modules: ['conversas'] }))).toBe('Cor da etiqueta é obrigatório');
    expect(firstMessage(ZCreateTagBody.safeParse({ name: 'A', inboxId: INBOX, modules: [] }))).toBe('Módulo da etiqueta é obrigatório');
    expect(firstMessage(ZConversationTagsBody.safeParse({ conversationId: INBOX, tagIds: [] }))).toBe('Selecione pelo menos uma etiqueta');
  });

  it('asks for every quick-reply field and accepts one tag id or a list', () => {
    expect(firstMessage(ZCreateFastMessageBody.safeParse({ title: 'Oi', inboxId: INBOX }))).toBe('Preencha todos os campos');
    expect(ZCreateFastMessageBody.parse({ title: 'Oi', content: 'Olá', inboxId: INBOX, tagId: INBOX }).tagId).toEqual([INBOX]);
  });

  it('refuses an empty note and a quick-reply finish without the reply', () => {
    expect(firstMessage(ZCreateNoteBody.safeParse({ conversationId: INBOX, note: '  ' }))).toBe('A nota não pode ficar vazia');
    expect(firstMessage(ZFinishConversationBody.safeParse({ mode: 'quick-reply' }))).toBe('Selecione uma resposta rápida');
    expect(ZFinishConversationBody.parse({ mode: 'evaluation' })).toEqual({ mode: 'evaluation' });
  });
});
