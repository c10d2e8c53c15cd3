import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEvents, type EventEnvelope, type Role } from '@balcao/contracts';
import { addAttendant, call, signUpOffice, startAuthTestApp, type AuthTestApp } from './testing/auth-test-app';

describe('the auth service as mounted', () => {
  let ctx: AuthTestApp;
  beforeAll(async () => {
    ctx = await startAuthTestApp();
  });
  afterAll(() => ctx.close());

  it('is ready once its database answers', async () => {
    const response = await ctx.app.inject({ url: '/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('documents every route in the OpenAPI document', async () => {
    const paths = Object.keys((await ctx.app.inject({ url: '/api/docs/json' })).json().paths);
    for (const path of ['/api/auth/login', '/api/auth/sign-up', '/api/user/{id}', '/api/user-roles/{id}', '/api/inbox/{id}', '/api/office/confirm-code']) {
      expect(paths).toContain(path);
    }
  });

  it('every change publishes its event on NATS', async () => {
    const office = await signUpOffice(ctx.app);
    const events: EventEnvelope[] = [];
    const subscription = await ctx.infra.bus.subscribe({
      durable: 'every-change',
      types: Object.values(authEvents).map((definition) => definition.type),
      handler: async (event) => void events.push(event),
    });
    const attendant = await addAttendant(ctx.app, office);
    await call(ctx.app, { method: 'PATCH', url: `/api/user/${attendant.user.id}`, token: office.token, payload: { name: 'Ana Renomeada' } });
    await call(ctx.app, { method: 'DELETE', url: `/api/user/${attendant.user.id}`, token: office.token });
    const role = (await call(ctx.app, { method: 'POST', url: '/api/user-roles', token: office.token, payload: { name: 'Jurídico', permissions: [] } })).json<Role>();
    await call(ctx.app, { method: 'PUT', url: `/api/user-roles/${role.id}`, token: office.token, payload: { name: 'Jurídico II', permissions: ['view:crm'] } });
    await call(ctx.app, { method: 'DELETE', url: `/api/user-roles/${role.id}`, token: office.token });
    const inbox = (await call(ctx.app, { method: 'POST', url: '/api/inbox', token: office.token, payload: { name: 'Cível' } })).json();
    await call(ctx.app, { method: 'PUT', url: `/api/inbox/${inbox.id}`, token: office.token, payload: { name: 'Cível II' } });
    await call(ctx.app, { method: 'DELETE', url: `/api/inbox/${inbox.id}`, token: office.token });
    await call(ctx.app, { method: 'PATCH', url: `/api/office/${office.id}`, token: office.token, payload: { inOnboarding: false } });

    const signUpEvents = ['office.created', 'inbox.created', 'role.created', 'role.created', 'user.created'];
    const changeEvents = [
      'user.created', 'user.updated', 'user.deleted',
      'role.created', 'role.updated', 'role.deleted',
      'inbox.created', 'user.updated', 'inbox.updated', 'inbox.deleted',
      'office.updated',
    ];
    const expected = [...signUpEvents, ...changeEvents].map((name) => `balcao.auth.${name}`).sort();
    const ofOffice = () => events.filter((event) => event.officeId === office.id);
    await expect.poll(() => ofOffice().length, { timeout: 10000 }).toBe(expected.length);
    await subscription.stop();
    expect(ofOffice().map((event) => event.type).sort()).toEqual(expected);
    const renamed = ofOffice().find((event) => event.type === authEvents.userUpdated.type && (event.payload as { id: string }).id === attendant.user.id);
    expect(renamed?.payload).toMatchObject({ name: 'Ana Renomeada' });
    const updatedOffice = ofOffice().find((event) => event.type === authEvents.officeUpdated.type);
    expect(updatedOffice?.payload).toMatchObject({ id: office.id, inOnboarding: false });
  });
});
