import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { EVALUATION_THANKS_TEXT } from '@balcao/contracts';
import { DEMO } from '../src/seed';
import { clientWrites, connectSimulatedDevice, DESKTOP, PHONE, pickOption, screenshot, signIn, useStandalone } from './harness';

/** Issue 40 §2 and §4: a conversation auto-assigned to the right attendant, and a client's rating from the simulator. */
describe('auto-assignment and CSAT in WhatsApp', () => {
  const standalone = useStandalone();
  let office: Page;
  let attendant: Page;
  let phone: Page;
  const client = { phone: '11 95555-4444', name: 'Helena Souza' };

  const items = (page: Page) => page.getByTestId('conversation-item');
  const header = (page: Page) => page.getByTestId('conversation-header');
  const userMenu = (page: Page) => page.getByRole('button', { name: 'Menu do usuário' });

  beforeAll(async () => {
    office = await standalone.page(DESKTOP);
    await signIn(office, DEMO.owner.email, DEMO.owner.password);
    await office.waitForURL(/\/home/);
    phone = await standalone.page({ width: 900, height: 800 });
    await connectSimulatedDevice(office, phone, 'WhatsApp do escritório');
  });

  it("the Gestor turns on 'Rodízio'; with the Gestor 'Ausente', a new client goes to the attendant online", async () => {
    // The owner marks themself 'Ausente' in the user menu.
    await userMenu(office).click();
    const availability = office.getByRole('menuitem').filter({ hasText: /^(Disponível|Ausente)$/ });
    await availability.filter({ hasText: 'Disponível' }).waitFor();
    await screenshot(office, 'user-menu-available');
    await availability.click();
    await userMenu(office).click();
    await office.getByRole('menuitem').filter({ hasText: 'Ausente' }).waitFor();
    await screenshot(office, 'user-menu-away');
    await office.keyboard.press('Escape');

    // 'Configurações › Atendimento': round-robin with a capacity of 3.
    await office.goto('/settings?tab=service-levels');
    const card = office.getByTestId('auto-assignment-card');
    await card.getByText('Distribuição automática').waitFor();
    await card.getByText('Rodízio', { exact: true }).click();
    await card.getByLabel('Capacidade por atendente').fill('3');
    await card.getByRole('button', { name: 'Salvar' }).click();
    await office.getByText('Distribuição automática salva').first().waitFor();
    await screenshot(office, 'auto-assignment-card');
    const small = await standalone.page(PHONE);
    await signIn(small, DEMO.owner.email, DEMO.owner.password);
    await expect.poll(() => small.url(), { timeout: 20000 }).not.toContain('/sign-in');
    await small.goto('/settings?tab=service-levels');
    await small.getByTestId('auto-assignment-card').getByText('Capacidade por atendente').waitFor();
    expect(await small.getByTestId('auto-assignment-card').getByLabel('Capacidade por atendente').inputValue()).toBe('3');
    await screenshot(small, 'auto-assignment-card');
    await small.context().close();

    // Bruno, online and 'Disponível', keeps /messages open on his own conversations only.
    attendant = await standalone.page(DESKTOP);
    await signIn(attendant, DEMO.attendant.email, DEMO.attendant.password);
    await expect.poll(() => attendant.url(), { timeout: 20000 }).not.toContain('/sign-in');
    await attendant.goto('/messages');
    await attendant.getByRole('button', { name: 'Filtros' }).click();
    const filters = attendant.getByRole('dialog').filter({ hasText: 'Filtros de conversas' });
    await pickOption(attendant, filters, 'Responsável', DEMO.attendant.name);
    await filters.getByRole('button', { name: 'Ver conversas' }).click();
    await attendant.getByText('Nenhuma conversa encontrada').waitFor();

    await clientWrites(phone, { ...client, text: 'Boa tarde, recebi uma intimação e preciso de orientação.' });
    // It arrives in Bruno's list live, already his.
    await items(attendant).filter({ hasText: client.name }).waitFor({ timeout: 20000 });
    await items(attendant).filter({ hasText: client.name }).click();
    await header(attendant).getByText(`Atendido por ${DEMO.attendant.name}`).waitFor();
    await screenshot(attendant, 'auto-assigned-attendant');
    // The owner, online but 'Ausente', sees it in the workspace's list held by Bruno, not by them.
    await office.goto('/messages');
    await items(office).filter({ hasText: client.name }).click({ timeout: 20000 });
    await header(office).getByText(`Atendido por ${DEMO.attendant.name}`).waitFor();
  });

  it('the attendant finishes asking for a rating; the client answers 5 from /simulator, is thanked, and the conversation stays finished', async () => {
    await header(attendant).getByRole('button', { name: 'Encerrar atendimento humano' }).click();
    const finish = attendant.getByRole('dialog').filter({ hasText: 'Finalizar conversa' });
    await finish.getByRole('tab', { name: 'Solicitar avaliação' }).click();
    await finish.getByRole('button', { name: 'Solicitar avaliação' }).click();
    await header(attendant).getByText('Finalizado').waitFor();

    // The phone shows the question with its five numbered choices.
    const chat = phone.getByTestId('sim-messages');
    await chat.getByText('5 - Excelente').waitFor({ timeout: 20000 });
    expect(await chat.innerText()).toContain('1 - Péssimo');

    await clientWrites(phone, { ...client, text: '5' });
    await chat.getByText(EVALUATION_THANKS_TEXT).waitFor({ timeout: 20000 });
    await phone.setViewportSize(PHONE);
    await screenshot(phone, 'simulator-rating');

    await attendant.getByTestId('evaluation-line').filter({ hasText: 'Avaliação do cliente: 5 de 5' }).waitFor({ timeout: 20000 });
    await attendant.getByText(EVALUATION_THANKS_TEXT).first().waitFor({ timeout: 20000 });
    // Not reopened: still finished, and the client has one conversation only.
    expect(await header(attendant).getByText('Finalizado').isVisible()).toBe(true);
    await attendant.reload();
    await header(attendant).getByText('Finalizado').waitFor();
    await screenshot(attendant, 'rated-conversation');
    const conversationUrl = new URL(attendant.url());
    const small = await standalone.page(PHONE);
    await signIn(small, DEMO.attendant.email, DEMO.attendant.password);
    await expect.poll(() => small.url(), { timeout: 20000 }).not.toContain('/sign-in');
    await small.goto(`${conversationUrl.pathname}${conversationUrl.search}`);
    await small.getByTestId('evaluation-line').filter({ hasText: 'Avaliação do cliente: 5 de 5' }).waitFor({ timeout: 20000 });
    await screenshot(small, 'rated-conversation');
    await small.context().close();
    await office.goto('/messages');
    await office.getByRole('tab', { name: /Todas|Todos/ }).first().click().catch(() => undefined);
    expect(await items(office).filter({ hasText: client.name }).count()).toBeLessThanOrEqual(1);
  });
});
