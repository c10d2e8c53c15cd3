// `npm run bench -- first-load`: what a browser downloads on a first visit, measured in headless
// Chromium (CDP encoded bytes, as on the wire) against the standalone server `npm start` runs,
// with the frontends as built (npx nx run-many -t build --projects=tag:type:frontend).
// Phases: show /sign-in, sign in with the demo login (it lands on /home), open /messages from the
// side menu. Also prints which app provided each federation singleton and how many copies were
// loaded (one each is the point).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { parseConfig } from '@balcao/service-kit';
import { ZStandaloneConfig } from '@balcao/standalone/config';
import { DEMO, seedDemo } from '@balcao/standalone/seed';
import { buildStandaloneServer } from '@balcao/standalone/server';
import { recordTransfers, summarize, type Transfer } from './first-load-transfers';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SIGN_IN_BUDGET_KB = 400;
const MESSAGES_BUDGET_KB = 600;

async function startServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'balcao-bench-first-load-'));
  const config = parseConfig(ZStandaloneConfig, { DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const { app, close } = await buildStandaloneServer({ ...config, DATABASE_URL: undefined, NATS_URL: undefined, REDIS_URL: undefined });
  await seedDemo(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      await close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits until no request has been in flight for `quietMs` (chunks and the first API reads done). */
async function settle(page: Page, quietMs = 800) {
  await page.waitForLoadState('networkidle', { timeout: 30000 }).catch(() => undefined);
  await page.waitForTimeout(quietMs);
}

/**
 * The federation share scope as the page sees it: per shared module loaded, which app's build
 * provides it. The scope entry's `from` names whoever loaded it first, so the provider is found
 * by its factory: the app whose own shared options hold that same `get`.
 */
async function loadedSharedModules(page: Page) {
  return page.evaluate(() => {
    type Entry = { from: string; loaded?: boolean; lib?: unknown; get?: unknown };
    type Instance = { options: { name: string; shared: Record<string, { get?: unknown }[]> } };
    const federation = (globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Entry>>>>; __INSTANCES__?: Instance[] } }).__FEDERATION__;
    const instances = federation?.__INSTANCES__ ?? [];
    const loaded: Record<string, Set<string>> = {};
    let registered = 0;
    // Every app keeps a reference to the same scope map: count each entry once.
    const seen = new Set<Entry>();
    for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
      for (const packages of Object.values(scopes)) {
        for (const [pkg, versions] of Object.entries(packages)) {
          for (const entry of Object.values(versions)) {
            if (seen.has(entry)) continue;
            seen.add(entry);
            registered += 1;
            if (!entry.loaded && !entry.lib) continue;
            // Inline, not a helper: tsx's keepNames wraps named functions in a helper the page lacks.
            const provider = instances.find((instance) => (instance.options.shared[pkg] ?? []).some((own) => own.get === entry.get));
            (loaded[pkg] ??= new Set()).add(provider?.options.name ?? `? (${entry.from})`);
          }
        }
      }
    }
    return { registered, loaded: Object.fromEntries(Object.entries(loaded).map(([pkg, providers]) => [pkg, [...providers]])) };
  });
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

function printPhase(title: string, transfers: Transfer[]) {
  const summary = summarize(transfers);
  console.log(`\n${title}: ${kb(summary.encoded)} KB over the wire (${kb(summary.staticEncoded)} KB static, ${kb(summary.apiEncoded)} KB API), ${kb(summary.decoded)} KB decoded, ${transfers.length} requests`);
  console.table(
    summary.largest.map((transfer) => ({
      file: transfer.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70),
      'encoded KB': kb(transfer.encoded),
      'decoded KB': kb(transfer.decoded),
      encoding: transfer.encoding || '-',
      'cache-control': transfer.cacheControl ?? '-',
    })),
  );
  return summary;
}

async function signInThroughMessages(page: Page, cdp: CDPSession, baseUrl: string) {
  const signInTransfers = await recordTransfers(cdp, async () => {
    await page.goto(`${baseUrl}/sign-in`);
    await page.getByRole('button', { name: 'Entrar' }).waitFor({ timeout: 30000 });
    await settle(page);
  });
  const homeTransfers = await recordTransfers(cdp, async () => {
    await page.getByLabel('E-mail').fill(DEMO.owner.email);
    await page.getByLabel('Senha').fill(DEMO.owner.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'), { timeout: 30000 });
    await settle(page);
  });
  const landing = new URL(page.url()).pathname;
  const messagesTransfers = await recordTransfers(cdp, async () => {
    // Through the side menu, as a user would: a client-side navigation, no reload.
    await page.getByRole('menuitem', { name: 'Mensagens' }).first().click();
    await page.waitForURL((url) => url.pathname === '/messages', { timeout: 30000 });
    await settle(page, 1500);
  });
  return { signInTransfers, homeTransfers, landing, messagesTransfers };
}

export async function firstLoadBench() {
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 850 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const cdp = await context.newCDPSession(page);
    const { signInTransfers, homeTransfers, landing, messagesTransfers } = await signInThroughMessages(page, cdp, server.baseUrl);
    // Every file of both phases, for a closer look (which chunk holds what).
    if (process.env.FIRST_LOAD_JSON) writeFileSync(process.env.FIRST_LOAD_JSON, JSON.stringify({ signInTransfers, homeTransfers, messagesTransfers }, null, 2));

    console.log(`\nFirst load on the standalone server (${server.baseUrl}), headless Chromium, empty cache; encoded bytes from CDP Network events`);
    const signIn = printPhase('To show /sign-in', signInTransfers);
    printPhase(`Sign in, landing on ${landing} (after /sign-in)`, homeTransfers);
    printPhase('Then open /messages from the side menu', messagesTransfers);
    const through = summarize([...signInTransfers, ...homeTransfers, ...messagesTransfers]);
    console.log(`\nThrough sign-in to /messages: ${kb(through.encoded)} KB over the wire (${kb(through.staticEncoded)} KB static, ${kb(through.apiEncoded)} KB API), ${kb(through.decoded)} KB decoded`);

    const shared = await loadedSharedModules(page);
    const loadedRows = Object.entries(shared.loaded);
    console.log(`\nFederation shared modules after /messages: ${loadedRows.length} loaded of ${shared.registered} registered; provider of each (one copy each is the point):`);
    const byProvider = new Map<string, string[]>();
    for (const [pkg, providers] of loadedRows) byProvider.set(providers.join(' + '), [...(byProvider.get(providers.join(' + ')) ?? []), pkg]);
    for (const [providers, packages] of byProvider) console.log(`  ${providers}: ${packages.join(', ')}`);

    const verdicts = [
      [`/sign-in ≤ ${SIGN_IN_BUDGET_KB} KB`, kb(signIn.encoded) <= SIGN_IN_BUDGET_KB],
      [`through /messages ≤ ${MESSAGES_BUDGET_KB} KB`, kb(through.encoded) <= MESSAGES_BUDGET_KB],
      ['one copy of each shared module, all from the shell', loadedRows.every(([, providers]) => providers.length === 1 && providers[0] === 'shell')],
      ['no page errors', errors.length === 0],
    ] as const;
    for (const [label, ok] of verdicts) console.log(`${ok ? 'ok  ' : 'MISS'} ${label}`);
    if (errors.length > 0) console.error(`Page errors:\n${errors.join('\n')}`);
    // A run whose page broke or loaded a second copy of a shared module measured something else.
    if (!verdicts[2][1] || !verdicts[3][1]) process.exitCode = 1;
  } finally {
    await browser.close();
    await server.stop();
  }
}

await firstLoadBench();
// The embedded PostgreSQL's stop callback throws once everything is closed: nothing is left to wait for.
process.exit(process.exitCode ?? 0);
