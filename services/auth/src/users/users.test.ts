import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActiveUser, Inbox, User, UserList } from '@balcao/contracts';
import {
  addAttendant,
  call,
  newUserBody,
  PASSWORD,
  rolesOf,
  signUpOffice,
  startAuthTestApp,
  type AuthTestApp,
  type SignedUpOffice,
} from '../testing/auth-test-app';

describe('users (attendants)', () => {
  let ctx: AuthTestApp;
  let office: SignedUpOffice;
  let attendantRoleId: string;
  let secondInbox: Inbox;

  beforeAll(async () => {
    ctx = await startAuthTestApp();
    office = await signUpOffice(ctx.app, 'Maria Souza');
    attendantRoleId = (await rolesOf(ctx.app, office.token)).find((role) => role.name === 'Atendente')!.id;
    const created = await call(ctx.app, { method: 'POST', url: '/api/inbox', token: office.token, payload: { name: 'Previdenciário' } });
    secondInbox = created.json<Inbox>();
  });
  afterAll(() => ctx.close());

  const create = (overrides: Record<string, unknown> = {}) =>
    call(ctx.app, { method: 'POST', url: '/api/user', token: office.token, payload: newUserBody([office.inboxId], attendantRoleId, overrides) });
  const list = (query: Record<string, string> = {}) => call(ctx.app, { url: '/api/user', token: office.token, query });

  it('a Gestor creates an attendant who can then sign in', async () => {
    const response = await create({ name: 'Bruno Lima', inboxId: [office.inboxId, secondInbox.id] });
    expect(response.statusCode).toBe(201);
    const user = response.json<User>();
    expect(user).toMatchObject({
      name: 'Bruno Lima',
      contact: '11912345678',
      roleId: attendantRoleId,
      role: { id: attendantRoleId, name: 'Atendente' },
      inboxes: [
        { id: office.inboxId, name: 'Atendimento' },
        { id: secondInbox.id, name: 'Previdenciário' },
      ],
      officeId: office.id,
      notificationSound: 'pop.mp3',
    });
    const login = await call(ctx.app, { method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: PASSWORD } });
    expect(login.statusCode).toBe(200);
    expect(login.json<{ user: ActiveUser }>().user).toMatchObject({ permissions: ['view:crm'], lastInboxUsed: office.inboxId });
  });

  it('one user is read by id', async () => {
    const created = (await create({ name: 'Carla Dias' })).json<User>();
    const response = await call(ctx.app, { url: `/api/user/${created.id}`, token: office.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(created);
  });

  it('the list is ordered by name and paged with both counts', async () => {
    const body = (await list({ limit: '2', page: '1' })).json<UserList>();
    const everyone = (await list({ limit: '100' })).json<UserList>();
    const names = everyone.data.map((user) => user.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(body.data).toHaveLength(2);
    expect(body.totalItems).toBe(everyone.totalItems);
    expect(body.totalResults).toBe(body.totalItems);
    expect(body.totalPages).toBe(Math.ceil(body.totalItems / 2));
    const secondPage = (await list({ limit: '2', page: '2' })).json<UserList>();
    expect(secondPage.data[0].id).toBe(everyone.data[2].id);
  });

  it('search matches part of the name or of the e-mail, in any case', async () => {
    const created = (await create({ name: 'Helena Quintanilha', email: 'helena.q@quintanilha.adv.br' })).json<User>();
    expect((await list({ search: 'quintan' })).json<UserList>().data.map((user) => user.id)).toEqual([created.id]);
    expect((await list({ search: 'HELENA.Q@' })).json<UserList>().data.map((user) => user.id)).toEqual([created.id]);
    expect((await list({ search: '%' })).json<UserList>().totalItems).toBe(0);
  });

  it('the list filters by profile and by workspace', async () => {
    const byRole = (await list({ roleId: attendantRoleId, limit: '100' })).json<UserList>();
    expect(byRole.data.length).toBeGreaterThan(0);
    expect(byRole.data.every((user) => user.roleId === attendantRoleId)).toBe(true);

    const inSecond = (await create({ name: 'Igor Previdência', inboxId: [secondInbox.id] })).json<User>();
    const onlyInFirst = (await create({ name: 'Kátia Atendimento', inboxId: [office.inboxId] })).json<User>();
    const byInbox = (await list({ inboxId: secondInbox.id, limit: '100' })).json<UserList>();
    expect(byInbox.data.map((user) => user.id)).toContain(inSecond.id);
    expect(byInbox.data.map((user) => user.id)).not.toContain(onlyInFirst.id);
    expect(byInbox.data.every((user) => user.inboxes.some((inbox) => inbox.id === secondInbox.id))).toBe(true);
  });

  it('a Gestor changes a user\'s profile, workspaces and contact', async () => {
    const created = (await create({ name: 'Júlia Moraes' })).json<User>();
    const managerRoleId = (await rolesOf(ctx.app, office.token)).find((role) => role.name === 'Gestor')!.id;
    const response = await call(ctx.app, {
      method: 'PATCH',
      url: `/api/user/${created.id}`,
      token: office.token,
      payload: { roleId: managerRoleId, inboxId: [secondInbox.id], contact: '(21) 99999-0000', document: '123.456.789-00' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      roleId: managerRoleId,
      role: { name: 'Gestor' },
      inboxes: [{ id: secondInbox.id }],
      contact: '21999990000',
      document: '123.456.789-00',
    });
    const login = await call(ctx.app, { method: 'POST', url: '/api/auth/login', payload: { email: created.email, password: PASSWORD } });
    // Its last workspace was removed, so it moves to one it still belongs to.
    expect(login.json<{ user: ActiveUser }>().user.lastInboxUsed).toBe(secondInbox.id);
  });

  it('a user changes their own sound, name, photo and current workspace without any permission', async () => {
    const attendant = await addAttendant(ctx.app, office, { inboxId: [office.inboxId, secondInbox.id] });
    const response = await call(ctx.app, {
      method: 'PATCH',
      url: `/api/user/${attendant.user.id}`,
      token: attendant.token,
      payload: {
        notificationSound: 'tick.mp3',
        name: 'Ana Atendente Silva',
        imageUrl: 'https://cdn.balcao.dev/a.png',
        lastInboxUsed: secondInbox.id,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ notificationSound: 'tick.mp3', name: 'Ana Atendente Silva', imageUrl: 'https://cdn.balcao.dev/a.png' });
    const me = (await call(ctx.app, { url: '/api/auth/me', token: attendant.token })).json<ActiveUser>();
    expect(me.lastInboxUsed).toBe(secondInbox.id);
  });

  it('an empty notification sound means the sound is off', async () => {
    const response = await call(ctx.app, { method: 'PATCH', url: `/api/user/${office.userId}`, token: office.token, payload: { notificationSound: '' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().notificationSound).toBe('');
  });

  it('a Gestor deletes another user, who disappears from the list', async () => {
    const created = (await create({ name: 'Otávio Removido' })).json<User>();
    const response = await call(ctx.app, { method: 'DELETE', url: `/api/user/${created.id}`, token: office.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await call(ctx.app, { url: `/api/user/${created.id}`, token: office.token })).statusCode).toBe(404);
    expect((await list({ limit: '100' })).json<UserList>().data.map((user) => user.id)).not.toContain(created.id);
  });
});
