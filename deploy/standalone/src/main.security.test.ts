import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '@balcao/service-kit';
import { createTestInfra } from '@balcao/service-kit/testing';
import { ZStandaloneConfig } from './config';
import { DEMO } from './seed';

const MAIN = path.resolve(import.meta.dirname, 'main.ts');

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/**
 * `npm start`'s server process (main.ts) with this environment, against a fresh database of this
 * machine's PostgreSQL and a built shell stand-in; resolves once it answers /ready.
 */
async function startMain(env: Record<string, string>) {
  const infra = await createTestInfra();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'balcao-main-'));
  mkdirSync(path.join(dataDir, 'frontends/shell/dist'), { recursive: true });
  writeFileSync(path.join(dataDir, 'frontends/shell/dist/index.html'), '<!doctype html><div id="root"></div>');
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, FRONTENDS_DIR: path.join(dataDir, 'frontends'), DATABASE_URL: infra.databaseUrl, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit');
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(15_000).then(() => child.kill('SIGKILL'))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
    await infra.cleanup();
  };
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline && child.exitCode === null) {
    // main.ts listens once the seed (when it runs) is done.
    if (await fetch(`${url}/ready`).then((response) => response.ok, () => false)) return { url, output: () => output, stop };
    await sleep(250);
  }
  await stop();
  throw new Error(`npm start's server did not start:\n${output}`);
}

const signIn = (url: string, user: { email: string; password: string }) =>
  fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: user.email, password: user.password }) });

describe('the demo office of npm start (users with the published password balcao123)', () => {
  it('is seeded outside production, and in production only with SEED_DEMO=true', () => {
    const seeds = (env: Record<string, string>) => parseConfig(ZStandaloneConfig, env).SEED_DEMO;
    expect(seeds({})).toBe(true);
    expect(seeds({ NODE_ENV: 'development', SEED_DEMO: 'false' })).toBe(false);
    expect(seeds({ NODE_ENV: 'production' })).toBe(false);
    expect(seeds({ NODE_ENV: 'production', SEED_DEMO: 'true' })).toBe(true);
  });

  it('runs the WhatsApp simulator outside production, and in production only with CHANNEL_PROVIDER=simulator', () => {
    const channel = (env: Record<string, string>) => parseConfig(ZStandaloneConfig, env).CHANNEL_PROVIDER;
    expect(channel({})).toBe('simulator');
    expect(channel({ NODE_ENV: 'production' })).toBe('baileys');
    expect(channel({ NODE_ENV: 'production', CHANNEL_PROVIDER: 'simulator' })).toBe('simulator');
  });

  describe('a production start without SEED_DEMO', () => {
    let server: Awaited<ReturnType<typeof startMain>>;
    beforeAll(async () => {
      server = await startMain({ NODE_ENV: 'production' });
    }, 180_000);
    afterAll(() => server?.stop(), 60_000);

    it('creates nobody: the demo logins are refused, and the start does not announce them', async () => {
      for (const user of [DEMO.owner, DEMO.attendant]) {
        const response = await signIn(server.url, user);
        expect(response.status, user.email).toBe(401);
      }
      expect(server.output()).not.toContain(DEMO.owner.password);
    });

    it('serves no stand-in and no public metrics: no simulator page, no dev mailbox, /metrics 404', async () => {
      expect(await (await fetch(`${server.url}/simulator`)).text()).not.toContain('Simulador de WhatsApp');
      expect((await fetch(`${server.url}/api/dev/mailbox`)).status).toBe(404);
      expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    });
  });

  describe('a production start with SEED_DEMO=true', () => {
    let server: Awaited<ReturnType<typeof startMain>>;
    beforeAll(async () => {
      server = await startMain({ NODE_ENV: 'production', SEED_DEMO: 'true' });
    }, 180_000);
    afterAll(() => server?.stop(), 60_000);

    it('seeds the demo office, as asked', async () => {
      expect((await signIn(server.url, DEMO.owner)).status).toBe(200);
    });
  });
});

describe("links in e-mails name the address the product is served at (PUBLIC_URL)", () => {
  it('defaults to this server on its own port, and follows PUBLIC_URL when given', () => {
    const publicUrl = (env: Record<string, string>) => parseConfig(ZStandaloneConfig, env).PUBLIC_URL;
    expect(publicUrl({})).toBe('http://localhost:8080');
    expect(publicUrl({ PORT: '3100' })).toBe('http://localhost:3100');
    expect(publicUrl({ PORT: '3100', HOST: '0.0.0.0' })).toBe('http://localhost:3100');
    expect(publicUrl({ PORT: '3100', HOST: '192.0.2.10' })).toBe('http://192.0.2.10:3100');
    expect(publicUrl({ PORT: '3100', PUBLIC_URL: 'https://balcao.escritorio.com.br' })).toBe('https://balcao.escritorio.com.br');
  });

  describe('npm start on another port than 8080', () => {
    let server: Awaited<ReturnType<typeof startMain>>;
    beforeAll(async () => {
      server = await startMain({ SEED_DEMO: 'false' });
    }, 180_000);
    afterAll(() => server?.stop(), 60_000);

    it("e-mails a password-recovery link on that port, and the link's page is served there", async () => {
      const email = `recuperar.${Date.now()}@escritorio.com.br`;
      const signUp = await fetch(`${server.url}/api/auth/sign-up`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Rita Recupera', email, phoneNumber: '11987650002', password: 'senha-forte-123' }),
      });
      expect(signUp.status, await signUp.clone().text()).toBeLessThan(300);
      const asked = await fetch(`${server.url}/api/auth/forgot-password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
      expect(asked.status).toBe(200);

      let link: string | undefined;
      for (let attempt = 0; attempt < 40 && !link; attempt += 1) {
        const mails = (await (await fetch(`${server.url}/api/dev/mailbox`)).json()) as { to: string; text: string }[];
        link = mails.find((mail) => mail.to === email)?.text.match(/http\S+/)?.[0];
        if (!link) await sleep(250);
      }
      const port = new URL(server.url).port;
      expect(link).toMatch(new RegExp(`^http://localhost:${port}/recover-password\\?token=`));
      const page = await fetch(link!.replace('localhost', '127.0.0.1'));
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
    });
  });
});
