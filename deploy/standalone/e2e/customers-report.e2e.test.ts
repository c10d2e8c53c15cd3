import { mkdirSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { PeopleList } from '@balcao/contracts';
import { DEMO } from '../src/seed';
import { callApiAsSession, DESKTOP, PHONE, screenshot, SCREENSHOTS_DIR, sessionInboxId, signIn, useStandalone } from './harness';

describe('the office downloads its customers report from /customers', () => {
  const standalone = useStandalone();
  let office: Page;

  beforeAll(async () => {
    office = await standalone.page();
    await signIn(office, DEMO.owner.email, DEMO.owner.password);
    await office.waitForURL(/\/home/);
    const inboxId = await sessionInboxId(office);
    await callApiAsSession(office, 'POST', '/people', { inboxId, name: 'Helena Duarte', phoneNumber: '11988887777', document: '123.456.789-00' });
    await callApiAsSession(office, 'POST', '/people', { inboxId, name: 'Otávio Ramos', phoneNumber: '11977776666', allowedSearch: false });
  });

  it('chooses Excel in "Relatório", downloads the file and finds every customer in it', async () => {
    await office.goto('/customers');
    await office.getByText('Otávio Ramos').waitFor();
    await office.getByRole('button', { name: 'Relatório' }).click();

    const dialog = office.getByRole('dialog');
    await dialog.getByText('Relatório de clientes').waitFor();
    // The dialog zooms in: a click while it moves was lost once in CI (the file came as PDF).
    await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    expect(await dialog.getByLabel('Nome do arquivo').inputValue()).toMatch(/^Relatório de clientes \d{2}-\d{2}-\d{4} \d{2}h\d{2}$/);
    await dialog.getByText('Excel', { exact: true }).click();
    await expect.poll(() => dialog.getByRole('radio', { name: 'Excel' }).isChecked()).toBe(true);
    await dialog.getByLabel('Nome do arquivo').fill('Clientes do escritório');

    const [download] = await Promise.all([office.waitForEvent('download'), dialog.getByRole('button', { name: 'Gerar relatório' }).click()]);
    expect(download.suggestedFilename()).toBe('Clientes do escritório.xlsx');
    await office.getByText('Relatório gerado com sucesso.').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const rows: string[][] = [];
    workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1).map(String)));
    expect(rows[0]).toEqual(['Nome', 'Contato', 'Documento', 'Consulta permitida', 'Última mensagem']);
    const listed = await callApiAsSession<PeopleList>(office, 'GET', `/people?inboxId=${await sessionInboxId(office)}&limit=9999`);
    expect(rows).toHaveLength(1 + listed.totalItems);
    expect(rows).toContainEqual(['Helena Duarte', '5511988887777', '123.456.789-00', 'Sim', '-']);
    expect(rows).toContainEqual(['Otávio Ramos', '5511977776666', '-', 'Não', '-']);
  });

  it('chooses PDF and downloads a printed report, at the desktop and phone widths (the PDF is left to be looked at)', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      await office.setViewportSize(viewport);
      await office.goto('/customers');
      await office.getByText('Otávio Ramos').first().waitFor();
      await office.getByRole('button', { name: 'Relatório' }).click();
      const dialog = office.getByRole('dialog');
      await dialog.getByText('Relatório de clientes').waitFor();
      await dialog.getByText('PDF', { exact: true }).click();
      await office.waitForTimeout(300);
      await screenshot(office, 'customers-report-dialog');
      const [download] = await Promise.all([office.waitForEvent('download'), dialog.getByRole('button', { name: 'Gerar relatório' }).click()]);
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      await dialog.waitFor({ state: 'hidden' });
      mkdirSync(SCREENSHOTS_DIR, { recursive: true });
      await download.saveAs(path.join(SCREENSHOTS_DIR, `customers-report-${viewport.width}.pdf`));
    }
  });
});
