import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGER_ROLE_NAME, type ActiveUser, type Inbox } from '@balcao/contracts';
import { addAttendant, call, rolesOf, signUpOffice, startAuthTestApp, type AuthTestApp, type SignedUpOffice } from '../testing/auth-test-app';

describe('workspaces (inboxes)', () => {
  let ctx: AuthTestApp;
  let office: SignedUpOffice;

  beforeAll(async () => {
    ctx = await startAuthTestApp();
    office = await signUpOffice(ctx.app);
  });
  afterAll(() => ctx.close());

  const create = (name: string, token = office.token) => call(ctx.app, { method: 'POST', url: '/api/inbox', token, payload: { name } });
  const list = (token = office.token) => call(ctx.app, { url: '/api/inbox', token });
  const me = async (token: string) => (await call(ctx.app, { url: '/api/auth/me', token })).json<ActiveUser>();

  it('the office\'s workspaces are listed oldest first', async () => {
    await create('Trabalhista');
    const response = await list();
    expect(response.statusCode).toBe(200);
    const inboxes = response.json<Inbox[]>();
    expect(inboxes[0]).toMatchObject({ id: office.inboxId, name: 'Atendimento', officeId: office.id });
    expect(inboxes.map((inbox) => inbox.name)).toContain('Trabalhista');
  });

  it('creating a workspace makes its creator a member', async () => {
    const managerRole = (await rolesOf(ctx.app, office.token)).find((role) => role.name === MANAGER_ROLE_NAME)!;
    const secondManager = await addAttendant(ctx.app, office, { roleId: managerRole.id });
    const response = await create('Família', secondManager.token);
    expect(response.statusCode).toBe(201);
    const inbox = response.json<Inbox>();
    expect(inbox).toMatchObject({ name: 'Família', officeId: office.id });
    expect((await me(secondManager.token)).inboxes.map((i) => i.id)).toContain(inbox.id);
    expect((await me(office.token)).inboxes.map((i) => i.id)).not.toContain(inbox.id);
  });

  it('a workspace is renamed', async () => {
    const inbox = (await create('Consumidor')).json<Inbox>();
    const response = await call(ctx.app, { method: 'PUT', url: `/api/inbox/${inbox.id}`, token: office.token, payload: { name: 'Direito do Consumidor' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: inbox.id, name: 'Direito do Consumidor' });
  });

  it('deleting a workspace moves whoever was in it to another of their workspaces', async () => {
    const inbox = (await create('Temporário')).json<Inbox>();
    await call(ctx.app, { method: 'PATCH', url: `/api/user/${office.userId}`, token: office.token, payload: { lastInboxUsed: inbox.id } });
    const response = await call(ctx.app, { method: 'DELETE', url: `/api/inbox/${inbox.id}`, token: office.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const after = await me(office.token);
    expect(after.inboxes.map((i) => i.id)).not.toContain(inbox.id);
    expect(after.lastInboxUsed).toBe(office.inboxId);
  });

  it('the last workspace of an office cannot be deleted', async () => {
    const lone = await signUpOffice(ctx.app, 'Escritório Solo');
    const response = await call(ctx.app, { method: 'DELETE', url: `/api/inbox/${lone.inboxId}`, token: lone.token });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('O escritório precisa de pelo menos um workspace');
  });

  it('a workspace needs a name', async () => {
    const response = await create('   ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'O campo é obrigatório', field: 'name' });
  });

  it('another office gets 404 for this office\'s workspace and never sees it listed', async () => {
    const rival = await signUpOffice(ctx.app, 'Rival Advocacia');
    const url = `/api/inbox/${office.inboxId}`;
    for (const response of [
      await call(ctx.app, { method: 'PUT', url, token: rival.token, payload: { name: 'Invadido' } }),
      await call(ctx.app, { method: 'DELETE', url, token: rival.token }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Recurso não encontrado');
    }
    expect((await list(rival.token)).json<Inbox[]>().map((inbox) => inbox.id)).toEqual([rival.inboxId]);
    expect((await list()).json<Inbox[]>()[0].name).toBe('Atendimento');
  });

  it('workspace routes need a session', async () => {
    expect((await call(ctx.app, { url: '/api/inbox' })).statusCode).toBe(401);
  });
});
