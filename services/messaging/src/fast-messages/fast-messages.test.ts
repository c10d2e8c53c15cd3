import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { authEvents, DEFAULT_FAST_MESSAGES, subjectOf, type ConversationList, type ConversationSummary, type FastMessage, type Message, type Tag } from '@balcao/contracts';
import { TEST_NATS_URL } from '@balcao/service-kit/testing';
import { connect, JSONCodec } from 'nats';
import { v7 as uuidv7 } from 'uuid';
import { fastMessages, handledEvents } from '../db/schema';
import { startMessagingTestApp, type MessagingTestApp, type TestUser } from '../testing/messaging-test-app';

const TEMPLATE_CONSUMER = 'messaging-quick-reply-templates';

describe('quick replies', () => {
  let t: MessagingTestApp;
  let owner: TestUser;
  let attendant: TestUser;
  let device: { integrationId: string };

  const templatesOf = async (inboxId: string) =>
    (await t.db.select({ key: fastMessages.templateKey }).from(fastMessages).where(and(eq(fastMessages.inboxId, inboxId), sql`template_key is not null`))).map(
      (row) => row.key,
    );
  /** The templates are seeded by a consumer of auth's event, a moment after the workspace exists. */
  const waitForTemplates = async (inboxId: string) => {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      if ((await templatesOf(inboxId)).length === DEFAULT_FAST_MESSAGES.length) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`templates of ${inboxId} never arrived`);
  };
  const create = (payload: Record<string, unknown>, as = attendant) => t.call({ method: 'POST', url: '/api/fast-message', as, payload: { inboxId: owner.inboxId, ...payload } });
  const createOk = async (payload: Record<string, unknown>) => {
    const response = await create(payload);
    expect(response.statusCode).toBe(201);
    return response.json<FastMessage>();
  };
  const list = (query: Record<string, string> = {}) => t.expectOk<FastMessage[]>({ url: '/api/fast-message', as: attendant, query: { inboxId: owner.inboxId, ...query } });
  const phoneInbox = async (phone: string) =>
    (await t.phoneChat(device.integrationId, phone))
      .filter((message) => message.from === 'office')
      .map((message) => message.text);
  const conversationWith = async (phone: string, name = 'João Cliente') => {
    await t.clientSays(device.integrationId, phone, 'Boa tarde', { name });
    return (await t.expectOk<ConversationList>({ url: '/api/conversation', as: owner, query: { inboxId: owner.inboxId, content: phone } })).data[0];
  };

  beforeAll(async () => {
    t = await startMessagingTestApp();
    owner = await t.signUpOffice();
    attendant = await t.addAttendant(owner);
    device = await t.connectDevice(owner);
    await waitForTemplates(owner.inboxId);
  });
  afterAll(async () => t?.close());

  it('gives every new workspace the predefined templates once, even when the event comes again', async () => {
    const inboxId = await t.addInbox(owner, 'Família');
    await waitForTemplates(inboxId);
    const seeded = await t.expectOk<FastMessage[]>({ url: '/api/fast-message', as: owner, query: { inboxId } });
    expect(seeded.map((reply) => reply.title).sort()).toEqual(
      [
        'Agradecimento',
        'Apresentação',
        'Boas-vindas',
        'Encerramento',
        'Encerramento com avaliação',
        'Encerramento com retorno',
        'Encerramento cordial',
        'Encerramento fora do horário',
        'Solicitação de contato',
      ].sort(),
    );
    expect(seeded.every((reply) => /\{(primeiro_nome|nome_cliente)\}/.test(reply.content) && reply.tags.length === 0)).toBe(true);

    // auth's event, delivered a second time (bypassing JetStream's de-duplication), and again
    // after its handled-event record is lost: the workspace still has each template once.
    const event = (await t.eventsOf(authEvents.inboxCreated.type)).find((published) => published.inboxId === inboxId)!;
    // Events of one consumer are handled in order: once a later workspace is seeded, the copy was seen.
    const seenAfter = async () => {
      const marker = uuidv7();
      await t.infra.bus.publish({ ...event, id: uuidv7(), inboxId: marker, payload: { id: marker, name: 'Marcador' } });
      await waitForTemplates(marker);
    };
    const handled = and(eq(handledEvents.consumer, TEMPLATE_CONSUMER), eq(handledEvents.eventId, event.id));
    await redeliver(t, event);
    await seenAfter();
    expect(await t.db.select().from(handledEvents).where(handled)).toHaveLength(1);
    await t.db.delete(handledEvents).where(handled);
    await redeliver(t, event);
    await seenAfter();
    expect((await templatesOf(inboxId)).sort()).toEqual(DEFAULT_FAST_MESSAGES.map((template) => template.key).sort());
  });

  it('creates, searches, updates and deletes a quick reply with its tags', async () => {
    const tag = await t.expectOk<Tag>({ method: 'POST', url: '/api/tag', as: owner, payload: { name: 'Documentos', inboxId: owner.inboxId, modules: ['fast-messages'] } }, 201);
    const reply = await createOk({ title: ' Pedir documentos ', content: 'Envie RG e comprovante de residência, {primeiro_nome}.', tagId: tag.id });
    expect(reply).toMatchObject({ title: 'Pedir documentos', tagId: [tag.id], tags: [{ id: tag.id, name: 'Documentos' }], templateKey: null, preview: null, inboxId: owner.inboxId });
    expect((await list({ search: 'comprovante' })).map((item) => item.id)).toEqual([reply.id]);
    expect((await list()).map((item) => item.id)).toContain(reply.id);

    const updated = await t.expectOk<FastMessage>({ method: 'PATCH', url: `/api/fast-message/${reply.id}`, as: owner, payload: { title: 'Documentos pessoais', tagId: [] } });
    expect(updated).toMatchObject({ title: 'Documentos pessoais', content: reply.content, tagId: [], tags: [] });
    expect(await t.expectOk({ method: 'DELETE', url: `/api/fast-message/${reply.id}`, as: attendant })).toEqual({ success: true });
    expect((await list({ search: 'comprovante' })).length).toBe(0);
    expect((await t.call({ method: 'PATCH', url: `/api/fast-message/${reply.id}`, as: owner, payload: { title: 'x' } })).statusCode).toBe(404);
  });

  it('asks for title and content, and tags of the quick-reply module', async () => {
    for (const payload of [{ title: 'Só título' }, { content: 'Só conteúdo' }, { title: '  ', content: 'x' }, { title: 'x', content: '' }]) {
      expect((await create(payload)).json()).toMatchObject({ statusCode: 400, message: 'Preencha todos os campos' });
    }
    const reply = await createOk({ title: 'Prazo', content: 'O prazo vence amanhã.' });
    const blank = await t.call({ method: 'PATCH', url: `/api/fast-message/${reply.id}`, as: owner, payload: { content: ' ' } });
    expect(blank.json()).toMatchObject({ statusCode: 400, message: 'Preencha todos os campos', field: 'content' });
    const chatTag = await t.expectOk<Tag>({ method: 'POST', url: '/api/tag', as: owner, payload: { name: 'Só conversas', inboxId: owner.inboxId, modules: ['conversas'] } }, 201);
    const wrongTag = await create({ title: 'Com etiqueta', content: 'Texto', tagId: [chatTag.id] });
    expect(wrongTag.json()).toMatchObject({ statusCode: 400, message: 'Etiqueta não disponível para respostas rápidas', field: 'tagId' });
  });

  it('previews and sends a quick reply with the placeholders filled', async () => {
    const conversation: ConversationSummary = await conversationWith('11930001000', 'Carlos Eduardo Pereira');
    const reply = await createOk({ title: 'Saudação', content: 'Olá, {primeiro_nome}! Sou {nome_atendente} e atendo {nome_cliente} hoje.' });
    const [preview] = (await list({ conversationId: conversation.id, search: 'Saudação' })).filter((item) => item.id === reply.id);
    expect(preview.preview).toBe('Olá, Carlos! Sou Ana Atendente e atendo Carlos Eduardo Pereira hoje.');

    const response = await t.call({ method: 'POST', url: `/api/fast-message/${reply.id}/send`, as: attendant, payload: { conversationId: conversation.id } });
    expect(response.statusCode).toBe(201);
    expect(response.json<Message>()).toMatchObject({ content: 'Olá, Carlos! Sou Ana Atendente e atendo Carlos Eduardo Pereira hoje.', direction: 'OUTBOUND', status: 'SENT', user: { id: attendant.userId } });
    expect(await phoneInbox('5511930001000')).toEqual(['Olá, Carlos! Sou Ana Atendente e atendo Carlos Eduardo Pereira hoje.']);
    expect((await t.eventsOf('balcao.messaging.message.sent')).map((event) => event.payload.message.id)).toContain(response.json<Message>().id);
  });

  it('drops a placeholder whose name is unknown and refuses a reply left empty', async () => {
    const conversation = await conversationWith('11930002000', '');
    const greeting = await createOk({ title: 'Oi', content: 'Olá, {primeiro_nome}!' });
    const sent = await t.expectOk<Message>({ method: 'POST', url: `/api/fast-message/${greeting.id}/send`, as: owner, payload: { conversationId: conversation.id } }, 201);
    expect(sent.content).toBe('Olá!');
    const onlyName = await createOk({ title: 'Nome', content: '{nome_cliente}' });
    const empty = await t.call({ method: 'POST', url: `/api/fast-message/${onlyName.id}/send`, as: owner, payload: { conversationId: conversation.id } });
    expect(empty.json()).toMatchObject({ statusCode: 400, message: 'A resposta rápida está vazia' });
    expect((await t.call({ method: 'POST', url: `/api/fast-message/${greeting.id}/send`, as: owner, payload: {} })).json()).toMatchObject({ statusCode: 400, field: 'conversationId' });
  });

  it('hides quick replies from another office and another workspace', async () => {
    const conversation = await conversationWith('11930003000');
    const reply = await createOk({ title: 'Interna', content: 'Texto interno' });
    const otherOffice = await t.signUpOffice('Outro Escritório');
    const secondInbox = await t.addInbox(owner, 'Criminal');
    const outsider = await t.addAttendant(owner, [secondInbox], 'Bruno Outro');
    const theirReply = await t.expectOk<FastMessage>({ method: 'POST', url: '/api/fast-message', as: outsider, payload: { inboxId: secondInbox, title: 'Deles', content: 'Texto deles' } }, 201);
    for (const as of [otherOffice, outsider]) {
      const calls = [
        t.call({ url: '/api/fast-message', as, query: { inboxId: owner.inboxId } }),
        t.call({ method: 'POST', url: '/api/fast-message', as, payload: { inboxId: owner.inboxId, title: 'Invasão', content: 'x' } }),
        t.call({ method: 'PATCH', url: `/api/fast-message/${reply.id}`, as, payload: { title: 'Invasão' } }),
        t.call({ method: 'DELETE', url: `/api/fast-message/${reply.id}`, as }),
        t.call({ method: 'POST', url: `/api/fast-message/${reply.id}/send`, as, payload: { conversationId: conversation.id } }),
      ];
      for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(404);
    }
    // Their own quick reply cannot be sent into this workspace's conversation, nor previewed for it.
    expect((await t.call({ method: 'POST', url: `/api/fast-message/${theirReply.id}/send`, as: outsider, payload: { conversationId: conversation.id } })).statusCode).toBe(404);
    expect((await t.call({ url: '/api/fast-message', as: outsider, query: { inboxId: secondInbox, conversationId: conversation.id } })).statusCode).toBe(404);
    expect((await list({ search: 'Interna' })).map((item) => item.title)).toEqual(['Interna']);
    expect(await phoneInbox('5511930003000')).toEqual([]);
    expect((await t.call({ url: '/api/fast-message', query: { inboxId: owner.inboxId } })).statusCode).toBe(401);
  });
});

/** Publishes the event again straight to the stream without its de-duplication id, as a second delivery. */
async function redeliver(t: MessagingTestApp, event: Record<string, unknown> & { type: string }) {
  const nc = await connect({ servers: TEST_NATS_URL });
  try {
    await nc.jetstream().publish(subjectOf(event.type, t.infra.config.NATS_SUBJECT_PREFIX), JSONCodec().encode(event));
  } finally {
    await nc.close();
  }
}
