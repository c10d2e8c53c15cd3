import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO } from '../src/seed';
import { callApiAsSession, clientWrites, connectSimulatedDevice, signIn, useStandalone } from './harness';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const CLIENT = { phone: '11 97777-6666', name: 'Carla Mendes Figueiredo' };

type Box = { x: number; y: number; width: number; height: number };
const boxOf = async (locator: Locator): Promise<Box> => (await locator.boundingBox())!;
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function signedIn(page: Page) {
  await signIn(page, DEMO.owner.email, DEMO.owner.password);
  await page.waitForURL(/\/home/);
  return page;
}

/** The page does not scroll sideways and every matching element lies inside the screen. */
async function expectAllOnScreen(page: Page, locator: Locator) {
  await locator.first().waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const count = await locator.count();
  for (let index = 0; index < count; index += 1) {
    const box = await boxOf(locator.nth(index));
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
}

async function openCarla(page: Page) {
  await page.goto('/messages');
  await page.getByTestId('conversation-item').filter({ hasText: CLIENT.name }).click();
  return page.getByTestId('conversation-header').waitFor();
}

describe('the inbox on a phone and beside the details panel (issue 21)', () => {
  const standalone = useStandalone();

  beforeAll(async () => {
    const office = await signedIn(await standalone.page(DESKTOP));
    const phone = await standalone.page(PHONE);
    await connectSimulatedDevice(office, phone, 'Recepção');
    await clientWrites(phone, { ...CLIENT, text: 'Bom dia! Fui demitido ontem sem aviso e preciso de orientação.' });
    // Enough messages to fill a phone's screen.
    for (let index = 1; index <= 12; index += 1) await clientWrites(phone, { ...CLIENT, text: `Mais um detalhe do meu caso, parte ${index}.` });
    const inboxId = await office.evaluate(() => decodeURIComponent(document.cookie.match(/chat-inbox-id=([^;]+)/)?.[1] ?? ''));
    await callApiAsSession(office, 'POST', '/tag', { inboxId, name: 'Trabalhista', modules: ['conversas'] });
    await openCarla(office);
    await office.getByRole('button', { name: 'Iniciar atendimento humano' }).click();
    await office.getByRole('button', { name: 'Encerrar atendimento humano' }).waitFor();
  });

  it('keeps the row actions of Etiquetas, Atendentes and Integrações on screen at 390 px', async () => {
    const page = await signedIn(await standalone.page(PHONE));
    await page.goto('/tags');
    await expectAllOnScreen(page, page.getByRole('button', { name: /^(Editar|Excluir|Deletar) Trabalhista/ }));
    await page.goto('/users');
    await expectAllOnScreen(page, page.getByRole('button', { name: /^Editar / }));
    await page.goto('/integrations');
    await expectAllOnScreen(page, page.getByRole('button', { name: 'Desconectar' }));
  });

  it("shows the composer's three tabs whole, and the day pill covers no message, at 390 px", async () => {
    const page = await signedIn(await standalone.page(PHONE));
    await openCarla(page);
    const tablist = page.getByRole('tablist', { name: 'Compositor' });
    const strip = await boxOf(tablist);
    for (const tab of await tablist.getByRole('tab').all()) {
      const box = await boxOf(tab);
      expect(box.x + box.width).toBeLessThanOrEqual(strip.x + strip.width);
    }
    expect(await tablist.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

    await page.getByTestId('message-timeline').getByText('Mais um detalhe do meu caso, parte 12.').waitFor();
    const timeline = await boxOf(page.getByTestId('message-timeline'));
    for (const pill of await page.getByRole('separator', { name: 'Hoje' }).all()) {
      const box = await boxOf(pill);
      if (box.y + box.height <= timeline.y) continue;
      for (const message of await page.getByTestId('message').all()) expect(overlaps(box, await boxOf(message))).toBe(false);
    }
  });

  it("keeps the contact's name and status readable beside 'Dados da conversa' at 1440 px", async () => {
    const page = await signedIn(await standalone.page(DESKTOP));
    await openCarla(page);
    const header = page.getByTestId('conversation-header');
    if (!(await page.getByTestId('conversation-details-panel').isVisible())) {
      await header.getByRole('button', { name: 'Opções da conversa' }).click();
      await page.getByRole('menuitem', { name: 'Dados da conversa' }).click();
    }
    await page.getByTestId('conversation-details-panel').waitFor();

    const name = header.getByRole('heading', { name: CLIENT.name });
    await expect.poll(() => name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const badge = header.getByText('Atendido por Ana Demo');
    const readable = [await boxOf(name), await boxOf(badge)];
    for (const action of ['Transferir', 'Encerrar atendimento humano', 'Opções da conversa']) {
      const button = await boxOf(header.getByRole('button', { name: action }));
      for (const text of readable) expect(overlaps(button, text)).toBe(false);
    }
  });

  it("starts the QR step's text at the top, level with the code", async () => {
    const page = await signedIn(await standalone.page(DESKTOP));
    await page.goto('/integrations');
    await page.getByRole('button', { name: /Novo dispositivo/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nome').fill('Trabalhista');
    await dialog.getByRole('button', { name: /Continuar/ }).click();
    const code = await boxOf(dialog.getByTestId('integration-qrcode'));
    const intro = await boxOf(dialog.getByText(/Conecte o WhatsApp de/));
    expect(Math.abs(intro.y - code.y)).toBeLessThanOrEqual(16);
  });
});
