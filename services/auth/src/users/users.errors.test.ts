import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { User } from '@balcao/contracts';
import { users } from '../db/schema';
import { call, newUserBody, PASSWORD, rolesOf, signUpOffice, startAuthTestApp, uniqueEmail, type AuthTestApp, type SignedUpOffice } from '../testing/auth-test-app';

describe('user refusals', () => {
  let ctx: AuthTestApp;
  let office: SignedUpOffice;
  let other: SignedUpOffice;
  let attendantRoleId: string;

  beforeAll(async () => {
    ctx = await startAuthTestApp();
    office = await signUpOffice(ctx.app);
    other = await signUpOffice(ctx.app, 'Outro Escritório');
    const roles = await rolesOf(ctx.app, office.token);
    attendantRoleId = roles.find((role) => role.name === 'Atendente')!.id;
  });
  afterAll(() => ctx.close());

  const create = (overrides: Record<string, unknown> = {}) =>
    call(ctx.app, { method: 'POST', url: '/api/user', token: office.token, payload: newUserBody([office.inboxId], attendantRoleId, overrides) });
  const patch = (id: string, payload: Record<string, unknown>, token = office.token) =>
    call(ctx.app, { method: 'PATCH', url: `/api/user/${id}`, token, payload });

  it.each([
    ['a name under 4 characters', { name: 'Bia' }, 'O campo precisa de pelo menos 4 caracteres', 'name'],
    ['a malformed e-mail', { email: 'bia@' }, 'O e-mail informado está inválido', 'email'],
    ['no workspace', { inboxId: [] }, 'Selecione pelo menos um workspace', 'inboxId'],
    ['passwords that differ', { password: { password: PASSWORD, confirmPassword: 'outra-senha-1' } }, 'As senhas digitadas não coincidem', 'password.confirmPassword'],
    ['a short password', { password: { password: '123', confirmPassword: '123' } }, 'A senha precisa de pelo menos 8 caracteres', 'password.password'],
    ['no profile', { roleId: undefined }, 'Selecione um perfil', 'roleId'],
  ])('creating a user with %s is refused with the form message', async (_case, overrides, message, field) => {
    const response = await create(overrides);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, field });
  });

  it('an e-mail already used anywhere on the platform is refused', async () => {
    const response = await create({ email: other.email.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'Este e-mail já está cadastrado', field: 'email' });
  });

  it('a profile of another office is refused, naming the field', async () => {
    const foreignRole = (await rolesOf(ctx.app, other.token))[1];
    const response = await create({ roleId: foreignRole.id });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Perfil inválido', field: 'roleId' });
  });

  it('a workspace of another office is refused and no user is left behind', async () => {
    const email = uniqueEmail('meio-escrito');
    const response = await create({ email, inboxId: [office.inboxId, other.inboxId] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Workspace inválido', field: 'inboxId' });
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('changing the e-mail to one another user has is refused', async () => {
    const created = (await create()).json<User>();
    const response = await patch(created.id, { email: office.email });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Este e-mail já está cadastrado');
  });

  it('the current workspace must be one the user belongs to', async () => {
    const response = await patch(office.userId, { lastInboxUsed: other.inboxId });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Workspace inválido', field: 'lastInboxUsed' });
  });

  it('nobody deletes their own user', async () => {
    const response = await call(ctx.app, { method: 'DELETE', url: `/api/user/${office.userId}`, token: office.token });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Você não pode excluir o seu próprio usuário');
  });

  it('a Gestor is changed or removed only by another Gestor, never by themselves', async () => {
    const fresh = await signUpOffice(ctx.app, 'Escritório Novo');
    const freshRoles = await rolesOf(ctx.app, fresh.token);
    const supervisorRole = await call(ctx.app, {
      method: 'POST',
      url: '/api/user-roles',
      token: fresh.token,
      payload: { name: 'Supervisor', permissions: ['view:users'] },
    });
    const supervisor = (
      await call(ctx.app, {
        method: 'POST',
        url: '/api/user',
        token: fresh.token,
        payload: newUserBody([fresh.inboxId], supervisorRole.json().id),
      })
    ).json<User>();
    const login = await call(ctx.app, { method: 'POST', url: '/api/auth/login', payload: { email: supervisor.email, password: PASSWORD } });
    const supervisorToken = login.json<{ token: string }>().token;
    const freshAttendantRoleId = freshRoles.find((role) => role.name === 'Atendente')!.id;
    const freshManagerRoleId = freshRoles.find((role) => role.name === 'Gestor')!.id;

    // view:users manages attendants, not the Gestor.
    const demote = await patch(fresh.userId, { roleId: freshAttendantRoleId }, supervisorToken);
    expect(demote.statusCode).toBe(403);
    expect(demote.json().message).toBe('Apenas o Gestor pode alterar ou excluir um Gestor');
    const remove = await call(ctx.app, { method: 'DELETE', url: `/api/user/${fresh.userId}`, token: supervisorToken });
    expect(remove.statusCode).toBe(403);
    // The only Gestor cannot step down either: nobody changes their own profile.
    const selfDemote = await patch(fresh.userId, { roleId: freshAttendantRoleId }, fresh.token);
    expect(selfDemote.statusCode).toBe(403);
    expect(selfDemote.json()).toMatchObject({ message: 'Você não pode alterar o seu próprio perfil nem os seus workspaces', field: 'roleId' });

    // With a second Gestor, the first one may go, removed by the second.
    expect((await patch(supervisor.id, { roleId: freshManagerRoleId }, fresh.token)).statusCode).toBe(200);
    const secondManagerToken = (await call(ctx.app, { method: 'POST', url: '/api/auth/login', payload: { email: supervisor.email, password: PASSWORD } })).json<{ token: string }>().token;
    expect((await call(ctx.app, { method: 'DELETE', url: `/api/user/${fresh.userId}`, token: secondManagerToken })).statusCode).toBe(200);
  });

  it('an unknown user id is not found and a malformed one is a validation error', async () => {
    expect((await call(ctx.app, { url: '/api/user/0190f1d2-0000-7000-8000-000000000000', token: office.token })).statusCode).toBe(404);
    const malformed = await call(ctx.app, { url: '/api/user/nao-e-um-id', token: office.token });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Identificador inválido');
  });
});
