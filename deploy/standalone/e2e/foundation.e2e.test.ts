import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DEMO } from '../src/seed';
import { launchBrowser, newPage, signIn, startStandalone } from './harness';

describe('a law-office manager signs in and manages attendants', () => {
  let server: Awaited<ReturnType<typeof startStandalone>>;
  let browser: Browser;

  beforeAll(async () => {
    server = await startStandalone();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('signs in as the demo user, sees the pt-BR menu, creates an attendant, switches theme and signs out', async () => {
    const page = await newPage(browser, server.baseUrl);
    await signIn(page, DEMO.owner.email, DEMO.owner.password);

    await expect.poll(() => page.url()).toContain('/home');
    await page.getByText(`Bem vindo(a) de volta, Dr.(a) ${DEMO.owner.name}!`).waitFor();
    const menu = page.getByRole('navigation').or(page.locator('aside')).first();
    for (const label of ['Dashboard', 'CRM', 'Mensagens', 'Etiquetas', 'Respostas Rápidas', 'Contatos', 'Atendentes', 'Times', 'Integrações', 'Configurações']) {
      await expect(menu.getByText(label, { exact: true }).first().isVisible()).resolves.toBe(true);
    }

    // The Atendentes page comes from the admin remote, loaded through its own manifest.
    const manifest = page.waitForResponse((response) => response.url().endsWith('/remotes/admin/mf-manifest.json'));
    await menu.getByText('Atendentes', { exact: true }).first().click();
    expect((await manifest).status()).toBe(200);
    await page.getByRole('button', { name: /Novo atendente/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nome').fill('Carla Advogada');
    await dialog.getByLabel('E-mail').fill('carla@escritorio.dev');
    await dialog.getByLabel('Perfil').click();
    await page.getByRole('option', { name: 'Atendente' }).click();
    await dialog.getByLabel('Workspaces').click();
    await page.getByRole('option', { name: 'Atendimento' }).click();
    await dialog.getByLabel('Senha', { exact: true }).fill('senhaforte1');
    await dialog.getByLabel('Confirmar senha').fill('senhaforte1');
    await dialog.getByRole('button', { name: /Salvar|Criar/ }).click();
    await page.getByRole('cell', { name: 'Carla Advogada' }).waitFor();

    // Theme: the user menu switches to dark and the choice sticks after a reload.
    await page.getByTestId('user-menu').click();
    await page.getByTestId('theme-toggle').click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page.getByTestId('user-menu').click();
    await page.getByText('Sair', { exact: true }).click();
    await expect.poll(() => page.url()).toContain('/sign-in');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'chat-user-token')).toBeUndefined();
  });
});
