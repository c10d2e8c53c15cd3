import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { parseConfig } from '@balcao/service-kit';
import { ZStandaloneConfig } from '../src/config';
import { seedDemo } from '../src/seed';
import { ALWAYS_OPEN_SCHEDULE, putBusinessHours } from '../src/seed-service-levels';
import { buildStandaloneServer } from '../src/server';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The standalone server as `npm start` runs it (embedded PostgreSQL, database bus, dev mailbox), on a free port with fresh data. */
export async function startStandalone(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'balcao-e2e-'));
  const config = parseConfig(ZStandaloneConfig, { DATA_DIR: dataDir, LOG_LEVEL: 'warn', PORT: '8080', DATABASE_URL: undefined, NATS_URL: undefined, REDIS_URL: undefined, ...env });
  const { app, infra, close, listen } = await buildStandaloneServer({ ...config, DATABASE_URL: undefined, NATS_URL: undefined, REDIS_URL: undefined });
  const seeded = await seedDemo(app);
  // Journeys run at any hour: here the demo workspace is open around the clock (the shipped
  // Mon–Fri 08–18 would close it at night); the service-levels journey closes it itself.
  if (seeded.token && seeded.inboxId) await putBusinessHours(app, seeded.token, seeded.inboxId, ALWAYS_OPEN_SCHEDULE, []);
  // The demo hands new clients out by Rodízio; journeys take waiting conversations by hand
  // ('Iniciar atendimento humano'), so here it is off; the auto-assignment journey turns it on itself.
  if (seeded.token && seeded.inboxId) {
    const off = await app.inject({ method: 'PUT', url: '/api/auto-assignment', headers: { authorization: `Bearer ${seeded.token}` }, payload: { inboxId: seeded.inboxId, mode: 'off', capacity: 5 } });
    if (off.statusCode !== 200) throw new Error(`harness: PUT /api/auto-assignment answered ${off.statusCode}: ${off.body}`);
  }
  const port = await listen('127.0.0.1', 0);
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

/** Offices' browsers: Brazilian Portuguese on São Paulo time, so a date computed in UTC shows as wrong here too. */
export const OFFICE_BROWSER = { locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' } as const;

/** The two widths every screen is looked at: an office's desktop and a phone. */
export const DESKTOP = { width: 1440, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/** Where journeys leave screenshots to be looked at (E2E_SCREENSHOTS_DIR overrides). */
export const SCREENSHOTS_DIR = process.env.E2E_SCREENSHOTS_DIR ?? path.join(os.tmpdir(), 'balcao-screens');

/** A full-page screenshot named after the screen and the viewport's width, e.g. agenda-month-1440.png. */
export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, `${name}-${width}.png`), fullPage: true });
}

export async function newPage(browser: Browser, baseUrl: string, viewport = { width: 1366, height: 850 }): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport, ...OFFICE_BROWSER });
  const page = await context.newPage();
  page.setDefaultTimeout(15000);
  return page;
}

/**
 * One standalone server and one browser for a test file: started before its tests (and before
 * the file's own beforeAll), stopped after. `page()` opens a page in a fresh browser context.
 */
export function useStandalone(env: Record<string, string> = {}) {
  let server: Awaited<ReturnType<typeof startStandalone>> | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startStandalone(env);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get baseUrl() {
      return server!.baseUrl;
    },
    /** The running server itself, for journeys that must reach its database (time passing, say). */
    get server() {
      return server!;
    },
    page: (viewport?: { width: number; height: number }) => newPage(browser!, server!.baseUrl, viewport),
  };
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

/**
 * Creates a device at /integrations and pairs it with the simulator's phone page by its QR
 * code, as an office would; returns once the device list shows it connected.
 */
export async function connectSimulatedDevice(office: Page, phone: Page, deviceName: string) {
  await office.goto('/integrations');
  await office.getByRole('button', { name: /Novo dispositivo/ }).click();
  const dialog = office.getByRole('dialog');
  await dialog.getByLabel('Nome').fill(deviceName);
  await dialog.getByRole('button', { name: /Continuar|Criar|Gerar QR Code/ }).click();
  const qr = dialog.getByTestId('integration-qrcode');
  await qr.waitFor();
  const qrContent = await qr.getAttribute('data-qrcode');
  if (!qrContent) throw new Error('O QR Code do dispositivo não apareceu');

  await phone.goto('/simulator');
  await phone.getByTestId('sim-qrcode').fill(qrContent);
  await phone.getByTestId('sim-scan').click();
  await phone.getByTestId('sim-device-state').getByText(/[Cc]onectado/).waitFor();

  // The QR step closes by itself on the realtime frame; otherwise 'Já li o QR Code' checks it.
  const checkButton = dialog.getByRole('button', { name: 'Já li o QR Code' });
  if (await checkButton.isVisible().catch(() => false)) await checkButton.click().catch(() => undefined);
  await office.getByRole('row').filter({ hasText: deviceName }).getByText('Conectado', { exact: true }).waitFor();
}

/** A client writes from the simulator's phone page (already paired) under its own number and name. */
export async function clientWrites(phone: Page, client: { phone: string; name: string; text: string }) {
  await phone.getByTestId('sim-phone').fill(client.phone);
  await phone.getByTestId('sim-phone').dispatchEvent('change');
  await phone.getByTestId('sim-name').fill(client.name);
  await phone.getByTestId('sim-text').fill(client.text);
  await phone.getByTestId('sim-send').click();
  // The client's own bubble holding exactly its text then its time: a short answer ('1') is also
  // part of a clock ('00:11'), and a client may repeat itself.
  const escaped = client.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await phone.getByTestId('sim-messages').locator('li.from-phone').filter({ hasText: new RegExp(`^${escaped}\\d{2}:\\d{2}$`) }).last().waitFor();
}

/** Calls the API from the signed-in page, with the session's own token (as libs/ui's api client does). */
export async function callApiAsSession<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const cookie = (name: string) =>
        decodeURIComponent(document.cookie.split('; ').find((part) => part.startsWith(`${name}=`))?.slice(name.length + 1) ?? '');
      const response = await fetch(`/api${path}`, {
        method,
        headers: { Authorization: `Bearer ${cookie('chat-user-token')}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path} respondeu ${response.status}: ${text}`);
      return (text ? JSON.parse(text) : undefined) as T;
    },
    { method, path, body },
  );
}

/** The signed-in page's workspace id (the session cookie the api client sends lists for). */
export async function sessionInboxId(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  const inboxId = cookies.find((cookie) => cookie.name === 'chat-inbox-id')?.value;
  if (!inboxId) throw new Error('Sem workspace na sessão');
  return decodeURIComponent(inboxId);
}

/**
 * A new office signs up at /sign-up and lands in its 7-day trial; onboarding (another journey's
 * subject) is finished through the API. Returns the office's id.
 */
export async function signUpTrialOffice(page: Page, owner: { name: string; emailPrefix: string; phone: string }): Promise<string> {
  await page.goto('/sign-up');
  await page.getByLabel('Nome completo').fill(owner.name);
  await page.getByLabel('E-mail').fill(`${owner.emailPrefix}.${Date.now()}@escritorio.com.br`);
  await page.getByLabel('Telefone (WhatsApp)').fill(owner.phone);
  await page.getByLabel('Senha').fill('senha-forte-123');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await page.waitForURL(/\/onboarding/);
  const officeId = decodeURIComponent((await page.context().cookies()).find((cookie) => cookie.name === 'chat-office-id')?.value ?? '');
  await callApiAsSession(page, 'PATCH', `/office/${officeId}`, { inOnboarding: false });
  return officeId;
}

/** The top bar's bell, and how many unread notifications its label says. */
export const bell = (page: Page) => page.getByRole('button', { name: /^Notificações/ });
export const unreadOnBell = async (page: Page) => Number(/(\d+) não lidas/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1] ?? 0);
