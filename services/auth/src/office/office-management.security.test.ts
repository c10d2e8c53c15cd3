import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MANAGER_ROLE_NAME, type Inbox } from '@balcao/contracts';
import { inboxes, offices } from '../db/schema';
import { addAttendant, addUserWithProfile, call, rolesOf, signUpOffice, startAuthTestApp, type AuthTestApp, type SignedUpOffice } from '../testing/auth-test-app';

/**
 * Managing the office and its workspaces is the Gestor's (issue 36 §7, §12): an attendant, or a
 * user holding every catalogue permission but not the Gestor profile, changes nothing; a Gestor
 * renames or deletes only workspaces they belong to.
 */
describe('office and workspace management', () => {
  let ctx: AuthTestApp;
  let office: SignedUpOffice;

  beforeAll(async () => {
    ctx = await startAuthTestApp();
    office = await signUpOffice(ctx.app, 'Helena Gestora');
  });
  afterAll(() => ctx.close());

  const officeRow = async () => (await ctx.db.select().from(offices).where(eq(offices.id, office.id)))[0]!;
  const inboxRow = async (id: string) => (await ctx.db.select().from(inboxes).where(eq(inboxes.id, id)))[0];

  it('an attendant cannot rename the office, change its number or archive it', async () => {
    const bruno = await addAttendant(ctx.app, office);
    const before = await officeRow();
    for (const attempt of [
      { method: 'PATCH' as const, url: `/api/office/${office.id}`, payload: { name: 'Escritório do Bruno' } },
      { method: 'POST' as const, url: `/api/office/${office.id}/archive` },
      { method: 'POST' as const, url: '/api/office/send-phone-verification', payload: { phoneNumber: '11987651234' } },
    ]) {
      const response = await call(ctx.app, { ...attempt, token: bruno.token });
      expect(response.statusCode, attempt.url).toBe(403);
      expect(response.json().message).toBe('Apenas o Gestor do escritório pode fazer isso');
    }
    expect(await officeRow()).toEqual(before);
    // Reading the office (its name in the menu) stays open to every member.
    expect((await call(ctx.app, { url: `/api/office/${office.id}`, token: bruno.token })).statusCode).toBe(200);
  });

  it('holding every permission of the catalogue is not being the Gestor', async () => {
    const almost = await addUserWithProfile(ctx.app, office, ['view:crm', 'view:agents', 'view:flow', 'view:users', 'view:teams']);
    expect((await call(ctx.app, { method: 'POST', url: `/api/office/${office.id}/archive`, token: almost.token })).statusCode).toBe(403);
    expect((await officeRow()).archivedAt).toBeNull();
  });

  it('an attendant can neither create, rename nor delete a workspace', async () => {
    const bruno = await addAttendant(ctx.app, office);
    const target = (await call(ctx.app, { method: 'POST', url: '/api/inbox', token: office.token, payload: { name: 'Família' } })).json<Inbox>();
    expect((await call(ctx.app, { method: 'POST', url: '/api/inbox', token: bruno.token, payload: { name: 'Do Bruno' } })).statusCode).toBe(403);
    expect((await call(ctx.app, { method: 'PUT', url: `/api/inbox/${target.id}`, token: bruno.token, payload: { name: 'Renomeado' } })).statusCode).toBe(403);
    expect((await call(ctx.app, { method: 'DELETE', url: `/api/inbox/${target.id}`, token: bruno.token })).statusCode).toBe(403);
    expect(await inboxRow(target.id)).toMatchObject({ name: 'Família' });
  });

  it('a Gestor renames or deletes only the workspaces they belong to', async () => {
    const managerRole = (await rolesOf(ctx.app, office.token)).find((role) => role.name === MANAGER_ROLE_NAME)!;
    const otherManager = await addAttendant(ctx.app, office, { roleId: managerRole.id });
    const notTheirs = (await call(ctx.app, { method: 'POST', url: '/api/inbox', token: office.token, payload: { name: 'Tributário' } })).json<Inbox>();
    expect((await call(ctx.app, { method: 'PUT', url: `/api/inbox/${notTheirs.id}`, token: otherManager.token, payload: { name: 'Renomeado' } })).statusCode).toBe(404);
    expect((await call(ctx.app, { method: 'DELETE', url: `/api/inbox/${notTheirs.id}`, token: otherManager.token })).statusCode).toBe(404);
    expect(await inboxRow(notTheirs.id)).toMatchObject({ name: 'Tributário' });
    expect((await call(ctx.app, { method: 'PUT', url: `/api/inbox/${notTheirs.id}`, token: office.token, payload: { name: 'Tributário e Fiscal' } })).statusCode).toBe(200);
  });

  it('another office never reaches this office or its workspaces', async () => {
    const intruder = await signUpOffice(ctx.app, 'Outro Gestor');
    expect((await call(ctx.app, { method: 'PATCH', url: `/api/office/${office.id}`, token: intruder.token, payload: { name: 'Tomado' } })).statusCode).toBe(404);
    expect((await call(ctx.app, { method: 'POST', url: `/api/office/${office.id}/archive`, token: intruder.token })).statusCode).toBe(404);
    expect((await call(ctx.app, { method: 'PUT', url: `/api/inbox/${office.inboxId}`, token: intruder.token, payload: { name: 'Tomado' } })).statusCode).toBe(404);
    expect((await call(ctx.app, { method: 'DELETE', url: `/api/inbox/${office.inboxId}`, token: intruder.token })).statusCode).toBe(404);
    expect((await officeRow()).name).not.toBe('Tomado');
  });
});
