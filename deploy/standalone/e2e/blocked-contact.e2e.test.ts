import { describe, expect, it } from 'vitest';
import type { ConversationList, Person } from '@balcao/contracts';
import { DEMO } from '../src/seed';
import { callApiAsSession, clientWrites, connectSimulatedDevice, DESKTOP, PHONE, screenshot, sessionInboxId, signIn, useStandalone } from './harness';

describe('a blocked contact writes again', () => {
  const standalone = useStandalone();

  it('keeps the message in the contact’s history without opening a conversation; unblocked, the next one opens it', async () => {
    const office = await standalone.page(DESKTOP);
    // The machine the journeys share can be slow to serve the remotes the first time.
    office.setDefaultTimeout(45000);
    await signIn(office, DEMO.owner.email, DEMO.owner.password);
    await office.waitForURL(/\/home/);
    const inboxId = await sessionInboxId(office);
    const phone = await standalone.page({ width: 900, height: 800 });
    phone.setDefaultTimeout(45000);
    await connectSimulatedDevice(office, phone, 'WhatsApp do escritório');
    const blocked = await callApiAsSession<Person>(office, 'POST', '/people', { name: 'Paulo Bloqueado', phoneNumber: '11977776666', inboxId, isBlocked: true });
    const conversationsOfPaulo = async () =>
      (await callApiAsSession<ConversationList>(office, 'GET', `/conversation?inboxId=${inboxId}&content=5511977776666`)).data;

    await clientWrites(phone, { phone: '11 97777-6666', name: 'Paulo Bloqueado', text: 'Vocês ainda vão me atender?' });
    // Stored at once, so a short wait is enough to see that nothing opened.
    await expect.poll(async () => (await callApiAsSession<Person>(office, 'GET', `/people/${blocked.id}`)).blockedMessagesCount, { timeout: 10000 }).toBe(1);
    expect(await conversationsOfPaulo()).toEqual([]);
    await office.goto('/messages');
    await office.getByTestId('conversation-item').first().waitFor({ state: 'attached', timeout: 5000 }).catch(() => undefined);
    expect(await office.getByTestId('conversation-item').filter({ hasText: 'Paulo Bloqueado' }).count()).toBe(0);

    // The contact's row tells that something came while blocked, and shows it.
    await office.goto('/customers');
    const history = office.getByRole('button', { name: 'Mensagens recebidas enquanto bloqueado: Paulo Bloqueado (1)' });
    await history.click();
    const dialog = office.getByRole('dialog').filter({ hasText: 'Mensagens recebidas enquanto bloqueado' });
    await dialog.getByText('Vocês ainda vão me atender?').waitFor();
    await dialog.getByText('Recebida com o contato bloqueado').waitFor();
    await screenshot(office, 'contacts-blocked-messages');
    await office.keyboard.press('Escape');

    const mobile = await standalone.page(PHONE);
    mobile.setDefaultTimeout(45000);
    await signIn(mobile, DEMO.owner.email, DEMO.owner.password);
    await mobile.waitForURL(/\/home/);
    await mobile.goto('/customers');
    await mobile.getByRole('button', { name: 'Mensagens recebidas enquanto bloqueado: Paulo Bloqueado (1)' }).click();
    await mobile.getByText('Recebida com o contato bloqueado').waitFor();
    await screenshot(mobile, 'contacts-blocked-messages');

    // Unblocked, the next message opens a conversation as any other.
    await office.getByRole('button', { name: 'Desbloquear Paulo Bloqueado' }).click();
    await office.getByText('Contato desbloqueado').waitFor();
    await clientWrites(phone, { phone: '11 97777-6666', name: 'Paulo Bloqueado', text: 'Agora sim, bom dia!' });
    await expect.poll(async () => (await conversationsOfPaulo()).length, { timeout: 10000 }).toBe(1);
    await office.goto('/messages');
    await office.getByTestId('conversation-item').filter({ hasText: 'Paulo Bloqueado' }).click({ timeout: 20000 });
    await office.getByTestId('conversation-header').getByRole('button', { name: 'Opções da conversa' }).click();
    await office.getByRole('menuitem', { name: 'Dados do contato' }).click();
    const drawer = office.getByRole('dialog').filter({ hasText: 'Dados do contato' });
    await drawer.getByText('Mensagens recebidas enquanto bloqueado (1)').waitFor();
    await drawer.getByText('Vocês ainda vão me atender?').waitFor();
    await screenshot(office, 'contact-details-blocked-messages');

    const [conversation] = await conversationsOfPaulo();
    await mobile.goto(`/messages?id=${conversation.id}`);
    await mobile.getByTestId('conversation-header').getByRole('button', { name: 'Opções da conversa' }).click();
    await mobile.getByRole('menuitem', { name: 'Dados do contato' }).click();
    await mobile.getByText('Mensagens recebidas enquanto bloqueado (1)').waitFor();
    await screenshot(mobile, 'contact-details-blocked-messages');
    await Promise.all([office.context().close(), phone.context().close(), mobile.context().close()]);
  }, 300000);
});
