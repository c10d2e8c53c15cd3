import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationDetail, ConversationList, FastMessage, Integration, Note, Person } from '@balcao/contracts';
import { startMessagingTestApp, type CallOptions, type MessagingTestApp, type TestUser } from '../testing/messaging-test-app';

/**
 * The route families without a tenancy file of their own (conversations, messages, human support
 * and tags have theirs): every route answers 404 to another office and to an attendant of the
 * office who is not in the workspace, and changes nothing.
 */
describe('contacts, reports, quick replies, notes, devices and files of another workspace', () => {
  let t: MessagingTestApp;
  let owner: TestUser;
  let otherOffice: TestUser;
  let attendant: TestUser;
  let hidden: { inboxId: string; integrationId: string; conversationId: string; personId: string; fastMessageId: string; fileKey: string };

  beforeAll(async () => {
    t = await startMessagingTestApp();
    owner = await t.signUpOffice();
    otherOffice = await t.signUpOffice('Outro Escritório');
    const inboxId = await t.addInbox(owner);
    // The attendant works only in the first workspace; everything below lives in the second.
    attendant = await t.addAttendant(owner, [owner.inboxId]);
    const { integrationId } = await t.connectDevice({ ...owner, inboxId });
    const file = { data: Buffer.from('%PDF-1.4 sigiloso').toString('base64'), mimeType: 'application/pdf', fileName: 'sigiloso.pdf' };
    await t.clientSays(integrationId, '11950001000', 'Segue o contrato', { type: 'document', file });
    const [conversation] = (await t.expectOk<ConversationList>({ url: '/api/conversation', as: owner, query: { inboxId } })).data;
    const detail = await t.expectOk<ConversationDetail>({ url: `/api/conversation/${conversation.id}`, as: owner });
    const fastMessage = await t.expectOk<FastMessage>({ method: 'POST', url: '/api/fast-message', as: owner, payload: { title: 'Sigilo', content: 'Texto interno', inboxId } }, 201);
    await t.expectOk({ method: 'POST', url: '/api/conversation/note', as: owner, payload: { conversationId: conversation.id, note: 'Nota interna' } }, 201);
    const fileKey = new URL(detail.messages[0].fileUrl!, 'http://localhost').pathname.split('/').pop()!;
    hidden = { inboxId, integrationId, conversationId: conversation.id, personId: conversation.personId, fastMessageId: fastMessage.id, fileKey: decodeURIComponent(fileKey) };
  });
  afterAll(async () => t?.close());

  const callsOf = (as: TestUser): Record<string, CallOptions> => {
    const { inboxId, integrationId, conversationId, personId, fastMessageId, fileKey } = hidden;
    return {
      'list contacts': { url: '/api/people', query: { inboxId } },
      'read a contact': { url: `/api/people/${personId}` },
      'create a contact': { method: 'POST', url: '/api/people', payload: { inboxId, name: 'Invasor', phoneNumber: '11950009999' } },
      'edit a contact': { method: 'PATCH', url: `/api/people/${personId}`, payload: { name: 'Invasor' } },
      'delete a contact': { method: 'DELETE', url: '/api/people', payload: { ids: [personId] } },
      'import contacts into the workspace': { method: 'POST', url: '/api/office/import-contacts', payload: { inboxId, integrationId } },
      "import the device's contacts elsewhere": { method: 'POST', url: '/api/office/import-contacts', payload: { inboxId: as.inboxId, integrationId } },
      'report the contacts': { method: 'POST', url: '/api/people/report', payload: { inboxId, format: 'xlsx', fileName: 'clientes', fields: ['name', 'contact'] } },
      'list quick replies': { url: '/api/fast-message', query: { inboxId } },
      'create a quick reply': { method: 'POST', url: '/api/fast-message', payload: { title: 'Invasão', content: 'x', inboxId } },
      'edit a quick reply': { method: 'PATCH', url: `/api/fast-message/${fastMessageId}`, payload: { title: 'Invasão' } },
      'delete a quick reply': { method: 'DELETE', url: `/api/fast-message/${fastMessageId}` },
      'send a quick reply': { method: 'POST', url: `/api/fast-message/${fastMessageId}/send`, payload: { conversationId } },
      'list notes': { url: '/api/conversation/notes', query: { conversationId } },
      'write a note': { method: 'POST', url: '/api/conversation/note', payload: { conversationId, note: 'Invasão' } },
      'list devices': { url: '/api/integration', query: { inboxId } },
      'create a device': { method: 'POST', url: '/api/integration/create', payload: { name: 'Invasor', inboxId } },
      'edit a device': { method: 'PATCH', url: `/api/integration/${integrationId}`, payload: { name: 'Invasor' } },
      'ask a device for a QR code': { method: 'POST', url: '/api/integration/connect', payload: { id: integrationId } },
      'disconnect a device': { method: 'POST', url: `/api/integration/${integrationId}/disconnect` },
      "read a device's status": { url: `/api/integration/${integrationId}/status` },
      'download a client file': { url: `/api/media/${encodeURIComponent(fileKey)}` },
    };
  };

  it.each(['another office', 'an attendant outside the workspace'] as const)('answers 404 to %s on every route', async (who) => {
    const as = who === 'another office' ? otherOffice : attendant;
    const answers = await Promise.all(Object.entries(callsOf(as)).map(async ([what, call]) => [what, (await t.call({ ...call, as })).statusCode] as const));
    expect(answers.filter(([, status]) => status !== 404)).toEqual([]);
  });

  it("lets the workspace's own member read the same records (the 404s are about who asks)", async () => {
    const reads = Object.entries(callsOf(owner)).filter(([, call]) => (call.method ?? 'GET') === 'GET');
    const answers = await Promise.all(reads.map(async ([what, call]) => [what, (await t.call({ ...call, as: owner })).statusCode] as const));
    expect(answers.filter(([, status]) => status !== 200)).toEqual([]);
  });

  it('changed nothing', async () => {
    const { inboxId, integrationId, conversationId, personId, fastMessageId, fileKey } = hidden;
    expect(await t.expectOk<Person>({ url: `/api/people/${personId}`, as: owner })).toMatchObject({ name: 'João Cliente' });
    expect((await t.expectOk<{ totalItems: number }>({ url: '/api/people', as: owner, query: { inboxId } })).totalItems).toBe(1);
    const quickReplies = await t.expectOk<FastMessage[]>({ url: '/api/fast-message', as: owner, query: { inboxId } });
    expect(quickReplies.filter((reply) => reply.templateKey === null)).toEqual([expect.objectContaining({ id: fastMessageId, title: 'Sigilo' })]);
    expect((await t.expectOk<Note[]>({ url: '/api/conversation/notes', as: owner, query: { conversationId } })).map((note) => note.content)).toEqual(['Nota interna']);
    expect((await t.expectOk<Integration[]>({ url: '/api/integration', as: owner, query: { inboxId } })).map((device) => [device.id, device.name, device.config.status])).toEqual([
      [integrationId, 'WhatsApp do escritório', 'connected'],
    ]);
    const detail = await t.expectOk<ConversationDetail>({ url: `/api/conversation/${conversationId}`, as: owner });
    expect(detail.messages.map((message) => message.direction)).toEqual(['INBOUND']);
    expect((await t.call({ url: `/api/media/${encodeURIComponent(fileKey)}`, as: owner })).statusCode).toBe(200);
  });
});
