import { describe, expect, it } from 'vitest';
import { DEMO } from '../src/seed';
import { signIn, useStandalone } from './harness';

/**
 * Issue 36: an attendant does not run the office. Bruno (profile Atendente) opens Configurações on
 * the server `npm start` runs and finds his own preferences and password, nothing that manages the
 * office; Ana, the Gestor, still finds every tab.
 */
describe('Configurações as an attendant and as the Gestor', () => {
  const standalone = useStandalone();

  it('shows the attendant his preferences and password, and no office-management tab or action', async () => {
    const page = await standalone.page();
    await signIn(page, DEMO.attendant.email, DEMO.attendant.password);
    await page.waitForURL(/\/home/);

    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Preferências', selected: true }).waitFor();
    // Funis comes with the CRM, which the default Atendente profile sees (view:crm).
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Preferências', 'Funis', 'Assinatura']);
    await page.getByText('Som de notificação').waitFor();
    await page.getByText('Sua senha').waitFor();
    await page.getByLabel('Senha atual').waitFor();

    // A link to the office's tab lands on his own.
    await page.goto('/settings?tab=office');
    await page.getByRole('tab', { name: 'Preferências', selected: true }).waitFor();
    await page.getByText('Som de notificação').waitFor();
    expect(await page.getByLabel('Nome do escritório').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Arquivar escritório' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Novo workspace/i }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Comprar créditos' }).count()).toBe(0);

    // The switcher lists his workspace but offers no new one.
    await page.getByRole('button', { name: /Trocar workspace/ }).click();
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByText(DEMO.workspaceName).waitFor();
    expect(await page.getByText('Novo Workspace').count()).toBe(0);
    await page.context().close();
  });

  it('still shows the Gestor every tab, the office form and the archive action', async () => {
    const page = await standalone.page();
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await page.waitForURL(/\/home/);

    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Escritório', selected: true }).waitFor();
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Escritório', 'Workspaces', 'Atendimento', 'Preferências', 'Integrações de API', 'Webhooks', 'Auditoria', 'Créditos', 'Funis', 'Assinatura']);
    await expect.poll(() => page.getByLabel('Nome do escritório').inputValue()).toBe(DEMO.officeName);
    await page.getByRole('button', { name: 'Arquivar escritório' }).waitFor();

    await page.getByRole('tab', { name: 'Workspaces' }).click();
    await page.getByRole('button', { name: /Novo workspace/ }).waitFor();
    await page.context().close();
  });
});
