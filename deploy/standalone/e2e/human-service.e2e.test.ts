import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO } from '../src/seed';
import { EVALUATION_REQUEST_TEXT } from '@balcao/contracts';
import { clientWrites, connectSimulatedDevice, PHONE, pickOption, screenshot, signIn, useStandalone } from './harness';

describe('human service: transfer and finish with a quick reply', () => {
  const standalone = useStandalone();
  let office: Page;
  let phone: Page;

  beforeAll(async () => {
    office = await standalone.page();
    await signIn(office, DEMO.owner.email, DEMO.owner.password);
    await office.waitForURL(/\/home/);
    phone = await standalone.page({ width: 900, height: 800 });
    await connectSimulatedDevice(office, phone, 'WhatsApp do escritório');
  });

  const items = (page: Page) => page.getByTestId('conversation-item');
  const header = (page: Page) => page.getByTestId('conversation-header');

  /** The owner opens the client's conversation and takes it ('Iniciar atendimento humano'). */
  async function takeConversation(clientName: string) {
    await office.goto('/messages');
    await items(office).filter({ hasText: clientName }).click({ timeout: 20000 });
    await header(office).getByText(clientName).waitFor();
    await header(office).getByRole('button', { name: 'Iniciar atendimento humano' }).click();
    await header(office).getByText(`Atendido por ${DEMO.owner.name}`).waitFor();
  }

  it('the owner transfers a conversation to the attendant, who sees it arrive in his list without reloading', async () => {
    await clientWrites(phone, { phone: '11 98888-7777', name: 'Maria Cliente', text: 'Bom dia, gostaria de saber do meu processo.' });

    // Bruno, in another browser, keeps /messages open showing only the conversations he is responsible for.
    const attendant = await standalone.page();
    await signIn(attendant, DEMO.attendant.email, DEMO.attendant.password);
    await expect.poll(() => attendant.url(), { timeout: 20000 }).not.toContain('/sign-in');
    await attendant.goto('/messages');
    await items(attendant).filter({ hasText: 'Maria Cliente' }).waitFor({ timeout: 20000 });
    await attendant.getByRole('button', { name: 'Filtros' }).click();
    const filters = attendant.getByRole('dialog').filter({ hasText: 'Filtros de conversas' });
    await pickOption(attendant, filters, 'Responsável', DEMO.attendant.name);
    await filters.getByRole('button', { name: 'Ver conversas' }).click();
    await attendant.getByText('Nenhuma conversa encontrada').waitFor();

    await takeConversation('Maria Cliente');
    // Transfer is offered only in human mode; Bruno shows as online since his inbox is open.
    await header(office).getByRole('button', { name: 'Transferir' }).click();
    const transfer = office.getByRole('dialog').filter({ hasText: 'Transferir atendimento' });
    const bruno = transfer.locator('label').filter({ hasText: DEMO.attendant.name });
    await expect.poll(() => bruno.textContent()).toContain('Online');
    await bruno.click();
    await transfer.getByRole('button', { name: 'Transferir' }).click();
    await office.getByText('Atendimento transferido').first().waitFor();
    await header(office).getByText(`Atendido por ${DEMO.attendant.name}`).waitFor();

    // Bruno's filtered list receives it live.
    await items(attendant).filter({ hasText: 'Maria Cliente' }).waitFor({ timeout: 20000 });
    expect(await attendant.getByText('Nenhuma conversa encontrada').count()).toBe(0);
    await attendant.context().close();
  });

  it('the owner finishes a conversation with a quick reply and the client receives it with the name filled', async () => {
    await clientWrites(phone, { phone: '11 97777-6666', name: 'João Cliente', text: 'Obrigado pelas informações.' });
    await takeConversation('João Cliente');

    await header(office).getByRole('button', { name: 'Encerrar atendimento humano' }).click();
    const finish = office.getByRole('dialog').filter({ hasText: 'Finalizar conversa' });
    await finish.getByRole('tab', { name: 'Resposta rápida' }).click();
    // A seeded closing message: 'Foi um prazer atender você, {primeiro_nome}! ...'.
    await finish.getByRole('button', { name: /Encerramento cordial/ }).click();
    const expected = /^Foi um prazer atender você, João! Estamos encerrando este atendimento/;
    await expect.poll(() => finish.getByTestId('message-preview').textContent()).toMatch(expected);
    await finish.getByRole('button', { name: 'Enviar e finalizar' }).click();

    await header(office).getByText('Finalizado').waitFor();
    await phone.getByTestId('sim-messages').getByText(expected).waitFor({ timeout: 20000 });
    expect(await phone.getByTestId('sim-messages').getByText('{primeiro_nome}').count()).toBe(0);
  });
  it("the owner finishes asking for a rating; the client's 5 shows in the timeline and the details, desktop and phone", async () => {
    const client = { phone: '11 96666-5555', name: 'Ana Avaliadora' };
    await clientWrites(phone, { ...client, text: 'Era só isso, obrigada!' });
    await takeConversation(client.name);

    await header(office).getByRole('button', { name: 'Encerrar atendimento humano' }).click();
    const finish = office.getByRole('dialog').filter({ hasText: 'Finalizar conversa' });
    await finish.getByRole('tab', { name: 'Solicitar avaliação' }).click();
    await finish.getByRole('button', { name: 'Solicitar avaliação' }).click();
    await header(office).getByText('Finalizado').waitFor();
    await phone.getByTestId('sim-messages').getByText(EVALUATION_REQUEST_TEXT).waitFor({ timeout: 20000 });

    await clientWrites(phone, { ...client, text: '5' });
    // The attendant sees the rating arrive in the open conversation, without reloading.
    await office.getByTestId('evaluation-line').filter({ hasText: 'Avaliação do cliente: 5 de 5' }).waitFor({ timeout: 20000 });
    // 'Dados da conversa' shows it too (a drawer at this width).
    await header(office).getByRole('button', { name: 'Opções da conversa' }).click();
    await office.getByRole('menuitem', { name: 'Dados da conversa' }).click();
    const details = office.getByRole('dialog', { name: 'Dados da conversa' });
    await details.getByText('Avaliação do cliente').waitFor();
    expect(await details.innerText()).toContain('5 de 5');
    await screenshot(office, 'rating-desktop');

    const conversationUrl = new URL(office.url());
    const small = await standalone.page(PHONE);
    await signIn(small, DEMO.owner.email, DEMO.owner.password);
    await expect.poll(() => small.url(), { timeout: 20000 }).not.toContain('/sign-in');
    await small.goto(`${conversationUrl.pathname}${conversationUrl.search}`);
    const line = small.getByTestId('evaluation-line').filter({ hasText: 'Avaliação do cliente: 5 de 5' });
    await line.waitFor({ timeout: 20000 });
    expect(await line.isVisible()).toBe(true);
    await screenshot(small, 'rating-phone');
    await small.context().close();
  });
});
