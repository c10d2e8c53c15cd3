import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { publishNewsFolder } from '@balcao/notifications-service';
import { DEMO } from '../src/seed';
import { bell, clientWrites, connectSimulatedDevice, launchBrowser, newPage, signIn, startStandalone, unreadOnBell } from './harness';

describe('notifications and news', () => {
  let server: Awaited<ReturnType<typeof startStandalone>>;
  let browser: Browser;
  const page = (viewport?: { width: number; height: number }) => newPage(browser, server.baseUrl, viewport);

  beforeAll(async () => {
    server = await startStandalone();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });


  it('a transfer to Bruno shows on his bell live, and clicking it opens the conversation', async () => {
    const office = await page();
    await signIn(office, DEMO.owner.email, DEMO.owner.password);
    await office.waitForURL(/\/home/);
    const phone = await page({ width: 900, height: 800 });
    await connectSimulatedDevice(office, phone, 'WhatsApp do escritório');
    await clientWrites(phone, { phone: '11 98888-7777', name: 'Maria Cliente', text: 'Bom dia, gostaria de saber do meu processo.' });

    // Bruno works on another page of the product, in another browser.
    const attendant = await page();
    await signIn(attendant, DEMO.attendant.email, DEMO.attendant.password);
    await attendant.waitForURL(/\/home/);
    await bell(attendant).waitFor();
    // Let the page settle (a wait for a human may have notified him already).
    await attendant.waitForTimeout(1500);
    const before = await unreadOnBell(attendant);

    // The owner takes the conversation and transfers it to Bruno.
    const header = office.getByTestId('conversation-header');
    await office.goto('/messages');
    await office.getByTestId('conversation-item').filter({ hasText: 'Maria Cliente' }).click({ timeout: 20000 });
    await header.getByRole('button', { name: 'Iniciar atendimento humano' }).click();
    await header.getByText(`Atendido por ${DEMO.owner.name}`).waitFor();
    await header.getByRole('button', { name: 'Transferir' }).click();
    const transfer = office.getByRole('dialog').filter({ hasText: 'Transferir atendimento' });
    await transfer.locator('label').filter({ hasText: DEMO.attendant.name }).click();
    await transfer.getByRole('button', { name: 'Transferir' }).click();
    await header.getByText(`Atendido por ${DEMO.attendant.name}`).waitFor();

    // Bruno's bell counts it without a reload.
    await expect.poll(() => unreadOnBell(attendant), { timeout: 15000 }).toBe(before + 1);
    await bell(attendant).click();
    const item = attendant.getByRole('button', { name: 'Atendimento transferido' });
    await item.getByText(`${DEMO.owner.name} transferiu o atendimento de Maria Cliente para você`).waitFor();
    await item.click();
    await attendant.waitForURL(/\/messages\?id=/);
    await attendant.getByTestId('conversation-header').getByText('Maria Cliente').waitFor();
    await expect.poll(() => unreadOnBell(attendant)).toBeLessThan(before + 1);
    await Promise.all([office.context().close(), phone.context().close(), attendant.context().close()]);
  });

  it('a news item published on deploy pops up once, and “Talvez depois” hides it', async () => {
    // A deploy publishes the repository's news/ folder; this one holds a newer item.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'balcao-news-'));
    try {
      writeFileSync(
        path.join(dir, 'e2e-novidade.html'),
        `---\ntitle: Relatórios de atendimento\ndate: ${new Date().toISOString()}\n---\n<p>Agora você acompanha o tempo de resposta da equipe direto no Dashboard, com comparação mês a mês.</p>\n`,
      );
      expect(await publishNewsFolder(server.infra.database, dir)).toEqual({ published: 1 });
      expect(await publishNewsFolder(server.infra.database, dir)).toEqual({ published: 0 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    const attendant = await page();
    await signIn(attendant, DEMO.attendant.email, DEMO.attendant.password);
    await attendant.waitForURL(/\/home/);
    const popup = attendant.getByRole('dialog').filter({ hasText: 'Ver Novidades' });
    await popup.getByText('Relatórios de atendimento').waitFor();
    await popup.getByText(/Agora você acompanha o tempo de resposta/).waitFor();
    await attendant.getByRole('button', { name: 'Novidades não lidas' }).waitFor();
    await popup.getByRole('button', { name: 'Talvez depois' }).click();
    await popup.waitFor({ state: 'detached' });

    // Once: it does not come back on the next visit.
    await attendant.reload();
    await attendant.getByRole('button', { name: 'Novidades não lidas' }).waitFor();
    await attendant.waitForTimeout(1500);
    expect(await attendant.getByRole('dialog').filter({ hasText: 'Ver Novidades' }).count()).toBe(0);

    // On /news the item reads as read once opened, and the red dot goes when all are read.
    await attendant.goto('/news');
    await attendant.getByText('Selecione uma novidade').waitFor();
    await attendant.getByRole('button', { name: /Marcar todas como lidas \(\d+\)/ }).click();
    await attendant.getByRole('button', { name: 'Novidades', exact: true }).waitFor();
    await attendant.context().close();
  });
});
