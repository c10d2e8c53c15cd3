import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { messagingEvents, type ConversationList, type Funnel, type Person, type ServiceReport } from '@balcao/contracts';
import { envelopeOf } from '@balcao/service-kit';
import { DEMO } from '../src/seed';
import { DEMO_RATED_CLIENT } from '../src/seed-assignment';
import { callApiAsSession, DESKTOP, PHONE, screenshot, SCREENSHOTS_DIR, sessionInboxId, signIn, useStandalone } from './harness';

/**
 * Issue 40 §5: a Gestor reads the 'Relatórios' of conversations finished in its workspace and
 * exports them; an attendant without view:reports has no menu entry and the route refuses it.
 * The figures are known ones: the journey deletes the demo's own rated conversation (a deleted
 * conversation leaves the report) and publishes three finished conversations' facts, and their
 * ratings, on the standalone's own bus, as messaging publishes them at a finish. That messaging's
 * figures match its tables is proven beside it (services/messaging/src/sla/sla.test.ts).
 */
describe('the Gestor reads and exports the service report at /reports', () => {
  const standalone = useStandalone();
  let office: Page;
  let inboxId: string;

  const login = async (email: string, password: string) => {
    const response = await standalone.server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    return response.json() as { token: string; user: { id: string; officeId: string } };
  };

  beforeAll(async () => {
    office = await standalone.page(DESKTOP);
    await signIn(office, DEMO.owner.email, DEMO.owner.password);
    await office.waitForURL(/\/home/);
    inboxId = await sessionInboxId(office);
    const owner = await login(DEMO.owner.email, DEMO.owner.password);
    const bruno = await login(DEMO.attendant.email, DEMO.attendant.password);

    // A client who came by referral: a lead of the demo funnel with that channel.
    const client = await callApiAsSession<Person>(office, 'POST', '/people', { inboxId, name: 'Helena Duarte', phoneNumber: '11988887777' });
    const [funnel] = await callApiAsSession<Funnel[]>(office, 'GET', `/funnel?inboxId=${inboxId}`);
    const [column] = await callApiAsSession<Array<{ id: string }>>(office, 'GET', `/funnel-column?funnelId=${funnel.id}`);
    await callApiAsSession(office, 'POST', '/funnel-column-card', { funnelId: funnel.id, columnId: column.id, personId: client.id, channel: 'indicacao' });

    // The demo's rated conversation (seed) is measured first, then deleted: it leaves the report.
    const report = () => callApiAsSession<ServiceReport>(office, 'GET', `/reports/service?inboxId=${inboxId}`);
    const until = async (what: string, done: (report: ServiceReport) => boolean) => {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const current = await report();
        if (done(current)) return;
        if (Date.now() > deadline) throw new Error(`O relatório não chegou a ${what}: ${JSON.stringify(current.workspace)}`);
        await office.waitForTimeout(300);
      }
    };
    await until('o atendimento avaliado da demonstração', (current) => current.workspace.conversations >= 1);
    const seeded = await callApiAsSession<ConversationList>(office, 'GET', `/conversation?inboxId=${inboxId}&limit=100`);
    for (const conversation of seeded.data.filter((each) => each.person.name === DEMO_RATED_CLIENT.name)) {
      await callApiAsSession(office, 'DELETE', `/conversation/${conversation.id}`);
    }
    await until('nenhum atendimento', (current) => current.workspace.conversations === 0);

    const scope = { officeId: owner.user.officeId, inboxId };
    const finishedAt = new Date(Date.now() - 60 * 60_000);
    const finished = [
      { conversationId: crypto.randomUUID(), personId: client.id, userId: owner.user.id, firstResponseSeconds: 720, resolutionSeconds: 3900, slaMet: true, score: 5 },
      { conversationId: crypto.randomUUID(), personId: crypto.randomUUID(), userId: owner.user.id, firstResponseSeconds: 1200, resolutionSeconds: 5400, slaMet: false, score: 4 },
      { conversationId: crypto.randomUUID(), personId: crypto.randomUUID(), userId: bruno.user.id, firstResponseSeconds: 300, resolutionSeconds: 1800, slaMet: true, score: null },
    ];
    for (const conversation of finished) {
      const { score, ...measured } = conversation;
      const openedAt = new Date(finishedAt.getTime() - measured.resolutionSeconds * 1000).toISOString();
      await standalone.server.infra.bus.publish(
        envelopeOf(messagingEvents.conversationServiceMeasured, { ...scope, payload: { ...measured, openedAt, finishedAt: finishedAt.toISOString() } }),
      );
      if (score) {
        await standalone.server.infra.bus.publish(
          envelopeOf(messagingEvents.conversationEvaluated, { ...scope, payload: { conversationId: conversation.conversationId, score, answeredAt: new Date().toISOString() } }),
        );
      }
    }
    // The projection is fed asynchronously: the journey starts once it has every fact.
    await until('os 3 atendimentos', (current) => current.workspace.conversations === 3 && current.workspace.csat.responses === 2);
  });

  it('opens Relatórios from the menu and sees the figures of the finished conversations', async () => {
    await office.getByRole('navigation', { name: 'Menu principal' }).getByRole('menuitem', { name: /Relatórios/ }).click();
    await office.waitForURL(/\/reports$/);
    await office.getByRole('heading', { name: 'Relatórios', level: 3 }).waitFor();
    await expectText(office.getByTestId('report-conversations'), '3');
    await expectText(office.getByTestId('report-first-response'), '12 min');
    await expectText(office.getByTestId('report-sla'), '66,7%');
    await expectText(office.getByTestId('report-csat'), '4,5 / 5');
    const table = office.locator('.ant-table');
    const owner = table.getByRole('row').filter({ hasText: DEMO.owner.name });
    await owner.getByText('50% (1/2)').waitFor();
    await owner.getByText('4,5 · 2 avaliações').waitFor();
    await table.getByRole('row').filter({ hasText: DEMO.attendant.name }).getByText('100% (1/1)').waitFor();
    await office.getByText('Atendimentos por canal de aquisição').waitFor();
    await office.waitForTimeout(500);
    await screenshot(office, 'reports');

    await office.setViewportSize(PHONE);
    await office.getByTestId('report-conversations').waitFor();
    await office.waitForTimeout(500);
    await screenshot(office, 'reports');
    await office.setViewportSize(DESKTOP);
  });

  it("exports Excel and finds the period's figures in the file, and PDF", async () => {
    const [download] = await Promise.all([office.waitForEvent('download'), office.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^Relatório de atendimento \d{2}-\d{2}-\d{4} a \d{2}-\d{2}-\d{4}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const rows: string[][] = [];
    workbook.getWorksheet('Atendimento')!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map(String)));
    expect(rows).toContainEqual(['Todo o workspace', '3', '12 min', '18 min', '1 h 5 min', '1 h 25 min', '66,7% (2/3)', '4,5', '2', '0 · 0 · 0 · 1 · 1']);
    expect(rows).toContainEqual([DEMO.attendant.name, '1', '5 min', '5 min', '30 min', '30 min', '100% (1/1)', '—', '0', '0 · 0 · 0 · 0 · 0']);
    const channels: string[][] = [];
    workbook.getWorksheet('Canais de aquisição')!.eachRow((row) => channels.push((row.values as unknown[]).slice(1).map(String)));
    expect(channels).toEqual([['Canal de aquisição', 'Atendimentos'], ['Indicação', '1'], ['Não informado', '2']]);

    const [pdf] = await Promise.all([office.waitForEvent('download'), office.getByRole('button', { name: 'Exportar PDF' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    mkdirSync(SCREENSHOTS_DIR, { recursive: true });
    const saved = path.join(SCREENSHOTS_DIR, 'reports.pdf');
    await pdf.saveAs(saved);
    expect(readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');
    await office.getByText('Relatório exportado.').first().waitFor();
  });

  it('shows an attendant without view:reports no Relatórios, and the route refuses it', async () => {
    const attendant = await standalone.page(DESKTOP);
    await signIn(attendant, DEMO.attendant.email, DEMO.attendant.password);
    await attendant.waitForURL(/\/home/);
    const menu = attendant.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByRole('menuitem', { name: /Mensagens/ }).waitFor();
    expect(await menu.getByRole('menuitem', { name: /Relatórios/ }).count()).toBe(0);
    await attendant.goto('/reports');
    await attendant.getByText('Acesso negado').waitFor();
    const refused = await attendant.evaluate(async (inbox) => {
      const token = decodeURIComponent(document.cookie.split('; ').find((part) => part.startsWith('chat-user-token='))!.split('=')[1]);
      const response = await fetch(`/api/reports/service?inboxId=${inbox}`, { headers: { Authorization: `Bearer ${token}` } });
      return { status: response.status, body: await response.json() };
    }, inboxId);
    expect(refused).toMatchObject({ status: 403, body: { message: 'Você não tem permissão para esta ação' } });
    await screenshot(attendant, 'reports-attendant-refused');
  });
});

async function expectText(locator: ReturnType<Page['getByTestId']>, text: string) {
  await locator.filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).waitFor();
}
