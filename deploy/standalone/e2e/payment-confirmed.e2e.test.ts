import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshot, signUpTrialOffice, useStandalone } from './harness';


/** Every error the page reports: console.error lines and uncaught exceptions. */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  return errors;
}

describe("after a PIX payment, 'Ir para Dashboard' goes home without an error", () => {
  const standalone = useStandalone();

  for (const viewport of [DESKTOP, PHONE]) {
    it(`subscribes by PIX, sees 'Pagamento Confirmado!' and reaches the dashboard with a clean console at ${viewport.width} px`, async () => {
      const page = await standalone.page(viewport);
      const errors = collectErrors(page);
      const sandbox = await page.context().newPage();
      await page.bringToFront();

      await signUpTrialOffice(page, { name: 'Paula Pix', emailPrefix: `paula.pix.${viewport.width}`, phone: '11987650003' });

      await page.goto('/settings?tab=subscription');
      // The plans come from the billing remote: a slow machine takes a while to load it.
      await page.getByText('Mensal', { exact: true }).waitFor({ timeout: 30_000 });
      await page.getByText('Mensal', { exact: true }).click();
      await page.getByLabel('Plano Jovem Advogado', { exact: true }).getByRole('button', { name: 'Começar agora' }).click();
      await page.getByText('PIX', { exact: true }).click();
      await page.getByLabel('CPF ou CNPJ').fill('123.456.789-09');
      await page.getByRole('button', { name: /Gerar PIX/ }).click();
      const payload = await page.getByLabel('Código PIX copia e cola').inputValue();

      await sandbox.bringToFront();
      await sandbox.goto('/api/billing/sandbox');
      await sandbox.locator('tr', { hasText: payload }).getByRole('button', { name: 'Pagar agora' }).click();
      await sandbox.waitForURL(/\/api\/billing\/sandbox/);
      await page.bringToFront();

      await page.getByText('Pagamento Confirmado!').waitFor();
      await page.waitForTimeout(300);
      await screenshot(page, 'payment-confirmed');
      await page.getByRole('button', { name: 'Ir para Dashboard' }).click();
      await page.waitForURL(/\/home$/);
      await page.getByText('Conversas em andamento').waitFor();
      await page.waitForTimeout(1500);
      await screenshot(page, 'dashboard-after-payment');
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
