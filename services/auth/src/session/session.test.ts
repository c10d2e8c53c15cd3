import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEvents, PERMISSION_CODES, type ActiveUser, type EventEnvelope, type Office } from '@balcao/contracts';
import { call, logIn, PASSWORD, signUpOffice, startAuthTestApp, uniqueEmail, type AuthTestApp } from '../testing/auth-test-app';

describe('sign-up, login and the active user', () => {
  let ctx: AuthTestApp;
  beforeAll(async () => {
    ctx = await startAuthTestApp();
  });
  afterAll(() => ctx.close());

  it('signing up creates an office in onboarding with its first workspace and returns a working session', async () => {
    const email = uniqueEmail('maria');
    const response = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { name: 'Maria Souza', email, phoneNumber: '(11) 9 8765-4321', password: PASSWORD },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ id: expect.any(String), userToken: expect.any(String), userId: expect.any(String), inboxId: expect.any(String) });

    const me = (await call(ctx.app, { url: '/api/auth/me', token: body.userToken })).json<ActiveUser>();
    expect(me).toMatchObject({
      id: body.userId,
      name: 'Maria Souza',
      email,
      officeId: body.id,
      lastInboxUsed: body.inboxId,
      inboxes: [{ id: body.inboxId, name: 'Atendimento' }],
      office: { id: body.id, name: 'Escritório de Maria', inOnboarding: true },
      notificationSound: 'pop.mp3',
      subscription: null,
    });
    expect(me.permissions.sort()).toEqual([...PERMISSION_CODES].sort());

    const office = (await call(ctx.app, { url: `/api/office/${body.id}`, token: body.userToken })).json<Office>();
    expect(office).toMatchObject({ phoneNumber: '5511987654321', isPhoneVerified: false, inOnboarding: true, archivedAt: null });
  });

  it('signing up gives the office a protected Gestor profile with every permission and an Atendente profile that works leads', async () => {
    const office = await signUpOffice(ctx.app);
    const roles = (await call(ctx.app, { url: '/api/user-roles', token: office.token })).json();
    expect(roles).toMatchObject([
      { name: 'Gestor', isProtected: true, usersCount: 1, permissions: PERMISSION_CODES.map((code) => ({ id: code, code })) },
      { name: 'Atendente', isProtected: false, usersCount: 0, permissions: [{ id: 'view:crm', code: 'view:crm', name: 'CRM' }] },
    ]);
  });

  it('logging in returns a token and the active user, whatever the case of the e-mail', async () => {
    const office = await signUpOffice(ctx.app, 'João Pereira');
    const response = await call(ctx.app, { method: 'POST', url: '/api/auth/login', payload: { email: office.email.toUpperCase(), password: PASSWORD } });
    expect(response.statusCode).toBe(200);
    const { token, user } = response.json<{ token: string; user: ActiveUser }>();
    expect(user).toMatchObject({ id: office.userId, officeId: office.id, office: { name: 'Escritório de João' } });
    const me = await call(ctx.app, { url: '/api/auth/me', token });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(office.userId);
  });

  it('the token carries the user, office, profile and permission codes', async () => {
    const office = await signUpOffice(ctx.app);
    const { token, user } = await logIn(ctx.app, office.email);
    const claims = ctx.app.jwt.decode<Record<string, unknown>>(token)!;
    expect(claims).toMatchObject({ sub: office.userId, officeId: office.id, roleId: user.roleId, permissions: user.permissions });
  });

  it('signing up publishes office.created, inbox.created, two role.created and user.created on NATS', async () => {
    const events: EventEnvelope[] = [];
    const types = [authEvents.officeCreated, authEvents.inboxCreated, authEvents.roleCreated, authEvents.userCreated].map((e) => e.type);
    const subscription = await ctx.infra.bus.subscribe({
      durable: 'sign-up-test',
      types,
      handler: async (event) => void events.push(event),
    });
    const office = await signUpOffice(ctx.app, 'Clara Nunes');
    const ofThisOffice = () => events.filter((event) => event.officeId === office.id);
    await expect.poll(() => ofThisOffice().length, { timeout: 10000 }).toBe(5);
    await subscription.stop();

    const byType = (type: string) => ofThisOffice().filter((event) => event.type === type);
    expect(byType(authEvents.officeCreated.type)[0].payload).toEqual({ id: office.id, name: 'Escritório de Clara', inOnboarding: true, archived: false });
    expect(byType(authEvents.inboxCreated.type)[0]).toMatchObject({ inboxId: office.inboxId, payload: { id: office.inboxId, name: 'Atendimento' } });
    expect(byType(authEvents.roleCreated.type).map((event) => (event.payload as { name: string }).name).sort()).toEqual(['Atendente', 'Gestor']);
    expect(byType(authEvents.userCreated.type)[0].payload).toMatchObject({ id: office.userId, email: office.email, inboxIds: [office.inboxId] });
  });
});
