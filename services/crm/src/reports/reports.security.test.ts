import { inflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceReport } from '@balcao/contracts';
import { startCrmTestApp, waitFor, type CrmTestApp, type TestUser } from '../testing/crm-test-app';
import { reportEventFactory } from './reports-events.fixtures';

const ROUTES = ['/api/reports/service', '/api/reports/service/export'];
const MARCH = { startDate: '2026-03-01', endDate: '2026-03-31' };

/** The text pdfkit wrote: its content streams inflated, the hex strings of each text array joined. */
function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of source.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      texts.push([...array[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => Buffer.from(hex[1], 'hex').toString('latin1')).join(''));
    }
  }
  return texts.join('\n');
}

describe('reports: who may read them, bad input, and the files', () => {
  let t: CrmTestApp;
  let owner: TestUser;
  let attendant: TestUser;
  let analyst: TestUser;
  let otherOffice: TestUser;
  let otherWorkspace: TestUser;
  let hiddenInbox: string;

  beforeAll(async () => {
    t = await startCrmTestApp();
    owner = await t.signUpOffice('Maria Gestora');
    otherOffice = await t.signUpOffice('Outro Escritório');
    hiddenInbox = await t.addInbox(owner);
    attendant = await t.addUser(owner, [owner.inboxId, hiddenInbox], 'Atendente', 'Ana Atendente');
    await t.expectOk({ method: 'POST', url: '/api/user-roles', as: owner, payload: { name: 'Coordenação', permissions: ['view:reports'] } }, 201);
    analyst = await t.addUser(owner, [owner.inboxId, hiddenInbox], 'Coordenação', 'Caio Coordenador');
    otherWorkspace = await t.addUser(owner, [owner.inboxId], 'Gestor', 'Gestor Vizinho');

    const e = reportEventFactory({ officeId: owner.officeId, inboxId: hiddenInbox });
    const first = e.measured({ userId: attendant.userId, finishedAt: '2026-03-10T10:00:00-03:00', firstResponseSeconds: 720, resolutionSeconds: 3900, slaMet: true });
    const second = e.measured({ userId: attendant.userId, finishedAt: '2026-03-11T10:00:00-03:00', firstResponseSeconds: 720, resolutionSeconds: 3900, slaMet: false });
    for (const event of [first.event, second.event, e.rated(first.conversationId, 5, '2026-03-10T10:05:00-03:00')]) await t.infra.bus.publish(event);
    await waitFor('figures projected', async () => {
      const report = await t.expectOk<ServiceReport>({ url: '/api/reports/service', as: owner, query: { inboxId: hiddenInbox, ...MARCH } });
      return report.workspace.csat.responses === 1 && report.workspace.conversations === 2;
    });
  });
  afterAll(async () => t?.close());

  const query = (extra: Record<string, string> = {}) => ({ inboxId: hiddenInbox, ...MARCH, format: 'xlsx', ...extra });

  it.each(ROUTES)('%s answers the Gestor and a profile holding view:reports', async (url) => {
    for (const as of [owner, analyst]) {
      const response = await t.call({ url, as, query: query() });
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it("lets a Gestor in whose profile, as crm last heard of it, predates view:reports (an office created before the code)", async () => {
    await t.db.execute(sql`update crm.member_access set permissions = array_remove(permissions, 'view:reports') where user_id = ${owner.userId}`);
    // The session check trusts what it read for a couple of seconds.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const { rows } = (await t.db.execute(sql`select permissions, is_manager from crm.member_access where user_id = ${owner.userId}`)) as unknown as { rows: Array<{ permissions: string[]; is_manager: boolean }> };
    expect(rows[0]).toMatchObject({ is_manager: true });
    expect(rows[0].permissions).not.toContain('view:reports');
    const response = await t.call({ url: '/api/reports/service', as: owner, query: { inboxId: hiddenInbox, ...MARCH } });
    expect(response.statusCode, response.body).toBe(200);
  });

  it.each(ROUTES)('%s refuses an attendant without view:reports (403), and shows nothing', async (url) => {
    const response = await t.call({ url, as: attendant, query: query() });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: 'Você não tem permissão para esta ação' });
    expect(response.body).not.toContain('conversations');
  });

  it.each(ROUTES)('%s answers 404 to another office and to a Gestor outside the workspace', async (url) => {
    for (const as of [otherOffice, otherWorkspace]) {
      const response = await t.call({ url, as, query: query() });
      expect(response.statusCode, response.body).toBe(404);
    }
  });

  it('shows another office nothing of this one, even with its own workspace id', async () => {
    const report = await t.expectOk<ServiceReport>({ url: '/api/reports/service', as: otherOffice, query: { inboxId: otherOffice.inboxId, ...MARCH } });
    expect(report.workspace.conversations).toBe(0);
    expect(report.attendants).toEqual([]);
  });

  it.each(ROUTES)('%s answers 401 without a session', async (url) => {
    expect((await t.call({ url, query: query() })).statusCode).toBe(401);
  });

  it('names the field of bad input in pt-BR', async () => {
    const cases: Array<[string, Record<string, string>, string]> = [
      ['/api/reports/service', {}, 'O workspace (inboxId) é obrigatório'],
      ['/api/reports/service', { inboxId: 'abc' }, 'O workspace (inboxId) informado é inválido'],
      ['/api/reports/service', { inboxId: hiddenInbox, startDate: '2026-13-40' }, 'A data inicial (startDate) é inválida'],
      ['/api/reports/service', { inboxId: hiddenInbox, startDate: '2026-03-10', endDate: '2026-03-01' }, 'A data final (endDate) deve ser igual ou posterior à data inicial (startDate)'],
      ['/api/reports/service', { inboxId: hiddenInbox, startDate: '2020-01-01', endDate: '2026-03-01' }, 'O período (startDate a endDate) pode ter no máximo 2 anos'],
      ['/api/reports/service/export', { inboxId: hiddenInbox, format: 'docx' }, 'O formato (format) deve ser xlsx ou pdf'],
      ['/api/reports/service/export', { inboxId: hiddenInbox }, 'O formato (format) deve ser xlsx ou pdf'],
    ];
    for (const [url, badQuery, message] of cases) {
      const response = await t.call({ url, as: owner, query: badQuery });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('documents both routes and their query in the OpenAPI document', async () => {
    const docs = (await t.call({ url: '/api/docs/json' })).json();
    const parameters = (path: string) => docs.paths[path].get.parameters.map((parameter: { name: string }) => parameter.name).sort();
    expect(parameters('/api/reports/service')).toEqual(['endDate', 'inboxId', 'startDate']);
    expect(parameters('/api/reports/service/export')).toEqual(['endDate', 'format', 'inboxId', 'startDate']);
  });

  it('exports the figures to an Excel file that opens with them', async () => {
    const response = await t.call({ url: '/api/reports/service/export', as: analyst, query: query() });
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toContain("Relatório de atendimento 01-03-2026 a 31-03-2026.xlsx");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Atendimento')!;
    const rows: string[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map(String)));
    expect(rows[0]).toEqual(['Relatório de atendimento']);
    expect(rows[1][0]).toContain('Período: 01/03/2026 a 31/03/2026');
    expect(rows[2][0]).toBe('Atendente');
    expect(rows[3]).toEqual(['Todo o workspace', '2', '12 min', '12 min', '1 h 5 min', '1 h 5 min', '50% (1/2)', '5', '1', '0 · 0 · 0 · 0 · 1']);
    expect(rows[4]).toEqual(['Ana Atendente', '2', '12 min', '12 min', '1 h 5 min', '1 h 5 min', '50% (1/2)', '5', '1', '0 · 0 · 0 · 0 · 1']);
    const channels: string[][] = [];
    workbook.getWorksheet('Canais de aquisição')!.eachRow((row) => channels.push((row.values as unknown[]).slice(1).map(String)));
    expect(channels).toEqual([['Canal de aquisição', 'Atendimentos'], ['Não informado', '2']]);
  });

  it('exports the figures to a PDF that holds them', async () => {
    const response = await t.call({ url: '/api/reports/service/export', as: owner, query: query({ format: 'pdf' }) });
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(response.rawPayload);
    for (const shown of ['Relatório de atendimento', 'Todo o workspace', 'Ana Atendente', '1 h 5 min', '50% (1/2)', 'Não informado: 2']) expect(text).toContain(shown);
  });
});
