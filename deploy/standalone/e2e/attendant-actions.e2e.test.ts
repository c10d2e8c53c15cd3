import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO } from '../src/seed';
import { clientWrites, connectSimulatedDevice, sessionInboxId, signIn, useStandalone } from './harness';

/**
 * Every action an attendant takes on a live conversation, one after the other on the server
 * `npm start` runs; after each, the server still answers a database read within a second (a
 * command that held the only connection once left every later request waiting forever).
 */
describe('the server keeps answering through every attendant action on a live conversation', () => {
  const standalone = useStandalone();
  let office: Page;
  let ownerToken: string;
  let inboxId: string;

  async function api<T>(method: string, path: string, body?: unknown, token = ownerToken): Promise<T> {
    const isForm = body instanceof FormData;
    const response = await fetch(`${standalone.baseUrl}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined || isForm ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} respondeu ${response.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  /** A read of auth's and of messaging's tables, each answered within a second. */
  async function expectServerStillAnswers() {
    for (const path of ['/auth/me', `/conversation?inboxId=${inboxId}`]) {
      const started = performance.now();
      const response = await fetch(`${standalone.baseUrl}/api${path}`, { headers: { authorization: `Bearer ${ownerToken}` }, signal: AbortSignal.timeout(5_000) });
      expect(response.status, path).toBe(200);
      expect(performance.now() - started, path).toBeLessThan(1_000);
    }
  }

  const messageForm = (conversationId: string, fields: Record<string, string>, file?: { name: string; type: string; content: string }) => {
    const form = new FormData();
    form.set('conversationId', conversationId);
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    if (file) form.set('file', new Blob([file.content], { type: file.type }), file.name);
    return form;
  };

  beforeAll(async () => {
    office = await standalone.page();
    await signIn(office, DEMO.owner.email, DEMO.owner.password);
    await office.waitForURL(/\/home/);
    const cookies = await office.context().cookies();
    ownerToken = decodeURIComponent(cookies.find((cookie) => cookie.name === 'chat-user-token')!.value);
    inboxId = await sessionInboxId(office);
  });

  it('takes over, writes, notes, sorts, tags, transfers, finishes, deletes and disconnects', async () => {
    const phone = await standalone.page({ width: 900, height: 800 });
    await connectSimulatedDevice(office, phone, 'WhatsApp da recepção');
    await clientWrites(phone, { phone: '11 96666-5555', name: 'Carla Cliente', text: 'Olá, preciso falar com um advogado.' });

    let conversation: { id: string; integrationId: string } | undefined;
    await expect
      .poll(async () => {
        const list = await api<{ data: { id: string; integrationId: string; person: { name: string } }[] }>('GET', `/conversation?inboxId=${inboxId}`);
        conversation = list.data.find((item) => item.person.name === 'Carla Cliente');
        return Boolean(conversation);
      }, { timeout: 20_000 })
      .toBe(true);
    const { id, integrationId } = conversation!;
    await expectServerStillAnswers();

    await api('POST', `/conversation/${id}/start-human-support`);
    await expectServerStillAnswers();

    const text = await api<{ id: string }>('POST', '/conversation/send-message', messageForm(id, { type: 'text', message: 'Bom dia, Carla! Sou a Ana.' }));
    await expectServerStillAnswers();
    await phone.getByTestId('sim-messages').getByText('Bom dia, Carla! Sou a Ana.').waitFor();

    await api('POST', '/conversation/send-message', messageForm(id, { type: 'document' }, { name: 'procuracao.pdf', type: 'application/pdf', content: '%PDF-1.4\n%%EOF\n' }));
    await expectServerStillAnswers();

    await api('POST', '/conversation/note', { conversationId: id, note: 'Cliente pediu retorno à tarde.' });
    await expectServerStillAnswers();

    await api('PATCH', `/conversation/${id}`, { priority: 'HIGH' });
    await expectServerStillAnswers();

    await api('PATCH', `/conversation/${id}`, { isFixed: true });
    await expectServerStillAnswers();

    // The action that once hung the server: deleting one's own message, on the client's phone too.
    const removed = await api<{ metadata: { isDeleted: boolean } }>('POST', '/conversation/remove-message', { conversationId: id, messageId: text.id });
    expect(removed.metadata.isDeleted).toBe(true);
    await expectServerStillAnswers();

    const tag = await api<{ id: string }>('POST', '/tag', { name: 'Trabalhista', inboxId, modules: ['conversas'] });
    await api('POST', '/tag/link', { conversationId: id, tagIds: [tag.id] });
    await expectServerStillAnswers();

    const attendant = await api<{ token: string; user: { id: string } }>('POST', '/auth/login', { email: DEMO.attendant.email, password: DEMO.attendant.password }, '');
    await api('POST', `/conversation/${id}/transfer`, { userId: attendant.user.id });
    await expectServerStillAnswers();

    await api('POST', `/conversation/${id}/finish`, { mode: 'end' }, attendant.token);
    await expectServerStillAnswers();

    await api('DELETE', `/conversation/${id}`);
    await expectServerStillAnswers();

    await api('POST', `/integration/${integrationId}/disconnect`);
    await expectServerStillAnswers();
    await phone.context().close();
  });
});
