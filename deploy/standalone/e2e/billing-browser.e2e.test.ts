import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signUpTrialOffice, useStandalone } from './harness';

/** Screenshots land here to be looked at (SCREENSHOTS_DIR overrides). */
const SHOTS = process.env.SCREENSHOTS_DIR ?? path.join(process.env.TMPDIR ?? '/tmp', 'balcao-billing-screens');

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

/**
 * Pays the pending charge whose copy-paste code is `payload` on the sandbox page, as a tester
 * would, then brings the app's tab back to the front (a background tab's animations pause). The
 * page is the signed-in Gestor's: a tab of the same browser, it signs in with the app's cookie.
 */
async function payOnSandbox(sandbox: Page, app: Page, payload: string) {
  await sandbox.bringToFront();
  await sandbox.goto('/api/billing/sandbox');
  await sandbox.locator('tr', { hasText: payload }).getByRole('button', { name: 'Pagar agora' }).click();
  await sandbox.waitForURL(/\/api\/billing\/sandbox/);
  await app.bringToFront();
}

describe('billing in the browser: trial, lapse, PIX subscription, AI credits', () => {
  const standalone = useStandalone();

  it('signs up in trial, is gated when the trial ends, subscribes by PIX without a reload and buys 100 AI credits', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const page = await standalone.page({ width: 1440, height: 900 });
    const sandbox = await page.context().newPage();
    await page.bringToFront();

    const officeId = await signUpTrialOffice(page, { name: 'Paula Prazo', emailPrefix: 'paula', phone: '11987650001' });

    await page.goto('/home');
    await page.getByText(/^Restam 7 dias do seu período de teste\.$/).waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'trial-banner-1440.png') });

    // 'Encerrar teste' on the sandbox page ends this office's trial (the only one the page shows).
    await sandbox.bringToFront();
    await sandbox.goto('/api/billing/sandbox');
    // The demo office's card payment is another office's: not shown here.
    expect(await sandbox.locator('tr[data-charge]').count()).toBe(0);
    await sandbox.locator('tr', { hasText: officeId }).getByRole('button', { name: 'Encerrar teste' }).click();
    await sandbox.waitForURL(/\/api\/billing\/sandbox/);
    await page.bringToFront();

    await page.goto('/messages');
    await page.waitForURL(/\/settings\?tab=subscription$/);
    await page.getByRole('heading', { name: 'Assine agora' }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    expect(await menu.getByRole('menuitem', { name: /Mensagens/ }).getAttribute('aria-disabled')).toBe('true');
    await page.screenshot({ path: path.join(SHOTS, 'plans-1440.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('heading', { name: 'Assine agora' }).waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'plans-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.getByText('Mensal', { exact: true }).click();
    const plan = page.getByLabel('Plano Jovem Advogado', { exact: true });
    await plan.getByRole('button', { name: 'Começar agora' }).click();
    await page.getByText('PIX', { exact: true }).click();
    await page.getByLabel('CPF ou CNPJ').fill('123.456.789-09');
    await page.getByRole('button', { name: /Gerar PIX/ }).click();
    await page.getByAltText('QR Code do PIX').waitFor();
    const payload = await page.getByLabel('Código PIX copia e cola').inputValue();
    expect(payload).toMatch(/^000201/);
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(SHOTS, 'pix-1440.png'), fullPage: true });

    await payOnSandbox(sandbox, page, payload);
    // The realtime `paymentReceived` frame: no reload happens on this page.
    await page.getByText('Pagamento Confirmado!').waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'confirmed-1440.png') });
    await page.getByRole('button', { name: 'Ir para Dashboard' }).click();
    await page.waitForURL(/\/home$/);
    expect(await page.getByText(/período de teste/).count()).toBe(0);
    await menu.getByRole('menuitem', { name: /Mensagens/ }).click();
    await page.waitForURL(/\/messages$/);
    await page.waitForTimeout(1500);
    expect(new URL(page.url()).pathname).toBe('/messages');

    await page.goto('/settings?tab=credits');
    const available = page.getByTestId('credits-available').first();
    await available.waitFor();
    const before = digits(await available.textContent());
    await page.getByRole('button', { name: /Comprar créditos/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Comprar créditos de IA' });
    expect(await dialog.getByLabel('Quantidade de créditos').inputValue()).toBe('100');
    expect((await dialog.getByTestId('credits-total').textContent())?.replace(/\s/g, ' ')).toBe('R$ 30,00');
    await dialog.getByRole('button', { name: 'Gerar PIX' }).click();
    const creditsPayload = await dialog.getByLabel('Código PIX copia e cola').inputValue();
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(SHOTS, 'credits-pix-1440.png') });
    await payOnSandbox(sandbox, page, creditsPayload);
    await dialog.getByText('Pagamento Confirmado!').waitFor();
    await dialog.getByRole('button', { name: 'Concluir' }).click();
    await expect.poll(async () => digits(await available.textContent()), { timeout: 15_000 }).toBe(before + 100);

    await page.goto('/settings?tab=subscription');
    await page.getByRole('tab', { name: 'Plano', exact: true }).waitFor();
    await page.getByRole('columnheader', { name: 'Investimento' }).waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'plan-tab-1440.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('tab', { name: 'Faturas' }).click();
    await page.getByRole('cell', { name: 'Pago' }).first().waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(SHOTS, 'invoices-390.png'), fullPage: true });
    await page.goto('/settings?tab=credits');
    await page.getByRole('button', { name: /Comprar créditos/ }).click();
    await page.getByRole('button', { name: 'Aumentar créditos' }).waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(SHOTS, 'credits-390.png') });
  });
});
