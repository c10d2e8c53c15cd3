import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../src/seed';
import { clientWrites, connectSimulatedDevice, DESKTOP, screenshot, signIn, useStandalone } from './harness';

/** Issue 37, point 1: the dashboard's cards count what the inbox tabs show, open them, and move live. */
describe('the dashboard says what the inbox says', () => {
  const standalone = useStandalone();
  const items = (page: Page) => page.getByTestId('conversation-item');
  const header = (page: Page) => page.getByTestId('conversation-header');
  const card = (page: Page, key: string) => page.getByTestId(`card-${key}`);
  const count = async (page: Page, key: string) => Number(await card(page, key).textContent());

  async function signedIn(viewport: { width: number; height: number }) {
    const page = await standalone.page(viewport);
    // Several engineers share this machine's two cores: the first renders can be slow.
    page.setDefaultTimeout(45000);
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await expect.poll(() => page.url(), { timeout: 20000 }).toContain('/home');
    return page;
  }

  it('cards equal their tabs, open them, and move on a take-over without reload', async () => {
    const office = await signedIn(DESKTOP);
    const phone = await standalone.page({ width: 900, height: 800 });
    phone.setDefaultTimeout(45000);
    await connectSimulatedDevice(office, phone, 'WhatsApp do escritório');
    await clientWrites(phone, { phone: '11 97111-1000', name: 'Lia Prado', text: 'Bom dia, preciso falar com um advogado.' });
    await clientWrites(phone, { phone: '11 97222-2000', name: 'Rui Campos', text: 'Olá, tenho uma dúvida sobre meu contrato.' });

    // Card = tab: the 'Aguardando atendimento' card counts the 'Aguardando' tab, and opens it.
    await office.goto('/messages?status=WAITING_HUMAN');
    await items(office).filter({ hasText: 'Rui Campos' }).waitFor({ timeout: 20000 });
    const waitingInTab = await items(office).count();
    expect(waitingInTab).toBeGreaterThanOrEqual(2);

    const dashboard = await signedIn(DESKTOP);
    await expect.poll(() => count(dashboard, 'aguardandoResposta'), { timeout: 20000 }).toBe(waitingInTab);
    const humanBefore = await count(dashboard, 'atendimentoHumano');
    await screenshot(dashboard, 'home-cards');
    await dashboard.getByRole('link', { name: 'Aguardando atendimento' }).click();
    await expect.poll(() => dashboard.url(), { timeout: 20000 }).toContain('/messages?status=WAITING_HUMAN');
    await items(dashboard).first().waitFor({ timeout: 20000 });
    expect(await dashboard.getByRole('tab', { name: 'Aguardando' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => items(dashboard).count()).toBe(waitingInTab);
    await screenshot(dashboard, 'messages-waiting-tab');

    // A take-over moves the cards on a dashboard left open, without reloading it.
    await dashboard.goBack();
    await expect.poll(() => count(dashboard, 'aguardandoResposta'), { timeout: 20000 }).toBe(waitingInTab);
    await office.goto('/messages');
    await items(office).filter({ hasText: 'Lia Prado' }).click({ timeout: 20000 });
    await header(office).getByRole('button', { name: 'Iniciar atendimento humano' }).click();
    await header(office).getByText(`Atendido por ${DEMO.owner.name}`).waitFor();
    await expect.poll(() => count(dashboard, 'aguardandoResposta'), { timeout: 10000, interval: 250 }).toBe(waitingInTab - 1);
    expect(await count(dashboard, 'atendimentoHumano')).toBe(humanBefore + 1);
    await dashboard.getByRole('link', { name: 'Atendimento humano' }).click();
    await items(dashboard).filter({ hasText: 'Lia Prado' }).waitFor({ timeout: 20000 });
    await expect.poll(() => items(dashboard).count()).toBe(humanBefore + 1);
  }, 600_000);
});
