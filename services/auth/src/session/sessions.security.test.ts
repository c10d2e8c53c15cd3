import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { waitFor } from '@balcao/service-kit/testing';
import { passwordResets } from '../db/schema';
import { addAttendant, addUserWithProfile, call, logIn, newUserBody, rolesOf, signUpOffice, startAuthTestApp, type AuthTestApp, type SignedUpOffice } from '../testing/auth-test-app';

/**
 * Sessions end when they should (issue 36 §5, §13): a request is authorised by the user's current
 * state, not by the 7-day token alone.
 */
describe('sessions that end', () => {
  let ctx: AuthTestApp;
  let office: SignedUpOffice;
  let attendantRoleId: string;

  beforeAll(async () => {
    ctx = await startAuthTestApp();
    office = await signUpOffice(ctx.app);
    attendantRoleId = (await rolesOf(ctx.app, office.token)).find((role) => role.name === 'Atendente')!.id;
  });
  afterAll(() => ctx.close());

  const me = (token: string) => call(ctx.app, { url: '/api/auth/me', token });
  const createUser = (token: string) => call(ctx.app, { method: 'POST', url: '/api/user', token, payload: newUserBody([office.inboxId], attendantRoleId) });

  it('a demoted manager keeps signing in with the old token but can no longer manage users', async () => {
    const manager = await addUserWithProfile(ctx.app, office, ['view:users', 'view:crm']);
    expect((await createUser(manager.token)).statusCode).toBe(201);
    const demoted = await call(ctx.app, { method: 'PATCH', url: `/api/user/${manager.user.id}`, token: office.token, payload: { roleId: attendantRoleId } });
    expect(demoted.statusCode).toBe(200);
    // The dismissed manager's backdoor account the next day:
    expect((await createUser(manager.token)).statusCode).toBe(403);
    expect((await me(manager.token)).json()).toMatchObject({ permissions: ['view:crm'], isManager: false });
  });

  it("a password reset by e-mail ends every session the user had", async () => {
    const attendant = await addAttendant(ctx.app, office);
    expect((await me(attendant.token)).statusCode).toBe(200);
    await call(ctx.app, { method: 'POST', url: '/api/auth/forgot-password', payload: { email: attendant.user.email } });
    const mail = await waitFor('recovery e-mail', async () => ctx.infra.mailer.list().find((sent) => sent.to === attendant.user.email), 5_000);
    const token = new URL(mail.text.match(/http\S+/)![0]).searchParams.get('token')!;
    expect((await call(ctx.app, { method: 'POST', url: '/api/auth/recovery-password', payload: { token, password: 'nova-senha-456' } })).statusCode).toBe(200);
    expect((await me(attendant.token)).statusCode).toBe(401);
    const fresh = await logIn(ctx.app, attendant.user.email, 'nova-senha-456');
    expect((await me(fresh.token)).statusCode).toBe(200);
    expect(await ctx.db.select().from(passwordResets).where(eq(passwordResets.userId, attendant.user.id))).toHaveLength(1);
  });

  it("a password a Gestor sets for a user ends that user's sessions", async () => {
    const attendant = await addAttendant(ctx.app, office);
    const reset = await call(ctx.app, { method: 'PATCH', url: `/api/user/${attendant.user.id}`, token: office.token, payload: { password: { password: 'definida-123', confirmPassword: 'definida-123' } } });
    expect(reset.statusCode).toBe(200);
    expect((await me(attendant.token)).statusCode).toBe(401);
    await expect(logIn(ctx.app, attendant.user.email, 'definida-123')).resolves.toMatchObject({ token: expect.any(String) });
  });

  it('changing one\'s own password asks for the current one, ends the other sessions and keeps this one', async () => {
    const attendant = await addAttendant(ctx.app, office);
    const otherDevice = (await logIn(ctx.app, attendant.user.email)).token;
    const change = (currentPassword: string) =>
      call(ctx.app, { method: 'POST', url: '/api/auth/change-password', token: attendant.token, payload: { currentPassword, password: 'trocada-12345', confirmPassword: 'trocada-12345' } });

    const wrong = await change('chute-errado-1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'Senha atual incorreta', field: 'currentPassword' });
    expect((await me(otherDevice)).statusCode).toBe(200);

    const changed = await change('senha-forte-123');
    expect(changed.statusCode).toBe(200);
    const { token } = changed.json<{ token: string }>();
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await me(attendant.token)).statusCode).toBe(401);
    await expect(logIn(ctx.app, attendant.user.email, 'trocada-12345')).resolves.toMatchObject({ token: expect.any(String) });
  });

  it('one\'s own password is never changed without the current one', async () => {
    const attendant = await addAttendant(ctx.app, office);
    const patched = await call(ctx.app, { method: 'PATCH', url: `/api/user/${attendant.user.id}`, token: attendant.token, payload: { password: { password: 'sem-a-atual-1', confirmPassword: 'sem-a-atual-1' } } });
    expect(patched.statusCode).toBe(400);
    expect(patched.json()).toMatchObject({ message: 'Para alterar a sua senha, informe a senha atual', field: 'password' });
    const missing = await call(ctx.app, { method: 'POST', url: '/api/auth/change-password', token: attendant.token, payload: { password: 'sem-a-atual-1', confirmPassword: 'sem-a-atual-1' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: 'Informe a senha atual', field: 'currentPassword' });
    await expect(logIn(ctx.app, attendant.user.email)).resolves.toMatchObject({ token: expect.any(String) });
  });

  it('a deleted user\'s old token opens nothing, including changing a password', async () => {
    const attendant = await addAttendant(ctx.app, office);
    await call(ctx.app, { method: 'DELETE', url: `/api/user/${attendant.user.id}`, token: office.token });
    expect((await me(attendant.token)).statusCode).toBe(401);
    const change = await call(ctx.app, { method: 'POST', url: '/api/auth/change-password', token: attendant.token, payload: { currentPassword: 'senha-forte-123', password: 'trocada-12345', confirmPassword: 'trocada-12345' } });
    expect(change.statusCode).toBe(401);
  });
});
