import ExcelJS from 'exceljs';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowsEvents, type AuditPage, type CreatedApiKey } from '@balcao/contracts';
import { waitFor } from '@balcao/service-kit/testing';
import { addAttendant, addUserWithProfile, call, rolesOf, signUpOffice, startAuthTestApp, type AuthTestApp, type SignedUpOffice } from '../testing/auth-test-app';

/** Who may read the audit log: the office's Gestor, and only their office's rows (issue 41). */
describe('audit log security', () => {
  let ctx: AuthTestApp;
  let office: SignedUpOffice;
  let otherOffice: SignedUpOffice;
  const routes = ['/api/audit', '/api/audit/export'];

  beforeAll(async () => {
    ctx = await startAuthTestApp();
    office = await signUpOffice(ctx.app);
    otherOffice = await signUpOffice(ctx.app, 'Outro Gestor');
    for (const [officeId, name] of [
      [office.id, 'Fluxo do escritório'],
      [otherOffice.id, 'Fluxo do outro escritório'],
    ] as const) {
      await ctx.infra.bus.publish({
        id: uuidv7(),
        type: flowsEvents.flowCreated.type,
        occurredAt: new Date().toISOString(),
        officeId,
        payload: { flow: { id: uuidv7(), name, inboxId: uuidv7() }, actorUserId: officeId === office.id ? office.userId : otherOffice.userId },
      });
    }
    await waitFor('both offices logged', async () => {
      const mine = (await call(ctx.app, { url: '/api/audit', token: office.token })).json<AuditPage>();
      const theirs = (await call(ctx.app, { url: '/api/audit', token: otherOffice.token })).json<AuditPage>();
      return mine.totalItems > 0 && theirs.totalItems > 0;
    });
  });
  afterAll(() => ctx?.close());

  it('refuses an attendant, and a user whose profile has every permission but is not the Gestor, on list and export', async () => {
    const attendant = await addAttendant(ctx.app, office);
    const powerUser = await addUserWithProfile(ctx.app, office, ['view:crm', 'view:agents', 'view:flow', 'view:users', 'view:teams']);
    for (const token of [attendant.token, powerUser.token])
      for (const url of routes) {
        const response = await call(ctx.app, { url, token });
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe('Apenas o Gestor do escritório pode fazer isso');
        expect(response.body).not.toContain('Fluxo do escritório');
      }
  });

  it('refuses a dismissed Gestor and a demoted one at once, with their old tokens', async () => {
    const managerRole = (await rolesOf(ctx.app, office.token)).find((role) => role.name === 'Gestor')!;
    const dismissed = await addAttendant(ctx.app, office, { roleId: managerRole.id });
    const demoted = await addAttendant(ctx.app, office, { roleId: managerRole.id });
    expect((await call(ctx.app, { url: '/api/audit', token: dismissed.token })).statusCode).toBe(200);
    expect((await call(ctx.app, { method: 'DELETE', url: `/api/user/${dismissed.user.id}`, token: office.token })).statusCode).toBeLessThan(300);
    const attendantRole = (await rolesOf(ctx.app, office.token)).find((role) => role.name === 'Atendente')!;
    expect((await call(ctx.app, { method: 'PATCH', url: `/api/user/${demoted.user.id}`, token: office.token, payload: { roleId: attendantRole.id } })).statusCode).toBe(200);
    for (const url of routes) {
      expect((await call(ctx.app, { url, token: dismissed.token })).statusCode).toBe(401);
      expect((await call(ctx.app, { url, token: demoted.token })).statusCode).toBe(403);
    }
  });

  it('refuses a request without a token, with a forged token, and with an API key of the office', async () => {
    for (const url of routes) {
      expect((await call(ctx.app, { url })).statusCode).toBe(401);
      expect((await call(ctx.app, { url, token: `${office.token.slice(0, -4)}AAAA` })).statusCode).toBe(401);
    }
    const key = await call(ctx.app, {
      method: 'POST',
      url: '/api/api-key',
      token: office.token,
      payload: { name: 'BI', scopes: ['conversas:write', 'contatos:write', 'crm:write', 'fluxos:write', 'agentes:write'], allInboxes: true, expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(key.statusCode).toBe(201);
    for (const url of routes) {
      const response = await call(ctx.app, { url, token: key.json<CreatedApiKey>().secret });
      expect([401, 403]).toContain(response.statusCode);
      expect(response.body).not.toContain('Fluxo do escritório');
    }
  });

  it("never shows another office's rows, even filtered by that office's Gestor or with a forged office header", async () => {
    const headers = { 'x-office-id': otherOffice.id, 'chat-office-id': otherOffice.id, cookie: `chat-office-id=${otherOffice.id}` };
    const mine = (await call(ctx.app, { url: '/api/audit', token: office.token, headers, query: { limit: '200' } })).json<AuditPage>();
    expect(JSON.stringify(mine)).toContain('Fluxo do escritório');
    expect(JSON.stringify(mine)).not.toContain('Fluxo do outro escritório');
    const byTheirGestor = (await call(ctx.app, { url: '/api/audit', token: office.token, query: { userId: otherOffice.userId } })).json<AuditPage>();
    expect(byTheirGestor.totalItems).toBe(0);
    const exported = await call(ctx.app, { url: '/api/audit/export', token: office.token, headers, query: { userId: otherOffice.userId } });
    expect(exported.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('Auditoria')!.rowCount).toBe(1);
  });

  it('answers 400 naming the field for bad filters and oversized pages, never a 500', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ action: 'tudo' }, 'action', 'Ação inválida'],
      [{ userId: 'não-é-um-id' }, 'userId', 'Pessoa inválida'],
      [{ from: 'ontem' }, 'from', 'Data inicial inválida'],
      [{ from: '2026-12-02T00:00:00Z', to: '2026-12-01T00:00:00Z' }, 'to', 'A data inicial precisa ser anterior à data final'],
      [{ limit: '100000' }, 'limit', ''],
      [{ page: '0' }, 'page', ''],
    ];
    for (const [query, field, message] of cases) {
      const response = await call(ctx.app, { url: '/api/audit', token: office.token, query });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.body).toContain(field);
      if (message) expect(response.json().message).toBe(message);
    }
    const longAgent = await call(ctx.app, { method: 'POST', url: '/api/auth/login', headers: { 'user-agent': 'x'.repeat(20_000) }, payload: { email: office.email, password: office.password } });
    expect(longAgent.statusCode).toBe(200);
    const [signIn] = (await call(ctx.app, { url: '/api/audit', token: office.token, query: { action: 'session.signed-in' } })).json<AuditPage>().data;
    expect(signIn!.userAgent!.length).toBeLessThanOrEqual(400);
  });
});
