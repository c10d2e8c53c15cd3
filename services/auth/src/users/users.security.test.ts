import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserList } from '@balcao/contracts';
import { addAttendant, call, newUserBody, signUpOffice, startAuthTestApp, type AuthTestApp, type SignedUpOffice } from '../testing/auth-test-app';

describe('who may see and change users', () => {
  let ctx: AuthTestApp;
  let office: SignedUpOffice;
  let rival: SignedUpOffice;
  let attendant: Awaited<ReturnType<typeof addAttendant>>;

  beforeAll(async () => {
    ctx = await startAuthTestApp();
    office = await signUpOffice(ctx.app, 'Maria Souza');
    rival = await signUpOffice(ctx.app, 'Rival Advocacia');
    attendant = await addAttendant(ctx.app, office);
  });
  afterAll(() => ctx.close());

  it('an Atendente without view:users cannot create, change or delete other users', async () => {
    const created = await call(ctx.app, {
      method: 'POST',
      url: '/api/user',
      token: attendant.token,
      payload: newUserBody([office.inboxId], attendant.roleId),
    });
    expect(created.statusCode).toBe(403);
    expect(created.json().message).toBe('Você não tem permissão para esta ação');
    const changed = await call(ctx.app, { method: 'PATCH', url: `/api/user/${office.userId}`, token: attendant.token, payload: { name: 'Outro Nome' } });
    expect(changed.statusCode).toBe(403);
    const deleted = await call(ctx.app, { method: 'DELETE', url: `/api/user/${office.userId}`, token: attendant.token });
    expect(deleted.statusCode).toBe(403);
  });

  it('an Atendente cannot give themselves another profile, e-mail or workspace', async () => {
    for (const payload of [{ roleId: office.id }, { email: 'novo@escritorio.com.br' }, { inboxId: [office.inboxId] }]) {
      const response = await call(ctx.app, { method: 'PATCH', url: `/api/user/${attendant.user.id}`, token: attendant.token, payload });
      expect(response.statusCode).toBe(403);
    }
  });

  it('every member may read the users of their office (attendant pickers)', async () => {
    const response = await call(ctx.app, { url: '/api/user', token: attendant.token, query: { limit: '99999' } });
    expect(response.statusCode).toBe(200);
    expect(response.json<UserList>().data.map((user) => user.id).sort()).toEqual([office.userId, attendant.user.id].sort());
  });

  it('another office gets 404 for this office\'s user, whatever the method', async () => {
    const url = `/api/user/${attendant.user.id}`;
    const answers = [
      await call(ctx.app, { url, token: rival.token }),
      await call(ctx.app, { method: 'PATCH', url, token: rival.token, payload: { name: 'Invasor Silva' } }),
      await call(ctx.app, { method: 'DELETE', url, token: rival.token }),
    ];
    for (const response of answers) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Recurso não encontrado');
    }
    const stillThere = await call(ctx.app, { url, token: office.token });
    expect(stillThere.json().name).toBe(attendant.user.name);
  });

  it('another office never sees this office\'s users in its list, even filtering by this office\'s ids', async () => {
    const lists = [
      await call(ctx.app, { url: '/api/user', token: rival.token, query: { limit: '99999' } }),
      await call(ctx.app, { url: '/api/user', token: rival.token, query: { inboxId: office.inboxId } }),
      await call(ctx.app, { url: '/api/user', token: rival.token, query: { roleId: attendant.roleId } }),
      await call(ctx.app, { url: '/api/user', token: rival.token, query: { search: 'Atendente' } }),
    ];
    const ids = lists.flatMap((response) => response.json<UserList>().data.map((user) => user.id));
    expect(ids.every((id) => id === rival.userId)).toBe(true);
  });

  it('users routes need a session', async () => {
    expect((await call(ctx.app, { url: '/api/user' })).statusCode).toBe(401);
    expect((await call(ctx.app, { method: 'POST', url: '/api/user', payload: {} })).statusCode).toBe(401);
  });

  it('repeating a user creation with the same Idempotency-Key creates it once', async () => {
    const payload = newUserBody([office.inboxId], attendant.roleId);
    const send = (token: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/user', payload, headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'create-once' } });
    const first = await send(office.token);
    const repeat = await send(office.token);
    expect(first.statusCode).toBe(201);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json().id).toBe(first.json().id);
    expect(repeat.headers['idempotent-replay']).toBe('true');
    // The key belongs to its user: another office's identical request is not answered from it.
    const rivalRepeat = await send(rival.token);
    expect(rivalRepeat.headers['idempotent-replay']).toBeUndefined();
    expect(rivalRepeat.json().message).toBe('Este e-mail já está cadastrado');
  });
});
