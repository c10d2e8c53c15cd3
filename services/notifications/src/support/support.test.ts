import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupportContacts, SupportTicket } from '@balcao/contracts';
import { NoMailer } from '@balcao/service-kit';
import { serviceCaller } from '@balcao/service-kit/testing';
import { addMember, createTestInfra, queryRows, startNotificationsTestApp, type NotificationsTestApp, type TestMember } from '../testing/test-app';
import { DEFAULT_SUPPORT_CONTACTS } from './support-contacts';

let infra: Awaited<ReturnType<typeof createTestInfra>>;
let service: NotificationsTestApp;
let api: ReturnType<typeof serviceCaller>;
let ana: TestMember;

const BOUNDARY = '----support-test';
const headers = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
function form(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) {
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) => Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="attachment"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}
const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2048, 0x20), Buffer.from('\n%%EOF\n')]);
const send = (payload: Buffer, as: TestMember | null = ana) => api.call({ method: 'POST', url: '/api/support/ticket', as, headers, payload });

beforeAll(async () => {
  infra = await createTestInfra();
  service = await startNotificationsTestApp(infra);
  api = serviceCaller(service.app);
  ana = await addMember(infra, { officeId: randomUUID(), inboxIds: [randomUUID()], name: 'Ana Souza' });
});

afterAll(async () => {
  await service?.close();
  await infra?.cleanup();
});

describe('POST /api/support/ticket', () => {
  it('stores the ticket and e-mails it to the support address with its attachment', async () => {
    const response = await send(form({ type: 'technical', description: 'O QR Code não aparece na integração.' }, { name: 'tela.pdf', type: 'application/pdf', data: pdf }));
    expect(response.statusCode).toBe(201);
    const ticket = response.json<SupportTicket>();
    expect(ticket).toMatchObject({ type: 'technical', description: 'O QR Code não aparece na integração.', attachmentName: 'tela.pdf' });

    const mail = infra.mailer.list().find((candidate) => candidate.subject.includes(ticket.id.slice(0, 8)))!;
    expect(mail).toMatchObject({ to: DEFAULT_SUPPORT_CONTACTS.email, replyTo: `${ana.id}@escritorio.com.br` });
    expect(mail.subject).toContain('Problema técnico');
    expect(mail.text).toContain('O QR Code não aparece na integração.');
    expect(mail.text).toContain('Ana Souza');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments![0]).toMatchObject({ filename: 'tela.pdf', contentType: 'application/pdf' });
    expect(mail.attachments![0].content.equals(pdf)).toBe(true);
    expect(await queryRows(infra, 'select user_id, attachment_bytes from notifications.support_tickets where id = $1', [ticket.id])).toEqual([{ user_id: ana.id, attachment_bytes: pdf.length }]);
  });

  it('sends a ticket without attachment', async () => {
    const response = await send(form({ type: 'feature', description: 'Gostaria de exportar o CRM.' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().attachmentName).toBeNull();
  });

  it('refuses other file types, renamed files and files over 10 MB, storing and sending nothing', async () => {
    const before = infra.mailer.list().length;
    const cases = [
      { file: { name: 'virus.exe', type: 'application/octet-stream', data: Buffer.from('MZ') }, status: 400, message: /jpg, jpeg, png, pdf, doc ou docx/ },
      { file: { name: 'foto.png', type: 'image/png', data: pdf }, status: 400, message: /jpg, jpeg, png, pdf, doc ou docx/ },
      { file: { name: 'grande.pdf', type: 'application/pdf', data: Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]) }, status: 413, message: /10 MB/ },
    ];
    for (const { file, status, message } of cases) {
      const response = await send(form({ type: 'other', description: 'Segue o anexo.' }, file));
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ field: 'attachment', message: expect.stringMatching(message) });
    }
    expect(infra.mailer.list()).toHaveLength(before);
  });

  it('answers 400 naming the missing type or description, and 401 without a token', async () => {
    const noType = await send(form({ description: 'Sem tipo' }));
    expect(noType.statusCode).toBe(400);
    expect(noType.json()).toMatchObject({ field: 'type', message: 'Selecione o tipo do problema' });
    const blank = await send(form({ type: 'account', description: '   ' }));
    expect(blank.json()).toMatchObject({ field: 'description', message: 'Descreva o problema' });
    expect((await api.call({ method: 'POST', url: '/api/support/ticket', as: ana, payload: { type: 'account' } })).statusCode).toBe(400);
    expect((await send(form({ type: 'account', description: 'x' }), null)).statusCode).toBe(401);
  });

  it('tells where the WhatsApp and Email tabs point', async () => {
    expect(await api.expectOk<SupportContacts>({ url: '/api/support/contacts', as: ana })).toEqual(DEFAULT_SUPPORT_CONTACTS);
  });
});

describe('a mailer that refuses the ticket', () => {
  it('answers 502 and keeps no ticket, so it can be sent again', async () => {
    const failing = await startNotificationsTestApp({ ...infra, mailer: { kind: 'smtp', send: () => Promise.reject(new Error('SMTP recusou')) } });
    try {
      const before = await queryRows(infra, 'select count(*)::int as count from notifications.support_tickets');
      const response = await serviceCaller(failing.app).call({ method: 'POST', url: '/api/support/ticket', as: ana, headers, payload: form({ type: 'billing', description: 'Cobrança duplicada' }) });
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toBe('Não foi possível enviar o ticket');
      expect(await queryRows(infra, 'select count(*)::int as count from notifications.support_tickets')).toEqual(before);
    } finally {
      await failing.close();
    }
  });
});

describe('a server without e-mail (production without SMTP)', () => {
  it('answers 503 saying tickets by e-mail are not configured, keeps no ticket, and still shows the contacts', async () => {
    const mailless = await startNotificationsTestApp({ ...infra, mailer: new NoMailer() });
    try {
      const count = async () => queryRows(infra, 'select count(*)::int as count from notifications.support_tickets');
      const before = await count();
      const caller = serviceCaller(mailless.app);
      const response = await caller.call({ method: 'POST', url: '/api/support/ticket', as: ana, headers, payload: form({ type: 'technical', description: 'O QR Code não aparece.' }, { name: 'tela.pdf', type: 'application/pdf', data: pdf }) });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'SUPPORT_MAIL_NOT_CONFIGURED', message: 'O envio de chamados por e-mail não está configurado neste servidor.' });
      expect(await count()).toEqual(before);
      expect(await caller.expectOk<SupportContacts>({ url: '/api/support/contacts', as: ana })).toEqual(DEFAULT_SUPPORT_CONTACTS);
    } finally {
      await mailless.close();
    }
  });
});
