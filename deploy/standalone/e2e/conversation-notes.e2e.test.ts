import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Tag } from '@balcao/contracts';
import { DEMO } from '../src/seed';
import { callApiAsSession, clientWrites, connectSimulatedDevice, sessionInboxId, signIn, useStandalone } from './harness';

describe('the attendant keeps notes and tags on a conversation', () => {
  const standalone = useStandalone();
  let office: Page;
  let phone: Page;

  beforeAll(async () => {
    // Wide enough for the details column beside the list and the conversation.
    office = await standalone.page({ width: 1600, height: 900 });
    await signIn(office, DEMO.owner.email, DEMO.owner.password);
    await office.waitForURL(/\/home/);
    phone = await standalone.page({ width: 900, height: 800 });
    await connectSimulatedDevice(office, phone, 'WhatsApp do escritório');
  });

  /** Opens a client's conversation from the list of /messages. */
  async function openConversationOf(clientName: string) {
    await office.goto('/messages');
    const item = office.getByTestId('conversation-item').filter({ hasText: clientName });
    await item.waitFor({ timeout: 20000 });
    await item.click();
    await office.getByTestId('conversation-header').getByText(clientName).waitFor();
  }

  async function chooseOption(option: string) {
    await office.getByRole('button', { name: 'Opções da conversa' }).click();
    // The side menu has an 'Etiquetas' item too: only the open dropdown's.
    await office
      .locator('.ant-dropdown:not(.ant-dropdown-hidden)')
      .getByRole('menuitem')
      .filter({ hasText: new RegExp(`^${option}$`) })
      .click();
  }

  it('adds a note in "Dados da conversa": the count becomes 1, the note is listed and survives a reload', async () => {
    await clientWrites(phone, { phone: '11 98888-7777', name: 'Maria Cliente', text: 'Bom dia, gostaria de saber do meu processo.' });
    await openConversationOf('Maria Cliente');

    await chooseOption('Dados da conversa');
    const panel = office.getByTestId('conversation-details-panel');
    await panel.getByText('(11) 9 8888-7777').waitFor();
    await expect.poll(() => panel.getByTestId('notes-count').textContent()).toBe('0');
    await panel.getByText(/Nenhuma nota ainda/).waitFor();

    await panel.getByLabel('Nova nota').fill('Cliente enviará a procuração assinada amanhã.');
    await panel.getByRole('button', { name: 'Adicionar nota' }).click();

    await expect.poll(() => panel.getByTestId('notes-count').textContent()).toBe('1');
    const note = panel.getByTestId('note-item');
    await note.getByText('Cliente enviará a procuração assinada amanhã.').waitFor();
    await note.getByText(DEMO.owner.name).waitFor();
    expect(await panel.getByLabel('Nova nota').inputValue()).toBe('');

    // Stored: after a reload the panel opens as it was left, with the note.
    await office.reload();
    const reloaded = office.getByTestId('conversation-details-panel');
    await reloaded.getByTestId('note-item').getByText('Cliente enviará a procuração assinada amanhã.').waitFor();
    await expect.poll(() => reloaded.getByTestId('notes-count').textContent()).toBe('1');
  });

  it('tags the conversation through "Etiquetas" and the list item shows the tag', async () => {
    const inboxId = await sessionInboxId(office);
    await callApiAsSession<Tag>(office, 'POST', '/tag', { name: 'Previdenciário', color: '#13A89E', inboxId, modules: ['conversas'] });
    await clientWrites(phone, { phone: '11 97777-6666', name: 'João Cliente', text: 'Preciso de uma consulta sobre aposentadoria.' });
    await openConversationOf('João Cliente');

    await chooseOption('Etiquetas');
    const drawer = office.locator('.ant-drawer-open').filter({ has: office.locator('.ant-drawer-title', { hasText: 'Etiquetas' }) });
    const checkbox = drawer.getByRole('checkbox', { name: 'Previdenciário' });
    // Clicked, then read back: the box shows what the server answered once the link is saved.
    await checkbox.click();
    await expect.poll(() => checkbox.isChecked()).toBe(true);
    await drawer.getByRole('button', { name: 'Fechar' }).click();

    const item = office.getByTestId('conversation-item').filter({ hasText: 'João Cliente' });
    await item.getByText('Previdenciário').waitFor();
    // The details column shows it too (it stays open if an earlier journey left it so); and it is stored.
    const panel = office.getByTestId('conversation-details-panel');
    if (!(await panel.isVisible())) await chooseOption('Dados da conversa');
    await panel.getByText('Previdenciário').waitFor();
    await office.reload();
    await office.getByTestId('conversation-item').filter({ hasText: 'João Cliente' }).getByText('Previdenciário').waitFor();
  });
});
