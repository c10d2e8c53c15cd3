import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, type Role } from '@balcao/contracts';
import { addAttendant, call, rolesOf, signUpOffice, startAuthTestApp, type AuthTestApp, type SignedUpOffice } from '../testing/auth-test-app';

describe('profiles (Times)', () => {
  let ctx: AuthTestApp;
  let office: SignedUpOffice;
  let gestor: Role;
  let atendente: Role;

  beforeAll(async () => {
    ctx = await startAuthTestApp();
    office = await signUpOffice(ctx.app);
    [gestor, atendente] = await rolesOf(ctx.app, office.token);
  });
  afterAll(() => ctx.close());

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = office.token) =>
    call(ctx.app, { method, url, token, payload });

  it('the permission catalogue lists every code with its name, the id being the code', async () => {
    const response = await call(ctx.app, { url: '/api/user-roles/permissions', token: office.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(PERMISSIONS.map(({ code, name }) => ({ id: code, code, name })));
  });

  it('a profile is created, renamed with new permissions and deleted', async () => {
    const created = await send('POST', '/api/user-roles', { name: 'Comercial', permissions: ['view:crm'] });
    expect(created.statusCode).toBe(201);
    const role = created.json<Role>();
    expect(role).toMatchObject({ name: 'Comercial', isProtected: false, usersCount: 0, permissions: [{ id: 'view:crm', code: 'view:crm', name: 'CRM' }] });

    const updated = await send('PUT', `/api/user-roles/${role.id}`, { name: 'Comercial Sênior', permissions: ['view:crm', 'view:agents'] });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Comercial Sênior', permissions: [{ code: 'view:crm' }, { code: 'view:agents' }] });

    const deleted = await send('DELETE', `/api/user-roles/${role.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    expect((await rolesOf(ctx.app, office.token)).map((r) => r.id)).not.toContain(role.id);
  });

  it('the new permissions reach a user at their next sign-in', async () => {
    const role = (await send('POST', '/api/user-roles', { name: 'Fluxos', permissions: [] })).json<Role>();
    const member = await addAttendant(ctx.app, office, { roleId: role.id });
    await send('PUT', `/api/user-roles/${role.id}`, { name: 'Fluxos', permissions: ['view:flow'] });
    const login = await call(ctx.app, { method: 'POST', url: '/api/auth/login', payload: { email: member.user.email, password: 'senha-forte-123' } });
    expect(login.json().user.permissions).toEqual(['view:flow']);
  });

  it('the Gestor profile cannot be changed nor deleted', async () => {
    for (const response of [
      await send('PUT', `/api/user-roles/${gestor.id}`, { name: 'Chefe', permissions: [] }),
      await send('DELETE', `/api/user-roles/${gestor.id}`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('O perfil Gestor não pode ser alterado');
    }
  });

  it('the seeded Atendente profile has permissions, so it can be opened and saved unchanged', async () => {
    const codes = atendente.permissions.map((permission) => permission.code);
    expect(codes.length).toBeGreaterThan(0);
    const saved = await send('PUT', `/api/user-roles/${atendente.id}`, { name: atendente.name, permissions: codes });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Role>().permissions.map((permission) => permission.code)).toEqual(codes);
  });

  it('a profile that still has attendants cannot be deleted', async () => {
    await addAttendant(ctx.app, office);
    const response = await send('DELETE', `/api/user-roles/${atendente.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Este perfil possui atendentes vinculados');
    expect((await rolesOf(ctx.app, office.token)).find((role) => role.id === atendente.id)?.usersCount).toBeGreaterThan(0);
  });

  it('two profiles of one office cannot share a name, Gestor included', async () => {
    for (const name of ['gestor', 'ATENDENTE']) {
      const response = await send('POST', '/api/user-roles', { name, permissions: [] });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ message: 'Já existe um perfil com este nome', field: 'name' });
    }
  });

  it('a profile needs a name of at least 4 characters and known permission codes', async () => {
    const noName = await send('POST', '/api/user-roles', { name: ' ', permissions: [] });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({ message: 'O campo é obrigatório', field: 'name' });
    for (const shortName of ['abc', '  abc  ']) {
      const short = await send('POST', '/api/user-roles', { name: shortName, permissions: ['view:crm'] });
      expect(short.statusCode).toBe(400);
      expect(short.json()).toMatchObject({ message: 'O campo precisa de pelo menos 4 caracteres', field: 'name' });
    }
    const renamed = await send('PUT', `/api/user-roles/${atendente.id}`, { name: 'abc', permissions: ['view:crm'] });
    expect(renamed.json()).toMatchObject({ statusCode: 400, field: 'name' });
    const unknown = await send('POST', '/api/user-roles', { name: 'Estranho', permissions: ['admin:all'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Permissão inválida');
  });

  it('an Atendente without view:teams reads profiles but cannot change them', async () => {
    const attendant = await addAttendant(ctx.app, office);
    expect((await call(ctx.app, { url: '/api/user-roles', token: attendant.token })).statusCode).toBe(200);
    const answers = [
      await send('POST', '/api/user-roles', { name: 'Meu Perfil', permissions: [] }, attendant.token),
      await send('PUT', `/api/user-roles/${atendente.id}`, { name: 'Atendente', permissions: ['view:users'] }, attendant.token),
      await send('DELETE', `/api/user-roles/${atendente.id}`, undefined, attendant.token),
    ];
    for (const response of answers) expect(response.statusCode).toBe(403);
  });

  it('another office gets 404 for this office\'s profiles and never sees them in its list', async () => {
    const rival = await signUpOffice(ctx.app, 'Rival Advocacia');
    const role = (await send('POST', '/api/user-roles', { name: 'Financeiro', permissions: [] })).json<Role>();
    for (const response of [
      await send('PUT', `/api/user-roles/${role.id}`, { name: 'Invadido', permissions: [] }, rival.token),
      await send('DELETE', `/api/user-roles/${role.id}`, undefined, rival.token),
      await send('PUT', `/api/user-roles/${gestor.id}`, { name: 'Invadido', permissions: [] }, rival.token),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Recurso não encontrado');
    }
    const rivalRoles = await rolesOf(ctx.app, rival.token);
    expect(rivalRoles.map((r) => r.id)).not.toContain(role.id);
    expect(rivalRoles.map((r) => r.id)).not.toContain(gestor.id);
    expect((await rolesOf(ctx.app, office.token)).find((r) => r.id === role.id)?.name).toBe('Financeiro');
  });
});
