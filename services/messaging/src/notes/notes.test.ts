import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationDetail, ConversationList, ConversationSummary, Note } from '@balcao/contracts';
import { startMessagingTestApp, type MessagingTestApp, type TestUser } from '../testing/messaging-test-app';

describe('internal notes', () => {
  let t: MessagingTestApp;
  let owner: TestUser;
  let attendant: TestUser;
  let device: { integrationId: string };
  let conversation: ConversationSummary;

  const addNote = (payload: Record<string, unknown>, as = attendant) => t.call({ method: 'POST', url: '/api/conversation/note', as, payload });
  const notesOf = (conversationId: string, as = owner) => t.expectOk<Note[]>({ url: '/api/conversation/notes', as, query: { conversationId } });

  beforeAll(async () => {
    t = await startMessagingTestApp();
    owner = await t.signUpOffice();
    attendant = await t.addAttendant(owner);
    device = await t.connectDevice(owner);
    await t.clientSays(device.integrationId, '11940001000', 'Quero revisar minha aposentadoria');
    [conversation] = (await t.expectOk<ConversationList>({ url: '/api/conversation', as: owner, query: { inboxId: owner.inboxId } })).data;
  });
  afterAll(async () => t?.close());

  it('writes notes, lists them newest first and counts them in the summary', async () => {
    expect(conversation.notesCount).toBe(0);
    const first = await addNote({ conversationId: conversation.id, note: '  Cliente trouxe o CNIS.  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json<Note>()).toMatchObject({ conversationId: conversation.id, content: 'Cliente trouxe o CNIS.', user: { id: attendant.userId, name: 'Ana Atendente' } });
    await addNote({ conversationId: conversation.id, note: 'Agendar perícia.' }, owner);

    const notes = await notesOf(conversation.id);
    expect(notes.map((note) => [note.content, note.user.name])).toEqual([
      ['Agendar perícia.', 'Maria Souza'],
      ['Cliente trouxe o CNIS.', 'Ana Atendente'],
    ]);
    expect(notes[0].createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const [summary] = (await t.expectOk<ConversationList>({ url: '/api/conversation', as: owner, query: { inboxId: owner.inboxId } })).data;
    expect(summary.notesCount).toBe(2);
    expect((await t.expectOk<ConversationDetail>({ url: `/api/conversation/${conversation.id}`, as: owner })).notesCount).toBe(2);

    const added = (await t.eventsOf('balcao.messaging.note.added')).map((event) => event.payload);
    expect(added[0]).toMatchObject({ conversationId: conversation.id, note: { content: 'Cliente trouxe o CNIS.' } });
    const changed = (await t.eventsOf('balcao.messaging.conversation.changed')).filter((event) => event.payload.conversation.id === conversation.id);
    expect(changed.at(-1)?.payload.conversation.notesCount).toBe(2);
  });

  it('never sends a note to the client', async () => {
    await addNote({ conversationId: conversation.id, note: 'Nota só para a equipe' });
    const phone = await t.phoneChat(device.integrationId, '5511940001000');
    expect(phone.map((message) => message.text)).not.toContain('Nota só para a equipe');
    const detail = await t.expectOk<ConversationDetail>({ url: `/api/conversation/${conversation.id}`, as: owner });
    expect(detail.messages.map((message) => message.content)).toEqual(['Quero revisar minha aposentadoria']);
  });

  it('refuses an empty or too long note', async () => {
    const blank = await addNote({ conversationId: conversation.id, note: '   ' });
    expect(blank.json()).toMatchObject({ statusCode: 400, message: 'A nota não pode ficar vazia', field: 'note' });
    expect((await addNote({ conversationId: conversation.id })).json().message).toBe('A nota não pode ficar vazia');
    const long = await addNote({ conversationId: conversation.id, note: 'a'.repeat(5001) });
    expect(long.json()).toMatchObject({ statusCode: 400, message: 'A nota pode ter no máximo 5000 caracteres' });
    expect((await addNote({ note: 'Sem conversa' })).json()).toMatchObject({ statusCode: 400, field: 'conversationId' });
    expect((await t.call({ url: '/api/conversation/notes', as: owner })).json()).toMatchObject({ statusCode: 400, field: 'conversationId' });
  });

  it('hides notes from another office and another workspace', async () => {
    const otherOffice = await t.signUpOffice('Outro Escritório');
    const secondInbox = await t.addInbox(owner);
    const outsider = await t.addAttendant(owner, [secondInbox], 'Bruno Outro');
    for (const as of [otherOffice, outsider]) {
      expect((await t.call({ url: '/api/conversation/notes', as, query: { conversationId: conversation.id } })).statusCode).toBe(404);
      expect((await addNote({ conversationId: conversation.id, note: 'Invasão' }, as)).statusCode).toBe(404);
    }
    expect((await notesOf(conversation.id)).map((note) => note.content)).not.toContain('Invasão');
    expect((await t.call({ url: '/api/conversation/notes', query: { conversationId: conversation.id } })).statusCode).toBe(401);
  });
});
