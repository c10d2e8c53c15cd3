import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../src/seed';
import { PHONE, pickOption, screenshot, signIn, useStandalone } from './harness';

/**
 * Issue 41: Ana, the Gestor, adds an attendant, then opens Configurações › Auditoria, finds who
 * did it and when, narrows the log to that action and exports it to Excel.
 */
describe('the audit log from the settings screen', () => {
  const standalone = useStandalone();

  it('shows the user Ana created, filters by action and exports the filtered log', async () => {
    const page = await standalone.page();
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await page.waitForURL(/\/home/);

    await page.goto('/users');
    await page.getByRole('button', { name: /Novo atendente/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nome').fill('Daniela Auditada');
    await dialog.getByLabel('E-mail').fill('daniela.auditada@escritorio.dev');
    await pickOption(page, dialog, 'Perfil', 'Atendente');
    await pickOption(page, dialog, 'Workspaces', 'Atendimento');
    await page.keyboard.press('Escape');
    await dialog.getByLabel('Senha', { exact: true }).fill('senhaforte1');
    await dialog.getByLabel('Confirmar senha').fill('senhaforte1');
    await dialog.getByRole('button', { name: /Salvar|Criar/ }).click();
    await page.getByRole('cell', { name: 'Daniela Auditada', exact: true }).waitFor();

    await page.goto('/settings?tab=audit');
    await page.getByRole('tab', { name: 'Auditoria', selected: true }).waitFor();
    // The log is written from the event a moment after the change: the Gestor reloads until it shows.
    const createdRow = page.getByRole('row').filter({ hasText: 'Usuário: Daniela Auditada' });
    await expect
      .poll(async () => {
        if (await createdRow.isVisible()) return true;
        await page.reload();
        await page.getByRole('tab', { name: 'Auditoria', selected: true }).waitFor();
        return createdRow.isVisible();
      }, { timeout: 20_000, interval: 500 })
      .toBe(true);
    await createdRow.getByText('Usuário criado').waitFor();
    await createdRow.getByText(DEMO.owner.name).waitFor();
    await page.getByRole('row').filter({ hasText: 'Entrou no sistema' }).first().waitFor();

    const panel = page.getByRole('tabpanel');
    await pickOption(page, panel, 'Ação', 'Usuário criado');
    await page.getByRole('row').filter({ hasText: 'Entrou no sistema' }).first().waitFor({ state: 'detached' });
    await createdRow.waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, 'audit-log-filtered');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Exportar Excel/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/^auditoria-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    const sheet = workbook.getWorksheet('Auditoria')!;
    const rows = sheet.getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1).map((cell) => String(cell ?? '')));
    expect(rows[0]).toEqual(['Quando', 'Quem', 'Ação', 'Alvo', 'Detalhes', 'IP', 'Navegador']);
    expect(rows.slice(1).every((row) => row[2] === 'Usuário criado')).toBe(true);
    expect(rows.slice(1).some((row) => row[1] === DEMO.owner.name && row[3] === 'Usuário: Daniela Auditada')).toBe(true);

    // The export is itself in the log.
    // The actions' list is long: the Gestor types to find one.
    await panel.getByLabel('Ação', { exact: true }).click();
    await page.keyboard.type('Relatório');
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: 'Relatório exportado' }).first().click();
    await page.getByRole('row').filter({ hasText: 'Relatório: Auditoria' }).first().waitFor();
    await page.context().close();
  });

  it('fits the phone: filters one under another, the table scrolls inside the card', async () => {
    const page = await standalone.page(PHONE);
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await page.waitForURL(/\/home/);
    await page.goto('/settings?tab=audit');
    await page.getByRole('button', { name: /Exportar Excel/ }).waitFor();
    await page.getByLabel('Período').first().waitFor();
    await page.getByRole('row').filter({ hasText: 'Entrou no sistema' }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.waitForTimeout(300);
    await screenshot(page, 'audit-log-phone');
    await page.context().close();
  });
});
