import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshot, SCREENSHOTS_DIR, signUpTrialOffice, useStandalone } from './harness';


/** The page fits the window: nothing below its bottom, so the header never scrolls away. */
async function expectFitsWindow(page: Page) {
  await page.waitForTimeout(300);
  const sizes = await page.evaluate(() => ({ scrollHeight: document.documentElement.scrollHeight, innerHeight: window.innerHeight }));
  expect(sizes.scrollHeight).toBe(sizes.innerHeight);
}

/** Each element shown lies entirely inside the window. */
async function expectInsideWindow(page: Page, selector: string) {
  const viewport = page.viewportSize()!;
  for (const element of await page.locator(selector).all()) {
    if (!(await element.isVisible())) continue;
    const box = (await element.boundingBox())!;
    expect(box.y + box.height, selector).toBeLessThanOrEqual(viewport.height);
    expect(box.x + box.width, selector).toBeLessThanOrEqual(viewport.width);
  }
}

describe('a new office in its trial and after it', () => {
  const standalone = useStandalone();

  it('fits every page in the window with the trial banner, and says why the product closed when the trial ends, offering the plans', async () => {
    const page = await standalone.page(DESKTOP);
    // Remotes load slowly when the machine is busy.
    page.setDefaultTimeout(45_000);
    const officeId = await signUpTrialOffice(page, { name: 'Teresa Teste', emailPrefix: 'teresa', phone: '11987650002' });

    // The trial banner over /messages: the composer's page ends at the window's bottom.
    await page.goto('/messages');
    const banner = page.getByText(/^Restam 7 dias do seu período de teste\.$/);
    await banner.waitFor();
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await banner.waitFor();
      await expectFitsWindow(page);
      await screenshot(page, 'trial-banner-messages');
    }

    // The flow editor with the banner: its zoom controls and minimap are inside the window.
    await page.setViewportSize(DESKTOP);
    await page.goto('/flows');
    await page.getByTestId('flows-total').waitFor();
    await page.getByRole('button', { name: 'Criar fluxo' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nome').fill('Boas-vindas');
    await dialog.getByRole('button', { name: 'Criar' }).click();
    await page.waitForURL(/\/flows\/[0-9a-f-]{36}$/);
    await page.locator('.react-flow__controls').waitFor();
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await banner.waitFor();
      await expectFitsWindow(page);
      await expectInsideWindow(page, '.react-flow__controls, .react-flow__minimap');
      await screenshot(page, 'trial-banner-flow-editor');
    }

    // Settings › Créditos in the trial: the figures read as a sum.
    await page.goto('/settings?tab=credits');
    const figures = page.getByRole('list', { name: 'Resumo de créditos' });
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await figures.getByRole('listitem', { name: 'Do plano' }).waitFor();
      expect((await figures.getByRole('listitem').allInnerTexts()).map((line) => line.replace(/\s+/g, ' ').trim())).toEqual(['+ Do plano 300', '+ Comprados 0', '− Usados 0', '= Disponíveis 300']);
      await screenshot(page, 'credits');
    }

    // The trial ends ('Encerrar teste' on the payments sandbox page, this office's only row).
    const sandbox = await page.context().newPage();
    await sandbox.goto('/api/billing/sandbox');
    await sandbox.locator('tr', { hasText: officeId }).getByRole('button', { name: 'Encerrar teste' }).click();
    await sandbox.waitForURL(/\/api\/billing\/sandbox/);
    await sandbox.close();
    await page.bringToFront();

    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto('/messages');
      await page.waitForURL(/\/settings\?tab=subscription$/);
      // The screen it lands on says why, and the plans are right there.
      const why = page.getByRole('alert').filter({ hasText: 'Seu período de teste terminou' });
      await why.waitFor();
      expect(await why.textContent()).toContain('Escolha um dos planos abaixo');
      await page.getByRole('heading', { name: 'Assine agora' }).waitFor();
      await page.getByLabel('Plano Jovem Advogado', { exact: true }).first().waitFor();
      await page.waitForTimeout(500);
      await screenshot(page, 'trial-ended');

      // The user menu offers the upgrade: the plans, or a WhatsApp chat asking for it.
      await page.getByRole('button', { name: 'Menu do usuário' }).click();
      await page.getByRole('menuitem', { name: /Fazer upgrade/ }).waitFor();
      await page.waitForTimeout(300);
      // The open menu as the window shows it (a full-page shot would move it).
      await page.screenshot({ path: path.join(SCREENSHOTS_DIR, `user-menu-upgrade-${viewport.width}.png`) });
      await page.getByRole('menuitem', { name: /Fazer upgrade/ }).click();
      const upgrade = page.getByRole('dialog', { name: 'Fazer upgrade' });
      await upgrade.getByText('Seu período de teste terminou').waitFor();
      const whatsapp = upgrade.getByRole('link', { name: /Falar no WhatsApp/ });
      expect(decodeURIComponent((await whatsapp.getAttribute('href')) ?? '')).toMatch(/^https:\/\/wa\.me\/\d+\?text=.*upgrade/);
      await page.waitForTimeout(400);
      await screenshot(page, 'upgrade-modal');
      await upgrade.getByRole('button', { name: 'Ver planos' }).click();
      await upgrade.waitFor({ state: 'hidden' });
      await page.waitForURL(/\/settings\?tab=subscription$/);

      // The card holder's phone keeps a mobile number's 11th digit, with no stale error.
      await page.getByText('Mensal', { exact: true }).click();
      await page.getByLabel('Plano Jovem Advogado', { exact: true }).getByRole('button', { name: 'Começar agora' }).click();
      await page.getByText('Cartão de crédito', { exact: true }).first().click();
      const phone = page.getByLabel('Telefone', { exact: true });
      await phone.pressSequentially('11987654321');
      expect(await phone.inputValue()).toBe('(11) 98765-4321');
      // The error shown while the number was short leaves (after its fade-out).
      await expect.poll(() => page.getByText('O telefone deve ter pelo menos 10 dígitos').count(), { timeout: 5_000 }).toBe(0);
      await screenshot(page, 'checkout-card');
      await page.getByRole('button', { name: /Alterar plano/ }).click();
    }
  }, 480_000);
});
