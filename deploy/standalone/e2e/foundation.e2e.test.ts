import { describe, expect, it } from 'vitest';
import { DEMO } from '../src/seed';
import { pickOption, signIn, useStandalone } from './harness';

describe('a law-office manager signs in and manages attendants', () => {
  const standalone = useStandalone();

  it('signs in as the demo user, sees the pt-BR menu, creates an attendant, switches theme and signs out', async () => {
    const page = await standalone.page();
    await signIn(page, DEMO.owner.email, DEMO.owner.password);

    await expect.poll(() => page.url(), { timeout: 20000 }).toContain('/home');
    await page.getByText(`Bem vindo(a) de volta, Dr.(a) ${DEMO.owner.name}!`).waitFor();
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    for (const label of ['Principal', 'Dashboard', 'CRM', 'Atendimento', 'Mensagens', 'Etiquetas', 'Respostas Rápidas', 'Agentes de IA', 'Fluxo de Atendimento', 'Gerenciamento', 'Contatos', 'Atendentes', 'Times', 'Integrações', 'Configurações']) {
      await menu.getByText(label, { exact: true }).first().waitFor();
    }

    // The Atendentes page comes from the admin remote, loaded through its own manifest.
    const manifest = page.waitForResponse((response) => response.url().endsWith('/remotes/admin/mf-manifest.json'));
    await menu.getByText('Atendentes', { exact: true }).first().click();
    expect((await manifest).status()).toBe(200);
    await page.getByRole('button', { name: /Novo atendente/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nome').fill('Carla Advogada');
    await dialog.getByLabel('E-mail').fill('carla@escritorio.dev');
    await pickOption(page, dialog, 'Perfil', 'Atendente');
    await pickOption(page, dialog, 'Workspaces', 'Atendimento');
    await page.keyboard.press('Escape');
    await dialog.getByLabel('Senha', { exact: true }).fill('senhaforte1');
    await dialog.getByLabel('Confirmar senha').fill('senhaforte1');
    await dialog.getByRole('button', { name: /Salvar|Criar/ }).click();
    await page.getByRole('cell', { name: 'Carla Advogada', exact: true }).waitFor();

    // Theme: the user menu switches to dark and the choice sticks after a reload.
    const background = () => page.evaluate(() => getComputedStyle(document.querySelector('.ant-layout') ?? document.body).backgroundColor);
    const lightBackground = await background();
    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    await page.getByRole('menuitem', { name: /Tema escuro/ }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await expect.poll(background).not.toBe(lightBackground);
    await page.reload();
    await page.getByRole('cell', { name: 'Carla Advogada', exact: true }).waitFor();
    expect(await background()).not.toBe(lightBackground);

    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect.poll(() => page.url(), { timeout: 20000 }).toContain('/sign-in');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'chat-user-token')).toBeUndefined();
  });
});
