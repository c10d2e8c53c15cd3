import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentsEvents, billingEvents, crmEvents, flowsEvents, messagingEvents, scheduleOfPreset, webhookEndpointEvents, type AuditEntry, type AuditPage, type EventEnvelope, type Role, type User } from '@balcao/contracts';
import { outboxesEmptied, waitFor } from '@balcao/service-kit/testing';
import { auditLog } from '../db/schema';
import { addAttendant, call, PASSWORD, rolesOf, signUpOffice, startAuthTestApp, uniqueEmail, type AuthTestApp, type SignedUpOffice } from '../testing/auth-test-app';
import { purgeAuditLog, recordAuditFact } from './audit.repository';

/** Configurações › Auditoria: who did what in the office, written once from every service's events and from auth's sign-ins (issue 41). */
describe('audit log', () => {
  let ctx: AuthTestApp;
  let office: SignedUpOffice;

  beforeAll(async () => {
    ctx = await startAuthTestApp();
    office = await signUpOffice(ctx.app);
  });
  afterAll(() => ctx?.close());

  const list = (query: Record<string, string> = {}, token = office.token) => call(ctx.app, { url: '/api/audit', token, query });
  const rowsOf = async (officeId: string, action: string) => ctx.db.select().from(auditLog).where(and(eq(auditLog.officeId, officeId), eq(auditLog.action, action)));
  const logged = (action: string) => waitFor(`${action} logged`, async () => {
    const rows = await rowsOf(office.id, action);
    return rows.length > 0 ? rows : null;
  });
  const publish = (type: string, payload: unknown, officeId = office.id, id = uuidv7()) => {
    const event: EventEnvelope = { id, type, occurredAt: new Date().toISOString(), officeId, payload };
    return ctx.infra.bus.publish(event).then(() => event);
  };

  it('writes nothing for the office set-up of a sign-up: no person did it from inside the office', async () => {
    const fresh = await signUpOffice(ctx.app, 'Nova Gestora');
    await outboxesEmptied(ctx.db, ['auth']);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const entries = (await list({}, fresh.token)).json<AuditPage>().data;
    expect(entries.map((entry) => entry.action)).not.toContain('user.created');
    expect(entries.map((entry) => entry.action)).not.toContain('role.created');
  });

  it("logs the Gestor's own changes in auth: a user created, a profile's permissions changed, with who did it", async () => {
    const profile = (await call(ctx.app, { method: 'POST', url: '/api/user-roles', token: office.token, payload: { name: 'Financeiro', permissions: ['view:crm'] } })).json<Role>();
    await call(ctx.app, { method: 'PUT', url: `/api/user-roles/${profile.id}`, token: office.token, payload: { name: 'Financeiro', permissions: ['view:crm', 'view:flow'] } });
    const created = await call(ctx.app, {
      method: 'POST',
      url: '/api/user',
      token: office.token,
      payload: { name: 'Bruno Auditado', email: uniqueEmail('bruno'), contact: '(11) 91234-5678', roleId: profile.id, inboxId: [office.inboxId], password: { password: 'senha-forte-123', confirmPassword: 'senha-forte-123' } },
    });
    expect(created.statusCode).toBe(201);
    const user = created.json<User>();

    const [userRow] = await logged('user.created');
    expect(userRow).toMatchObject({ actorType: 'user', actorId: office.userId, actorName: 'Maria Souza', targetType: 'user', targetId: user.id, targetLabel: 'Bruno Auditado' });
    expect(JSON.stringify(userRow!.details)).not.toContain('senha');
    const [roleRow] = await logged('role.updated');
    expect(roleRow).toMatchObject({ actorName: 'Maria Souza', targetLabel: 'Financeiro', details: { added: ['view:flow'], removed: [] } });
  });

  it("turns other services' events into rows once, even when an event comes again", async () => {
    const flowCreated = await publish(flowsEvents.flowCreated.type, { flow: { id: uuidv7(), name: 'Triagem trabalhista', inboxId: office.inboxId }, actorUserId: office.userId });
    await publish(agentsEvents.agentDeleted.type, { id: uuidv7(), actorUserId: office.userId });
    await publish(messagingEvents.conversationDeleted.type, { conversationId: uuidv7(), actorUserId: office.userId });
    await publish(messagingEvents.personDeleted.type, { id: uuidv7(), actorUserId: office.userId });
    await publish(crmEvents.leadsDeleted.type, { funnelId: uuidv7(), ids: [uuidv7(), uuidv7()], actorUserId: office.userId });
    await publish(messagingEvents.integrationStatusChanged.type, { integrationId: uuidv7(), status: 'disconnected', phoneNumber: '5511987654321' });
    await publish(billingEvents.accessChanged.type, {
      state: 'active', accessUntil: null, planEndIn: null, planId: uuidv7(), subscriptionId: uuidv7(), planName: 'Plano Escritório', limits: null, isCanceled: false, isOverdue: false, version: 7,
    });
    await publish(messagingEvents.peopleReportExported.type, { format: 'xlsx', fileName: 'Clientes', fields: ['name'], rows: 12, actorUserId: office.userId });
    // Not audited: a message is everyday work, not an administrative fact.
    await publish(messagingEvents.conversationRead.type, { conversationId: uuidv7(), userId: office.userId });

    const expected = ['report.exported', 'flow.created', 'agent.deleted', 'conversation.deleted', 'contact.deleted', 'lead.deleted', 'device.disconnected', 'subscription.changed'];
    await waitFor('every event logged', async () => {
      const actions = (await list({ limit: '200' })).json<AuditPage>().data.map((entry) => entry.action);
      return expected.every((action) => actions.includes(action));
    });
    // The same event again: the bus takes it, the log keeps one row (a redelivery past the bus' de-duplication meets the unique source id).
    await ctx.infra.bus.publish(flowCreated);
    await recordAuditFact(ctx.db, { officeId: office.id, occurredAt: new Date(), sourceEventId: flowCreated.id, fact: { action: 'flow.created', target: null, details: {} } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await rowsOf(office.id, 'flow.created')).toHaveLength(1);

    const entries = (await list({ limit: '200' })).json<AuditPage>().data;
    expect(entries.find((entry) => entry.action === 'flow.created')).toMatchObject({ actor: { type: 'user', id: office.userId, name: 'Maria Souza' }, target: { type: 'flow', label: 'Triagem trabalhista' } });
    expect(entries.find((entry) => entry.action === 'device.disconnected')).toMatchObject({ actor: { type: 'system', id: null, name: 'Sistema' }, ip: null });
    expect(entries.find((entry) => entry.action === 'lead.deleted')).toMatchObject({ target: { type: 'lead', id: null, label: '2 leads' } });
    expect(entries.find((entry) => entry.action === 'report.exported')).toMatchObject({ target: { label: 'Relatório de clientes' }, details: { format: 'xlsx', rows: 12 } });
    expect(entries.map((entry) => entry.action)).not.toContain('conversation.read');
  });

  it("logs a workspace's service-level settings changed in messaging with who, from where and the workspace's name", async () => {
    const origin = { ip: '203.0.113.40', userAgent: 'Mozilla/5.0 (Atendimento)' };
    const by = { actorUserId: office.userId, origin };
    const publishSetting = (type: string, settings: Record<string, unknown>, changes: string[]) =>
      publish(type, { settings: { inboxId: office.inboxId, updatedAt: new Date().toISOString(), ...settings }, changes, ...by });
    await publishSetting(messagingEvents.businessHoursUpdated.type, { enabled: true, timeZone: 'America/Sao_Paulo', schedule: scheduleOfPreset('BUSINESS_HOURS'), holidays: [], outOfHoursMessage: 'Fechado' }, ['enabled', 'holidays']);
    await publishSetting(messagingEvents.slaPolicyUpdated.type, { enabled: true, firstResponseMinutes: 15, nextResponseMinutes: 30 }, ['enabled']);
    await publishSetting(messagingEvents.autoAssignmentUpdated.type, { mode: 'round-robin', capacity: 4, ratingWindowHours: 24, queued: 0 }, ['mode', 'capacity']);

    const [hours] = await logged('business-hours.updated');
    expect(hours).toMatchObject({ actorName: 'Maria Souza', targetType: 'inbox', targetId: office.inboxId, targetLabel: 'Atendimento', ip: '203.0.113.40', userAgent: origin.userAgent, details: { changes: ['enabled', 'holidays'], enabled: true } });
    const [sla] = await logged('sla-policy.updated');
    expect(sla).toMatchObject({ targetLabel: 'Atendimento', ip: '203.0.113.40', details: { changes: ['enabled'], enabled: true, firstResponseMinutes: 15, nextResponseMinutes: 30 } });
    const [assignment] = await logged('auto-assignment.updated');
    expect(assignment).toMatchObject({ targetLabel: 'Atendimento', details: { changes: ['mode', 'capacity'], mode: 'round-robin', capacity: 4, ratingWindowHours: 24 } });
  });

  it("logs a Gestor's webhook changes with the URL and events, never the secret", async () => {
    const endpoint = { id: uuidv7(), url: 'https://erp.escritorio.com.br/balcao', description: 'ERP do escritório', eventTypes: ['message.received'], active: true, userId: office.userId };
    await publish(webhookEndpointEvents.webhookEndpointCreated.type, endpoint);
    await publish(webhookEndpointEvents.webhookEndpointUpdated.type, { ...endpoint, active: false });
    await publish(webhookEndpointEvents.webhookEndpointDeleted.type, { ...endpoint, active: false });
    for (const action of ['webhook.created', 'webhook.updated', 'webhook.deleted']) await logged(action);
    const [updated] = await rowsOf(office.id, 'webhook.updated');
    expect(updated).toMatchObject({ actorId: office.userId, targetType: 'webhook', targetLabel: 'ERP do escritório', details: { url: endpoint.url, eventTypes: ['message.received'], active: false } });
    expect(JSON.stringify(updated.details)).not.toMatch(/secret|segredo/i);
  });

  it('logs a sign-in and a failed sign-in of a known e-mail with the address and browser, and nothing for an unknown e-mail', async () => {
    const attendant = await addAttendant(ctx.app, office, { name: 'Carla Atendente' });
    const headers = { 'user-agent': 'Mozilla/5.0 (Teste de auditoria)' };
    const failed = await call(ctx.app, { method: 'POST', url: '/api/auth/login', ip: '203.0.113.7', headers, payload: { email: attendant.user.email, password: 'senha-errada-999' } });
    expect(failed.statusCode).toBe(401);
    const unknown = await call(ctx.app, { method: 'POST', url: '/api/auth/login', ip: '203.0.113.8', payload: { email: uniqueEmail('ninguem'), password: 'senha-errada-999' } });
    expect(unknown.statusCode).toBe(401);

    const refused = (await list({ action: 'session.sign-in-failed' })).json<AuditPage>().data;
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ actor: { id: attendant.user.id, name: 'Carla Atendente' }, ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (Teste de auditoria)', details: { reason: 'wrong-password' } });
    expect(JSON.stringify(refused[0])).not.toContain('senha-errada');
    expect((await ctx.db.select().from(auditLog).where(eq(auditLog.ip, '203.0.113.8'))).length).toBe(0);

    const signedIn = (await list({ action: 'session.signed-in', userId: attendant.user.id })).json<AuditPage>().data;
    expect(signedIn).toHaveLength(1);
    expect(signedIn[0]!.actor.name).toBe('Carla Atendente');
  });

  it('logs a password changed by its owner and one redefined through a recovery link, in the same commit, never the password', async () => {
    const attendant = await addAttendant(ctx.app, office, { name: 'Davi Senha' });
    const headers = { 'user-agent': 'Mozilla/5.0 (Troca de senha)' };
    const wrong = await call(ctx.app, { method: 'POST', url: '/api/auth/change-password', token: attendant.token, ip: '203.0.113.20', headers, payload: { currentPassword: 'nao-e-essa-123', password: 'nova-senha-forte-1', confirmPassword: 'nova-senha-forte-1' } });
    expect(wrong.statusCode).toBe(400);
    expect(await rowsOf(office.id, 'session.password-changed')).toHaveLength(0);

    const changed = await call(ctx.app, { method: 'POST', url: '/api/auth/change-password', token: attendant.token, ip: '203.0.113.20', headers, payload: { currentPassword: PASSWORD, password: 'nova-senha-forte-1', confirmPassword: 'nova-senha-forte-1' } });
    expect(changed.statusCode).toBe(200);
    const [row] = await rowsOf(office.id, 'session.password-changed');
    expect(row).toMatchObject({ actorId: attendant.user.id, actorName: 'Davi Senha', targetId: attendant.user.id, ip: '203.0.113.20', userAgent: 'Mozilla/5.0 (Troca de senha)' });
    expect(JSON.stringify(row)).not.toContain('nova-senha');

    await call(ctx.app, { method: 'POST', url: '/api/auth/forgot-password', payload: { email: attendant.user.email } });
    const mail = await waitFor('recovery e-mail', async () => ctx.infra.mailer.list().find((sent) => sent.to === attendant.user.email) ?? null);
    const token = new URL(mail.text.match(/http\S+/)![0]).searchParams.get('token')!;
    const recovered = await call(ctx.app, { method: 'POST', url: '/api/auth/recovery-password', ip: '203.0.113.21', payload: { token, password: 'outra-senha-forte-2' } });
    expect(recovered.statusCode).toBe(200);
    const [recoveredRow] = await rowsOf(office.id, 'session.password-recovered');
    expect(recoveredRow).toMatchObject({ actorId: attendant.user.id, targetLabel: 'Davi Senha', ip: '203.0.113.21' });
  });

  it("names an API key as the actor of what its integration did, by the key's name", async () => {
    const key = await call(ctx.app, {
      method: 'POST',
      url: '/api/api-key',
      token: office.token,
      payload: { name: 'Sistema jurídico', scopes: ['fluxos:write'], allInboxes: true, expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(key.statusCode).toBe(201);
    const keyId = key.json<{ id: string }>().id;
    await publish(flowsEvents.flowDeleted.type, { id: uuidv7(), name: 'Fluxo apagado pela integração', actorUserId: keyId });
    const [row] = await waitFor('flow deleted by the key', async () => {
      const rows = (await rowsOf(office.id, 'flow.deleted')).filter((candidate) => candidate.targetLabel === 'Fluxo apagado pela integração');
      return rows.length > 0 ? rows : null;
    });
    expect(row).toMatchObject({ actorType: 'api-key', actorId: keyId, actorName: 'Sistema jurídico' });
    const [created] = await logged('api-key.created');
    expect(created).toMatchObject({ actorName: 'Maria Souza', targetLabel: 'Sistema jurídico', details: { scopes: ['fluxos:write'], allInboxes: true } });
    expect(JSON.stringify(created)).not.toMatch(/blc_[0-9a-f]{32}_/);
  });

  it('filters by person, action and period, newest first, in pages', async () => {
    const all = (await list({ limit: '200' })).json<AuditPage>();
    const times = all.data.map((entry) => entry.occurredAt);
    expect([...times].sort().reverse()).toEqual(times);

    const mine = (await list({ userId: office.userId, limit: '200' })).json<AuditPage>().data;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((entry) => entry.actor.id === office.userId)).toBe(true);

    const contacts = (await list({ action: 'contact.deleted' })).json<AuditPage>();
    expect(contacts.data.map((entry) => entry.action)).toEqual(['contact.deleted']);

    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expect((await list({ from: tomorrow })).json<AuditPage>().totalItems).toBe(0);
    expect((await list({ to: new Date(Date.now() - 86_400_000).toISOString() })).json<AuditPage>().totalItems).toBe(0);

    const firstPage = (await list({ limit: '2', page: '1' })).json<AuditPage>();
    const secondPage = (await list({ limit: '2', page: '2' })).json<AuditPage>();
    expect(firstPage).toMatchObject({ totalItems: all.totalItems, totalResults: all.totalItems, totalPages: Math.ceil(all.totalItems / 2) });
    expect(secondPage.data.map((entry) => entry.id)).toEqual(all.data.slice(2, 4).map((entry: AuditEntry) => entry.id));
  });

  it('exports the filtered log to a valid .xlsx with pt-BR headings, and the export itself is logged', async () => {
    const response = await call(ctx.app, { url: '/api/audit/export', token: office.token, query: { action: 'contact.deleted' }, ip: '198.51.100.4' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="auditoria-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Auditoria')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Quando', 'Quem', 'Ação', 'Alvo', 'Detalhes', 'IP', 'Navegador']);
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(2).value).toBe('Maria Souza');
    expect(sheet.getRow(2).getCell(3).value).toBe('Contato excluído');
    expect(String(sheet.getRow(2).getCell(4).value)).toMatch(/^Contato: /);

    const exports = (await list({ action: 'report.exported' })).json<AuditPage>().data.filter((entry) => entry.target?.label === 'Auditoria');
    expect(exports).toHaveLength(1);
    expect(exports[0]).toMatchObject({ actor: { id: office.userId }, target: { label: 'Auditoria' }, ip: '198.51.100.4', details: { rows: 1, filters: { action: 'contact.deleted' } } });

    // The 'Detalhes' column reads as the screen does, not as the stored JSON.
    const again = await call(ctx.app, { url: '/api/audit/export', token: office.token, query: { action: 'report.exported' } });
    const exported = new ExcelJS.Workbook();
    await exported.xlsx.load(again.rawPayload as unknown as ArrayBuffer);
    const details = exported.getWorksheet('Auditoria')!.getColumn(5).values.slice(2).map(String);
    expect(details).toContain('1 registro');
    expect(details.filter((text) => text.includes('{'))).toEqual([]);
  });

  it('keeps the rows as written: an UPDATE or a DELETE outside the retention purge is refused by the database', async () => {
    const [row] = await ctx.db.select().from(auditLog).where(eq(auditLog.officeId, office.id)).limit(1);
    await expect(ctx.db.update(auditLog).set({ actorName: 'Outra pessoa' }).where(eq(auditLog.id, row!.id))).rejects.toThrow();
    await expect(ctx.db.delete(auditLog).where(eq(auditLog.id, row!.id))).rejects.toThrow();
    const [after] = await ctx.db.select().from(auditLog).where(eq(auditLog.id, row!.id));
    expect(after).toEqual(row);
  });

  it('the retention purge removes only the rows older than the retention time', async () => {
    const old = new Date(Date.now() - 400 * 86_400_000);
    const oldId = uuidv7();
    await recordAuditFact(ctx.db, { officeId: office.id, occurredAt: old, sourceEventId: oldId, fact: { action: 'flow.deleted', target: { type: 'flow', id: null, label: 'Antigo' }, details: {} } });
    const before = await ctx.db.select().from(auditLog).where(eq(auditLog.officeId, office.id));
    const removed = await purgeAuditLog(ctx.db, new Date(Date.now() - 365 * 86_400_000));
    expect(removed).toBe(1);
    const after = await ctx.db.select().from(auditLog).where(eq(auditLog.officeId, office.id));
    expect(after.map((row) => row.sourceEventId)).not.toContain(oldId);
    const kept = new Set(after.map((row) => row.id));
    expect(before.filter((row) => row.sourceEventId !== oldId).every((row) => kept.has(row.id))).toBe(true);
  });

  it('names who deleted a profile and a user, with their names as they were', async () => {
    const profile = (await call(ctx.app, { method: 'POST', url: '/api/user-roles', token: office.token, payload: { name: 'Temporário', permissions: [] } })).json<Role>();
    expect((await call(ctx.app, { method: 'DELETE', url: `/api/user-roles/${profile.id}`, token: office.token })).statusCode).toBeLessThan(300);
    const attendantRole = (await rolesOf(ctx.app, office.token)).find((role) => role.name === 'Atendente')!;
    const doomed = await addAttendant(ctx.app, office, { name: 'Davi Dispensado', roleId: attendantRole.id });
    expect((await call(ctx.app, { method: 'DELETE', url: `/api/user/${doomed.user.id}`, token: office.token })).statusCode).toBeLessThan(300);
    const [roleRow] = await logged('role.deleted');
    const [userRow] = await logged('user.deleted');
    expect(roleRow).toMatchObject({ actorName: 'Maria Souza', targetLabel: 'Temporário' });
    expect(userRow).toMatchObject({ actorName: 'Maria Souza', targetLabel: 'Davi Dispensado' });
  });
});
