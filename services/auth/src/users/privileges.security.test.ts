import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MANAGER_ROLE_NAME, type ActiveUser, type Role } from '@balcao/contracts';
import { roles, users } from '../db/schema';
import { addAttendant, addUserWithProfile, call, logIn, newUserBody, rolesOf, signUpOffice, startAuthTestApp, type AuthTestApp, type SignedUpOffice } from '../testing/auth-test-app';

/**
 * Profiles cannot be climbed (issue 36 §6): view:users manages attendants and view:teams manages
 * profiles, but only within the rights their holder has; only a Gestor grants the Gestor profile;
 * nobody changes their own profile.
 */
describe('privilege escalation through users and profiles', () => {
  let ctx: AuthTestApp;
  let office: SignedUpOffice;
  let managerRoleId: string;
  let attendantRoleId: string;

  beforeAll(async () => {
    ctx = await startAuthTestApp();
    office = await signUpOffice(ctx.app);
    const profiles = await rolesOf(ctx.app, office.token);
    managerRoleId = profiles.find((role) => role.name === MANAGER_ROLE_NAME)!.id;
    attendantRoleId = profiles.find((role) => role.name === 'Atendente')!.id;
  });
  afterAll(() => ctx.close());

  const roleOf = async (userId: string) => (await ctx.db.select({ roleId: users.roleId }).from(users).where(eq(users.id, userId)))[0]!.roleId;
  const permissionsOf = async (roleId: string) => (await ctx.db.select({ permissions: roles.permissions }).from(roles).where(eq(roles.id, roleId)))[0]!.permissions;

  it('a user manager (view:users) cannot move themselves or anyone else into the Gestor profile', async () => {
    const userManager = await addUserWithProfile(ctx.app, office, ['view:users', 'view:crm']);
    const colleague = await addAttendant(ctx.app, office);

    const self = await call(ctx.app, { method: 'PATCH', url: `/api/user/${userManager.user.id}`, token: userManager.token, payload: { roleId: managerRoleId } });
    expect(self.statusCode).toBe(403);
    const other = await call(ctx.app, { method: 'PATCH', url: `/api/user/${colleague.user.id}`, token: userManager.token, payload: { roleId: managerRoleId } });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ message: 'Apenas o Gestor pode conceder o perfil Gestor', field: 'roleId' });
    const created = await call(ctx.app, { method: 'POST', url: '/api/user', token: userManager.token, payload: newUserBody([office.inboxId], managerRoleId) });
    expect(created.statusCode).toBe(403);

    expect(await roleOf(userManager.user.id)).toBe(userManager.roleId);
    expect(await roleOf(colleague.user.id)).toBe(attendantRoleId);
  });

  it('a user manager cannot hand out a profile with rights they lack, nor manage a user who has them', async () => {
    const userManager = await addUserWithProfile(ctx.app, office, ['view:users', 'view:crm']);
    const strongerProfile = (await call(ctx.app, { method: 'POST', url: '/api/user-roles', token: office.token, payload: { name: 'Coordenação', permissions: ['view:users', 'view:teams', 'view:crm'] } })).json<Role>();
    const colleague = await addAttendant(ctx.app, office);
    const stronger = await addAttendant(ctx.app, office, { roleId: strongerProfile.id });

    const promote = await call(ctx.app, { method: 'PATCH', url: `/api/user/${colleague.user.id}`, token: userManager.token, payload: { roleId: strongerProfile.id } });
    expect(promote.statusCode).toBe(403);
    expect(promote.json().message).toBe('Você só pode gerenciar atendentes e perfis com as permissões que você mesmo tem');
    // Taking over a stronger user by setting their password, or removing them.
    const takeOver = await call(ctx.app, { method: 'PATCH', url: `/api/user/${stronger.user.id}`, token: userManager.token, payload: { password: { password: 'assumida-123', confirmPassword: 'assumida-123' } } });
    expect(takeOver.statusCode).toBe(403);
    expect((await call(ctx.app, { method: 'DELETE', url: `/api/user/${stronger.user.id}`, token: userManager.token })).statusCode).toBe(403);
    await expect(logIn(ctx.app, stronger.user.email)).resolves.toMatchObject({ token: expect.any(String) });

    // Within their own rights they manage attendants as before.
    const fine = await call(ctx.app, { method: 'PATCH', url: `/api/user/${colleague.user.id}`, token: userManager.token, payload: { contact: '(11) 95555-4444' } });
    expect(fine.statusCode).toBe(200);
  });

  it('a user manager cannot edit, take over or delete a Gestor', async () => {
    const userManager = await addUserWithProfile(ctx.app, office, ['view:users', 'view:crm', 'view:teams', 'view:flow', 'view:agents']);
    const edit = await call(ctx.app, { method: 'PATCH', url: `/api/user/${office.userId}`, token: userManager.token, payload: { email: 'tomado@escritorio.com.br' } });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe('Apenas o Gestor pode alterar ou excluir um Gestor');
    const password = await call(ctx.app, { method: 'PATCH', url: `/api/user/${office.userId}`, token: userManager.token, payload: { password: { password: 'assumida-123', confirmPassword: 'assumida-123' } } });
    expect(password.statusCode).toBe(403);
    expect((await call(ctx.app, { method: 'DELETE', url: `/api/user/${office.userId}`, token: userManager.token })).statusCode).toBe(403);
    await expect(logIn(ctx.app, office.email)).resolves.toMatchObject({ token: expect.any(String) });
  });

  it('nobody changes their own profile, and only a Gestor their own workspaces', async () => {
    const userManager = await addUserWithProfile(ctx.app, office, ['view:users', 'view:crm']);
    const secondInbox = (await call(ctx.app, { method: 'POST', url: '/api/inbox', token: office.token, payload: { name: 'Previdenciário' } })).json<{ id: string }>();
    const down = await call(ctx.app, { method: 'PATCH', url: `/api/user/${userManager.user.id}`, token: userManager.token, payload: { roleId: attendantRoleId } });
    expect(down.statusCode).toBe(403);
    const join = await call(ctx.app, { method: 'PATCH', url: `/api/user/${userManager.user.id}`, token: userManager.token, payload: { inboxId: [office.inboxId, secondInbox.id] } });
    expect(join.statusCode).toBe(403);
    expect(join.json().field).toBe('inboxId');
    const me = (await call(ctx.app, { url: '/api/auth/me', token: userManager.token })).json<ActiveUser>();
    expect(me.inboxes.map((inbox) => inbox.id)).toEqual([office.inboxId]);
  });

  it('a profile manager (view:teams) cannot grant their own profile, or any profile, rights beyond their own', async () => {
    const teamManager = await addUserWithProfile(ctx.app, office, ['view:teams', 'view:crm'], 'Times e CRM');
    const everything = ['view:crm', 'view:agents', 'view:flow', 'view:users', 'view:teams'];

    const own = await call(ctx.app, { method: 'PUT', url: `/api/user-roles/${teamManager.roleId}`, token: teamManager.token, payload: { name: 'Times e CRM', permissions: everything } });
    expect(own.statusCode).toBe(403);
    expect(await permissionsOf(teamManager.roleId)).toEqual(['view:teams', 'view:crm']);

    const another = await call(ctx.app, { method: 'PUT', url: `/api/user-roles/${attendantRoleId}`, token: teamManager.token, payload: { name: 'Atendente', permissions: ['view:crm', 'view:users'] } });
    expect(another.statusCode).toBe(403);
    expect(another.json().message).toBe('Você só pode conceder permissões que você mesmo tem');
    const created = await call(ctx.app, { method: 'POST', url: '/api/user-roles', token: teamManager.token, payload: { name: 'Atalho', permissions: everything } });
    expect(created.statusCode).toBe(403);
    expect((await rolesOf(ctx.app, office.token)).some((role) => role.name === 'Atalho')).toBe(false);

    // Within their own rights they shape profiles as before.
    const fine = await call(ctx.app, { method: 'POST', url: '/api/user-roles', token: teamManager.token, payload: { name: 'Só CRM', permissions: ['view:crm'] } });
    expect(fine.statusCode).toBe(201);
  });

  it("a profile's new permissions reach its users' requests at once, without a new sign-in", async () => {
    const teamProfile = await addUserWithProfile(ctx.app, office, ['view:crm']);
    const manageUsers = () => call(ctx.app, { method: 'POST', url: '/api/user', token: teamProfile.token, payload: newUserBody([office.inboxId], attendantRoleId) });
    expect((await manageUsers()).statusCode).toBe(403);
    const updated = await call(ctx.app, { method: 'PUT', url: `/api/user-roles/${teamProfile.roleId}`, token: office.token, payload: { name: 'Recepção', permissions: ['view:crm', 'view:users'] } });
    expect(updated.statusCode).toBe(200);
    expect((await manageUsers()).statusCode).toBe(201);
  });
});
