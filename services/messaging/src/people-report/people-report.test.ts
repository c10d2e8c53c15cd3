import { inflateSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Person } from '@balcao/contracts';
import { people } from '../db/schema';
import { startMessagingTestApp, type MessagingTestApp, type TestUser } from '../testing/messaging-test-app';

/** The rows of the first sheet, as the cells' text. */
async function readSheet(file: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map(String)));
  return { sheet, rows };
}

/** The text a PDF shows: its content streams inflated, the strings of each TJ array joined (pdfkit writes them as hex). */
function pdfText(file: Buffer): string {
  const text: string[] = [];
  const latin1 = file.toString('latin1');
  for (const match of latin1.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = latin1.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(file.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a deflated content stream (fonts, images)
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      text.push([...array[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => Buffer.from(hex[1], 'hex').toString('latin1')).join(''));
    }
  }
  return text.join('\n');
}

describe('customers report', () => {
  let t: MessagingTestApp;
  let owner: TestUser;
  let otherOffice: TestUser;
  let attendant: TestUser;
  let smallInbox: string;
  let emptyInbox: string;

  const report = (as: TestUser, body: Record<string, unknown>) =>
    t.call({ method: 'POST', url: '/api/people/report', as, payload: { inboxId: as.inboxId, format: 'xlsx', fileName: 'Relatório', fields: ['name'], ...body } });

  beforeAll(async () => {
    t = await startMessagingTestApp();
    owner = await t.signUpOffice();
    otherOffice = await t.signUpOffice('Outro Escritório');
    smallInbox = await t.addInbox(owner, 'Família');
    emptyInbox = await t.addInbox(owner, 'Tributário');
    attendant = await t.addAttendant(owner);

    // 10,000 customers in one statement: one more than a report holds, the oldest being 'Cliente 10000'.
    await t.db.execute(sql`insert into ${people} (id, office_id, inbox_id, name, phone_number, document, allowed_search, created_at)
      select gen_random_uuid(), ${owner.officeId}, ${owner.inboxId}, 'Cliente ' || n, '55119' || lpad(n::text, 8, '0'),
        case when n % 2 = 0 then 'DOC-' || n end, n % 3 <> 0, now() - n * interval '1 second'
      from generate_series(1, 10000) n`);

    const create = (inboxId: string, as: TestUser, body: Record<string, unknown>) =>
      t.expectOk<Person>({ method: 'POST', url: '/api/people', as, payload: { inboxId, ...body } }, 201);
    const carla = await create(smallInbox, owner, { name: 'Carla Mendes', phoneNumber: '11988887777', document: '123.456.789-00', allowedSearch: true });
    await create(smallInbox, owner, { name: 'Pedro Alves', phoneNumber: '11977776666', allowedSearch: false });
    await t.db.execute(sql`update ${people} set last_message_sent_at = '2026-03-05T13:07:00Z' where id = ${carla.id}`);
    await create(otherOffice.inboxId, otherOffice, { name: 'Sigilo de Outro Escritório', phoneNumber: '11966665555' });
  }, 120000);
  afterAll(async () => t?.close());

  it('streams 9,999 customers as a valid A4 portrait PDF with a header on every page', async () => {
    const started = Date.now();
    const response = await report(owner, { format: 'pdf', fileName: 'Relatório de clientes 24-11-2026 19-45', fields: ['name', 'contact', 'document', 'allowedSearch', 'lastMessageSentAt'] });
    const elapsed = Date.now() - started;
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Relatorio de clientes 24-11-2026 19-45.pdf"; filename*=UTF-8''${encodeURIComponent('Relatório de clientes 24-11-2026 19-45.pdf')}`,
    );
    const file = response.rawPayload;
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.subarray(-6).toString()).toContain('%%EOF');

    const pdf = await PDFDocument.load(file);
    // 41 rows under each page's header (fewer on the first, under the title).
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(Math.ceil(9999 / 41));
    expect(pdf.getPageCount()).toBeLessThanOrEqual(Math.ceil(9999 / 41) + 1);
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);

    const text = pdfText(file);
    expect(text).toContain('Relatório de clientes');
    expect(text).toContain('9.999 clientes');
    expect(text.split('\n').filter((line) => line === 'Última mensagem')).toHaveLength(pdf.getPageCount());
    expect(text).toContain('Cliente 9999');
    expect(text).not.toContain('Cliente 10000');
    console.info(`PDF of 9,999 customers: ${(file.length / 1024 / 1024).toFixed(1)} MB, ${pdf.getPageCount()} pages, ${elapsed} ms`);
  }, 60000);

  it('streams 9,999 customers as an .xlsx: header row, one row per customer, newest first, widths = longest content + 2', async () => {
    const started = Date.now();
    const response = await report(owner, { format: 'xlsx', fileName: 'clientes.xlsx', fields: ['name', 'contact', 'allowedSearch'] });
    const elapsed = Date.now() - started;
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toContain('filename="clientes.xlsx"');

    const { sheet, rows } = await readSheet(response.rawPayload);
    expect(rows[0]).toEqual(['Nome', 'Contato', 'Consulta permitida']);
    expect(rows).toHaveLength(1 + 9999);
    expect(rows[1]).toEqual(['Cliente 1', '5511900000001', 'Sim']);
    expect(rows[3]).toEqual(['Cliente 3', '5511900000003', 'Não']);
    expect(rows.at(-1)).toEqual(['Cliente 9999', '5511900009999', 'Não']);
    expect(sheet.columns.map((column) => column.width)).toEqual(['Cliente 9999'.length + 2, '5511900009999'.length + 2, 'Consulta permitida'.length + 2]);
    console.info(`.xlsx of 9,999 customers: ${(response.rawPayload.length / 1024).toFixed(0)} KB, ${elapsed} ms`);
  }, 60000);

  it('shows only the chosen fields, in the spec order, with Sim/Não, "-" for empty and pt-BR dates', async () => {
    const response = await report(owner, { inboxId: smallInbox, fields: ['lastMessageSentAt', 'document', 'name', 'allowedSearch'] });
    const { rows } = await readSheet(response.rawPayload);
    expect(rows).toEqual([
      ['Nome', 'Documento', 'Consulta permitida', 'Última mensagem'],
      ['Pedro Alves', '-', 'Não', '-'],
      ['Carla Mendes', '123.456.789-00', 'Sim', '05/03/2026 10:07'],
    ]);

    const pdf = await report(owner, { inboxId: smallInbox, format: 'pdf', fields: ['name', 'allowedSearch'] });
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Carla Mendes');
    expect(text).toContain('Sim');
    expect(text).toContain('Não');
    expect(text).not.toContain('Contato');
    expect(text).not.toContain('123.456.789-00');
  });

  it('prints phones in the PDF as the screens show them; the spreadsheet keeps the stored digits', async () => {
    const pdf = await report(owner, { inboxId: smallInbox, format: 'pdf', fields: ['name', 'contact'] });
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('(11) 9 8888-7777');
    expect(text).toContain('(11) 9 7777-6666');
    expect(text).not.toContain('5511988887777');

    const { rows } = await readSheet((await report(owner, { inboxId: smallInbox, fields: ['name', 'contact'] })).rawPayload);
    expect(rows).toContainEqual(['Carla Mendes', '5511988887777']);
  });

  it('refuses bad requests with the spec messages, naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ fileName: '   ' }, 'fileName', 'Preencha o nome do arquivo.'],
      [{ fileName: undefined }, 'fileName', 'Preencha o nome do arquivo.'],
      [{ fields: [] }, 'fields', 'Selecione pelo menos um campo.'],
      [{ fields: undefined }, 'fields', 'Selecione pelo menos um campo.'],
      [{ fields: ['email'] }, 'fields.0', 'Campo do relatório inválido.'],
      [{ fields: ['name', 'name'] }, 'fields', 'Campo do relatório repetido.'],
      [{ format: 'csv' }, 'format', 'Escolha o formato do relatório: PDF ou Excel.'],
      [{ inboxId: undefined }, 'inboxId', 'O campo é obrigatório'],
    ];
    for (const [body, field, message] of cases) {
      const response = await report(owner, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ field, message });
    }
    const empty = await report(owner, { inboxId: emptyInbox });
    expect(empty.statusCode).toBe(404);
    expect(empty.json()).toMatchObject({ code: 'PEOPLE_REPORT_EMPTY', message: 'Nenhum cliente encontrado.' });
  });

  it('announces who exported which report, for the office’s audit log', async () => {
    const response = await report(owner, { inboxId: smallInbox, format: 'pdf', fileName: 'Clientes da família', fields: ['name', 'contact'] });
    expect(response.statusCode).toBe(200);
    const exported = (await t.eventsOf('balcao.messaging.people-report.exported')).filter((event) => event.payload.fileName === 'Clientes da família');
    expect(exported).toHaveLength(1);
    expect(exported[0]!).toMatchObject({ officeId: owner.officeId, inboxId: smallInbox });
    expect(exported[0]!.payload).toEqual({ format: 'pdf', fileName: 'Clientes da família', fields: ['name', 'contact'], rows: 2, actorUserId: owner.userId });
  });

  it('never lists another office’s or another workspace’s customers', async () => {
    const own = await readSheet((await report(otherOffice, {})).rawPayload);
    expect(own.rows).toEqual([['Nome'], ['Sigilo de Outro Escritório']]);
    const small = await readSheet((await report(owner, { inboxId: smallInbox })).rawPayload);
    expect(small.rows.flat()).not.toContain('Sigilo de Outro Escritório');

    expect((await report(otherOffice, { inboxId: owner.inboxId })).statusCode).toBe(404);
    expect((await report(attendant, { inboxId: smallInbox })).statusCode).toBe(404);
    expect((await t.call({ method: 'POST', url: '/api/people/report', payload: { inboxId: owner.inboxId, format: 'pdf', fileName: 'x', fields: ['name'] } })).statusCode).toBe(401);
  });

  it('is described in the OpenAPI document', async () => {
    const document = await t.expectOk<{ paths: Record<string, { post?: { requestBody?: unknown } }> }>({ url: '/api/docs/json' });
    expect(document.paths['/api/people/report']?.post?.requestBody).toBeTruthy();
  });
});
