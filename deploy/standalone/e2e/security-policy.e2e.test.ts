import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pageContentSecurityPolicy, shellContentSecurityPolicy } from '@balcao/service-kit';
import { DEMO } from '../src/seed';
import { signIn, useStandalone } from './harness';

/**
 * Every page works under its Content-Security-Policy: the shell and its remotes (loaded through
 * Module Federation from /remotes/<name>/), Swagger UI and the stand-ins' pages. The browser
 * reports each thing a policy blocks as a `securitypolicyviolation` event and a console error.
 */
async function watchProblems(page: Page) {
  const problems: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (text: string) => problems.push(`policy: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportPolicyViolation(text: string): void }).reportPolicyViolation(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname} (${event.sourceFile}:${event.lineNumber}:${event.columnNumber})`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()} (${page.url()})`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message} (${page.url()})`));
  return problems;
}

/** Opens a page and returns the policy its document was served with. */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  return response?.headers()['content-security-policy'];
}

describe('pages under their Content-Security-Policy', () => {
  const standalone = useStandalone();
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    page = await standalone.page({ width: 1440, height: 900 });
    problems = await watchProblems(page);
  });

  it('the shell and its remotes: sign in, home, messages, CRM, flows, agents and settings, with nothing blocked', async () => {
    expect(await open(page, '/sign-in')).toBe(shellContentSecurityPolicy());
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await page.waitForURL(/\/home/);
    await page.getByText(`Bem vindo(a) de volta, Dr.(a) ${DEMO.owner.name}!`).waitFor();

    expect(await open(page, '/messages')).toBe(shellContentSecurityPolicy());
    await page.getByText(/Selecione (uma conversa|um dispositivo)/).waitFor();
    await open(page, '/crm');
    await page.getByRole('region', { name: 'Novo contato' }).waitFor();
    await open(page, '/flows');
    await page.getByRole('button', { name: 'Criar fluxo' }).first().waitFor();
    await open(page, '/ai-agents');
    await page.getByText('Total de agentes').waitFor();
    for (const tab of ['Escritório', 'Assinatura', 'Créditos']) {
      await open(page, `/settings?tab=${{ Escritório: 'office', Assinatura: 'subscription', Créditos: 'credits' }[tab]}`);
      await page.getByRole('tab', { name: tab, selected: true }).waitFor();
      await page.waitForLoadState('networkidle');
    }
    expect(problems).toEqual([]);
  });

  it('Swagger UI at /api/docs draws the API from its own scripts and styles', async () => {
    expect(await open(page, '/api/docs/')).toBe(pageContentSecurityPolicy());
    await page.locator('.swagger-ui .info .title').getByText('Balcão API').waitFor();
    await page.getByText('/api/auth/login', { exact: true }).waitFor();
    expect(problems).toEqual([]);
  });

  it('the dev mailbox, the payments sandbox (a form posted and redirected back) and the simulator\'s phone work', async () => {
    await open(page, '/api/dev/mailbox/page');
    await page.getByRole('heading', { name: 'Caixa de saída (desenvolvimento)' }).waitFor();

    await open(page, '/api/billing/sandbox');
    await page.getByRole('heading', { name: 'Pagamentos (sandbox)' }).waitFor();
    await page.getByLabel('Dias').fill('1');
    await Promise.all([page.waitForURL(/\/api\/billing\/sandbox/), page.getByRole('button', { name: 'Avançar relógio' }).click()]);
    await page.getByRole('heading', { name: 'Pagamentos (sandbox)' }).waitFor();

    // The page's own script answers the scan of an unknown code.
    await open(page, '/simulator');
    await page.getByTestId('sim-qrcode').fill('balcao-sim:codigo-que-nao-existe');
    await page.getByTestId('sim-scan').click();
    await page.getByTestId('sim-error').waitFor();
    // The refused scan itself is logged by the browser as a failed request.
    expect(problems.filter((problem) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(problem))).toEqual([]);
  });
});
