import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ConversationDetail, ConversationList, Person, Tag } from '@balcao/contracts';
import { conversationTags } from '../db/schema';
import { startMessagingTestApp, type MessagingTestApp, type TestUser } from '../testing/messaging-test-app';

describe('tags', () => {
  let t: MessagingTestApp;
  let owner: TestUser;
  let attendant: TestUser;
  let device: { integrationId: string };

  const create = (payload: Record<string, unknown>, as = owner) => t.call({ method: 'POST', url: '/api/tag', as, payload: { inboxId: owner.inboxId, ...payload } });
  const createOk = async (payload: Record<string, unknown>) => {
    const response = await create(payload);
    expect(response.statusCode).toBe(201);
    return response.json<Tag>();
  };
  const list = (query: Record<string, string> = {}) => t.expectOk<Tag[]>({ url: '/api/tag', as: attendant, query: { inboxId: owner.inboxId, ...query } });
  const conversationWith = async (phone: string) => {
    await t.clientSays(device.integrationId, phone, 'Preciso de ajuda com um inventário');
    return (await t.expectOk<ConversationList>({ url: '/api/conversation', as: owner, query: { inboxId: owner.inboxId, content: phone } })).data[0];
  };

  beforeAll(async () => {
    t = await startMessagingTestApp();
    owner = await t.signUpOffice();
    attendant = await t.addAttendant(owner);
    device = await t.connectDevice(owner);
  });
  afterAll(async () => t?.close());

  it('creates a tag with the default colour and lists it by name and module', async () => {
    const family = await createOk({ name: '  Família ', modules: ['conversas', 'pessoas', 'conversas'] });
    expect(family).toMatchObject({ name: 'Família', color: '#0296F9', modules: ['conversas', 'pessoas'], inboxId: owner.inboxId });
    const labour = await createOk({ name: 'Trabalhista', color: '#ff0000', modules: ['crm'] });
    expect(labour.color).toBe('#FF0000');

    expect((await list()).map((tag) => tag.name)).toEqual(['Família', 'Trabalhista']);
    expect((await list({ module: 'pessoas' })).map((tag) => tag.id)).toEqual([family.id]);
    expect((await list({ search: 'trab' })).map((tag) => tag.id)).toEqual([labour.id]);
    const [event] = (await t.eventsOf('balcao.messaging.tag.created')).filter((e) => e.payload.tag.id === family.id);
    expect(event).toMatchObject({ officeId: owner.officeId, inboxId: owner.inboxId, payload: { tag: { name: 'Família', modules: ['conversas', 'pessoas'] } } });
  });

  it('asks for name, colour and module with the spec messages', async () => {
    const noName = await create({ name: '   ', modules: ['conversas'] });
    expect(noName.json()).toMatchObject({ statusCode: 400, message: 'Nome da etiqueta é obrigatório', field: 'name' });
    expect((await create({ modules: ['conversas'] })).json().message).toBe('Nome da etiqueta é obrigatório');
    const noColour = await create({ name: 'Sem cor', color: '', modules: ['conversas'] });
    expect(noColour.json()).toMatchObject({ statusCode: 400, message: 'Cor da etiqueta é obrigatório', field: 'color' });
    expect((await create({ name: 'Cor ruim', color: 'azul', modules: ['conversas'] })).json().message).toBe('Cor da etiqueta é obrigatório');
    const noModule = await create({ name: 'Sem módulo', modules: [] });
    expect(noModule.json()).toMatchObject({ statusCode: 400, message: 'Módulo da etiqueta é obrigatório', field: 'modules' });
    expect((await create({ name: 'Sem módulo' })).json().message).toBe('Módulo da etiqueta é obrigatório');
    expect((await create({ name: 'Módulo errado', modules: ['financeiro'] })).json().message).toBe('Módulo da etiqueta é obrigatório');
    expect((await create({ name: 'Sem workspace', modules: ['crm'], inboxId: undefined })).json()).toMatchObject({ statusCode: 400, field: 'inboxId' });
  });

  it('keeps names unique per workspace whatever the case', async () => {
    await createOk({ name: 'Previdenciário', modules: ['crm'] });
    const again = await create({ name: 'PREVIDENCIÁRIO', modules: ['conversas'] });
    expect(again.json()).toMatchObject({ statusCode: 409, message: 'Já existe uma etiqueta com este nome', field: 'name' });
    const other = await createOk({ name: 'Consumidor', modules: ['crm'] });
    const rename = await t.call({ method: 'PATCH', url: `/api/tag/${other.id}`, as: owner, payload: { name: 'previdenciário' } });
    expect(rename.json()).toMatchObject({ statusCode: 409, message: 'Já existe uma etiqueta com este nome' });
    // Another workspace of the office may use the same name.
    const secondInbox = await t.addInbox(owner);
    expect((await create({ name: 'Previdenciário', modules: ['crm'], inboxId: secondInbox })).statusCode).toBe(201);
  });

  it('updates name, colour and modules, and validates them', async () => {
    const tag = await createOk({ name: 'Divórcio', modules: ['conversas'] });
    const updated = await t.expectOk<Tag>({ method: 'PATCH', url: `/api/tag/${tag.id}`, as: attendant, payload: { name: 'Divórcio consensual', color: '#00aa00', modules: ['conversas', 'crm'] } });
    expect(updated).toMatchObject({ id: tag.id, name: 'Divórcio consensual', color: '#00AA00', modules: ['conversas', 'crm'] });
    expect((await t.call({ method: 'PATCH', url: `/api/tag/${tag.id}`, as: owner, payload: { name: '' } })).json().message).toBe('Nome da etiqueta é obrigatório');
    expect((await t.call({ method: 'PATCH', url: `/api/tag/${tag.id}`, as: owner, payload: { color: '#12' } })).json().message).toBe('Cor da etiqueta é obrigatório');
    expect((await t.call({ method: 'PATCH', url: `/api/tag/${tag.id}`, as: owner, payload: { modules: [] } })).json().message).toBe('Módulo da etiqueta é obrigatório');
    const [event] = (await t.eventsOf('balcao.messaging.tag.updated')).filter((e) => e.payload.tag.id === tag.id);
    expect(event.payload.tag.name).toBe('Divórcio consensual');
  });

  it('links and unlinks tags of a conversation, answering its tags', async () => {
    const conversation = await conversationWith('11950001000');
    const urgent = await createOk({ name: 'Urgente', color: '#FF4D4F', modules: ['conversas'] });
    const crmOnly = await createOk({ name: 'Lead quente', modules: ['crm'] });
    const linked = await t.call({ method: 'POST', url: '/api/tag/link', as: attendant, payload: { conversationId: conversation.id, tagIds: [urgent.id] } });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toEqual([{ id: urgent.id, name: 'Urgente', color: '#FF4D4F' }]);
    // Linking again changes nothing.
    expect(await t.expectOk({ method: 'POST', url: '/api/tag/link', as: owner, payload: { conversationId: conversation.id, tagIds: [urgent.id] } })).toHaveLength(1);
    const filtered = await t.expectOk<ConversationList>({ url: '/api/conversation', as: owner, query: { inboxId: owner.inboxId, tags: urgent.id } });
    expect(filtered.data.map((c) => c.id)).toEqual([conversation.id]);
    const changed = (await t.eventsOf('balcao.messaging.conversation.changed')).filter((e) => e.payload.conversation.id === conversation.id);
    expect(changed.at(-1)?.payload.conversation.tags).toEqual([{ id: urgent.id, name: 'Urgente', color: '#FF4D4F' }]);

    const wrongModule = await t.call({ method: 'POST', url: '/api/tag/link', as: owner, payload: { conversationId: conversation.id, tagIds: [crmOnly.id] } });
    expect(wrongModule.json()).toMatchObject({ statusCode: 400, message: 'Etiqueta não disponível para conversas', field: 'tagIds' });
    const none = await t.call({ method: 'POST', url: '/api/tag/link', as: owner, payload: { conversationId: conversation.id, tagIds: [] } });
    expect(none.json()).toMatchObject({ statusCode: 400, message: 'Selecione pelo menos uma etiqueta' });

    const unlinked = await t.call({ method: 'POST', url: '/api/tag/unlink', as: attendant, payload: { conversationId: conversation.id, tagIds: [urgent.id] } });
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.body).toBe('[]');
    const detail = await t.expectOk<ConversationDetail>({ url: `/api/conversation/${conversation.id}`, as: owner });
    expect(detail.tags).toEqual([]);
  });

  it('links and unlinks tags of a contact', async () => {
    const person = await t.expectOk<Person>({ method: 'POST', url: '/api/people', as: owner, payload: { inboxId: owner.inboxId, name: 'Beatriz Lima', phoneNumber: '11950002000' } }, 201);
    const client = await createOk({ name: 'Cliente ativo', color: '#13C2C2', modules: ['pessoas'] });
    const chatOnly = await createOk({ name: 'Só conversa', modules: ['conversas'] });
    const linked = await t.expectOk({ method: 'POST', url: '/api/tag/link-person', as: attendant, payload: { personId: person.id, tagIds: [client.id] } });
    expect(linked).toEqual([{ id: client.id, name: 'Cliente ativo', color: '#13C2C2' }]);
    expect((await t.expectOk<Person>({ url: `/api/people/${person.id}`, as: owner })).tags).toEqual(linked);
    const wrongModule = await t.call({ method: 'POST', url: '/api/tag/link-person', as: owner, payload: { personId: person.id, tagIds: [chatOnly.id] } });
    expect(wrongModule.json()).toMatchObject({ statusCode: 400, message: 'Etiqueta não disponível para contatos' });
    // The contact form refuses it the same way.
    const viaForm = await t.call({ method: 'PATCH', url: `/api/people/${person.id}`, as: owner, payload: { tags: [chatOnly.id] } });
    expect(viaForm.json()).toMatchObject({ statusCode: 400, message: 'Etiqueta não disponível para contatos' });
    expect(await t.expectOk({ method: 'POST', url: '/api/tag/unlink-person', as: attendant, payload: { personId: person.id, tagIds: [client.id] } })).toEqual([]);
  });

  it('deletes a tag with its links', async () => {
    const conversation = await conversationWith('11950003000');
    const tag = await createOk({ name: 'Arquivar', modules: ['conversas'] });
    await t.expectOk({ method: 'POST', url: '/api/tag/link', as: owner, payload: { conversationId: conversation.id, tagIds: [tag.id] } });
    expect(await t.expectOk({ method: 'DELETE', url: `/api/tag/${tag.id}`, as: attendant })).toEqual({ success: true });
    expect((await list()).map((item) => item.id)).not.toContain(tag.id);
    expect(await t.db.select().from(conversationTags).where(eq(conversationTags.tagId, tag.id))).toEqual([]);
    expect((await t.eventsOf('balcao.messaging.tag.deleted')).map((event) => event.payload.id)).toContain(tag.id);
    expect((await t.call({ method: 'DELETE', url: `/api/tag/${tag.id}`, as: owner })).statusCode).toBe(404);
  });
});
