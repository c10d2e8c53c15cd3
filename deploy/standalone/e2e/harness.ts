import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { parseConfig } from '@balcao/service-kit';
import { ZStandaloneConfig } from '../src/config';
import { seedDemo } from '../src/seed';
import { buildStandaloneServer } from '../src/server';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The standalone server as `npm start` runs it (PGlite, in-process bus, dev mailbox), on a free port with fresh data. */
export async function startStandalone() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'balcao-e2e-'));
  const config = parseConfig(ZStandaloneConfig, { DATA_DIR: dataDir, LOG_LEVEL: 'warn', PORT: '8080', DATABASE_URL: undefined, NATS_URL: undefined, REDIS_URL: undefined });
  const { app, infra, close } = await buildStandaloneServer({ ...config, DATABASE_URL: undefined, NATS_URL: undefined, REDIS_URL: undefined });
  await seedDemo(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    infra,
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      await close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export async function newPage(browser: Browser, baseUrl: string, viewport = { width: 1366, height: 850 }): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport, locale: 'pt-BR' });
  const page = await context.newPage();
  page.setDefaultTimeout(15000);
  return page;
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** antd Select: open it by its label, then click the visible option (the ARIA list is hidden). */
export async function pickOption(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: option }).first().click();
}
