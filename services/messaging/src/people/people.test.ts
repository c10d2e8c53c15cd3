import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PeopleList, Person } from '@balcao/contracts';
import { startMessagingTestApp, type MessagingTestApp, type TestUser } from '../testing/messaging-test-app';

describe('contacts', () => {
  let t: MessagingTestApp;
  let owner: TestUser;
  let otherOffice: TestUser;
  let attendant: TestUser;
  let secondInbox: string;

  const create = (as: TestUser, payload: Record<string, unknown>) => t.call({ method: 'POST', url: '/api/people', as, payload: { inboxId: as.inboxId, ...payload } });

  beforeAll(async () => {
    t = await startMessagingTestApp();
    owner = await t.signUpOffice();
    otherOffice = await t.signUpOffice('Outro Escritório');
    attendant = await t.addAttendant(owner);
    secondInbox = await t.addInbox(owner);
  });
  afterAll(async () => t?.close());

  it('creates a contact with the phone in digits and the 55 prefix', async () => {
    const response = await create(owner, { name: 'Carla Mendes', phoneNumber: '(11) 98888-7777', email: 'carla@cliente.com', document: '123.456.789-00', tags: [], isBlocked: false });
    expect(response.statusCode).toBe(201);
    expect(response.json<Person>()).toMatchObject({
      name: 'Carla Mendes',
      phoneNumber: '5511988887777',
      email: 'carla@cliente.com',
      document: '123.456.789-00',
      isBlocked: false,
      allowedSearch: true,
      tags: [],
      imageUrl: null,
      lastMessageSentAt: null,
      conversationId: null,
      user: null,
      inboxId: owner.inboxId,
    });
    const [event] = await t.eventsOf('balcao.messaging.person.created');
    expect(event).toMatchObject({ officeId: owner.officeId, inboxId: owner.inboxId, payload: { name: 'Carla Mendes', phoneNumber: '5511988887777' } });
  });

  it('refuses a second contact with the same number in the workspace', async () => {
    await create(owner, { name: 'Pedro Alves', phoneNumber: '11977776666' });
    const again = await create(owner, { name: 'Pedro Outro', phoneNumber: '5511977776666' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Já existe um contato com este número');
    // Another workspace may hold the same number.
    expect((await t.call({ method: 'POST', url: '/api/people', as: owner, payload: { inboxId: secondInbox, name: 'Pedro Alves', phoneNumber: '11977776666' } })).statusCode).toBe(201);
  });

  it('validates with the spec messages', async () => {
    const short = await create(owner, { name: 'Ana', phoneNumber: '11966665555' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ message: 'O campo precisa de pelo menos 4 caracteres', field: 'name' });
    const phone = await create(owner, { name: 'Ana Lúcia', phoneNumber: '1199' });
    expect(phone.json()).toMatchObject({ statusCode: 400, message: 'O telefone precisa de pelo menos 10 caracteres', field: 'phoneNumber' });
    const email = await create(owner, { name: 'Ana Lúcia', phoneNumber: '11966665555', email: 'nao-e-email' });
    expect(email.json()).toMatchObject({ statusCode: 400, message: 'O e-mail informado está inválido', field: 'email' });
    const missing = await t.call({ method: 'POST', url: '/api/people', as: owner, payload: { name: 'Ana Lúcia', phoneNumber: '11966665555' } });
    expect(missing.json()).toMatchObject({ statusCode: 400, message: 'O campo é obrigatório', field: 'inboxId' });
    const tag = await create(owner, { name: 'Ana Lúcia', phoneNumber: '11966665555', tags: ['018f0000-0000-7000-8000-000000000000'] });
    expect(tag.json()).toMatchObject({ statusCode: 400, message: 'Etiqueta inválida' });
  });

  it('lists a workspace page by page and finds by name or number', async () => {
    for (const [index, name] of ['Bruno Lima', 'Beatriz Costa', 'Rafael Souza'].entries()) {
      await create(owner, { name, phoneNumber: `1195555000${index}`, isBlocked: index === 2 });
    }
    const page = await t.expectOk<PeopleList>({ url: '/api/people', as: owner, query: { inboxId: owner.inboxId, limit: '2', page: '1' } });
    expect(page.data).toHaveLength(2);
    expect(page.totalItems).toBe(page.totalResults);
    expect(page.totalPages).toBe(Math.ceil(page.totalItems / 2));
    const byName = await t.expectOk<PeopleList>({ url: '/api/people', as: owner, query: { inboxId: owner.inboxId, name: 'beatriz' } });
    expect(byName.data.map((person) => person.name)).toEqual(['Beatriz Costa']);
    const byNumber = await t.expectOk<PeopleList>({ url: '/api/people', as: owner, query: { inboxId: owner.inboxId, name: '95555-0000' } });
    expect(byNumber.data.map((person) => person.name)).toEqual(['Bruno Lima']);
    const blocked = await t.expectOk<PeopleList>({ url: '/api/people', as: owner, query: { inboxId: owner.inboxId, isBlocked: 'true' } });
    expect(blocked.data.map((person) => person.name)).toEqual(['Rafael Souza']);
  });

  it('reads, edits and deletes a contact', async () => {
    const person = (await create(owner, { name: 'Helena Dias', phoneNumber: '11944443333' })).json<Person>();
    expect(await t.expectOk({ url: `/api/people/${person.id}`, as: owner, query: { inboxId: owner.inboxId } })).toMatchObject({ id: person.id });
    const edited = await t.expectOk<Person>({ method: 'PATCH', url: `/api/people/${person.id}`, as: attendant, payload: { name: 'Helena Dias Rocha', email: null, isBlocked: true } });
    expect(edited).toMatchObject({ name: 'Helena Dias Rocha', email: null, isBlocked: true });
    const clash = await t.call({ method: 'PATCH', url: `/api/people/${person.id}`, as: owner, payload: { phoneNumber: '11988887777' } });
    expect(clash.statusCode).toBe(409);
    expect(await t.expectOk({ method: 'DELETE', url: '/api/people', as: owner, payload: { ids: [person.id] } })).toEqual({ deleted: 1 });
    expect((await t.call({ url: `/api/people/${person.id}`, as: owner })).statusCode).toBe(404);
    expect((await t.eventsOf('balcao.messaging.person.deleted')).map((event) => event.payload.id)).toContain(person.id);
  });

  it('never shows or changes another office’s or another workspace’s contacts', async () => {
    const mine = (await create(owner, { name: 'Sigilo Total', phoneNumber: '11933332222' })).json<Person>();
    const elsewhere = (await t.call({ method: 'POST', url: '/api/people', as: owner, payload: { inboxId: secondInbox, name: 'Outro Workspace', phoneNumber: '11922221111' } })).json<Person>();

    for (const [as, id] of [[otherOffice, mine.id], [attendant, elsewhere.id]] as const) {
      expect((await t.call({ url: `/api/people/${id}`, as })).statusCode).toBe(404);
      expect((await t.call({ method: 'PATCH', url: `/api/people/${id}`, as, payload: { name: 'Invasor da Silva' } })).statusCode).toBe(404);
      expect((await t.call({ method: 'DELETE', url: '/api/people', as, payload: { ids: [id] } })).statusCode).toBe(404);
    }
    expect((await t.call({ url: '/api/people', as: otherOffice, query: { inboxId: owner.inboxId } })).statusCode).toBe(404);
    expect((await t.call({ url: '/api/people', as: attendant, query: { inboxId: secondInbox } })).statusCode).toBe(404);
    expect((await t.call({ method: 'POST', url: '/api/people', as: attendant, payload: { inboxId: secondInbox, name: 'Não Pode', phoneNumber: '11911110000' } })).statusCode).toBe(404);
    // A mixed delete changes nothing.
    expect((await t.call({ method: 'DELETE', url: '/api/people', as: attendant, payload: { ids: [mine.id, elsewhere.id] } })).statusCode).toBe(404);
    expect((await t.call({ url: `/api/people/${mine.id}`, as: owner })).statusCode).toBe(200);
    expect((await t.call({ url: '/api/people', query: { inboxId: owner.inboxId } })).statusCode).toBe(401);
  });
});
