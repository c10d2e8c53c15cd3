import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Office } from '@balcao/contracts';
import { addAttendant, call, PASSWORD, signUpOffice, startAuthTestApp, type AuthTestApp, type SignedUpOffice } from '../testing/auth-test-app';

describe('the office', () => {
  let ctx: AuthTestApp;
  let office: SignedUpOffice;

  beforeAll(async () => {
    ctx = await startAuthTestApp();
    office = await signUpOffice(ctx.app, 'Maria Souza');
  });
  afterAll(() => ctx.close());

  const patch = (payload: Record<string, unknown>, target = office) =>
    call(ctx.app, { method: 'PATCH', url: `/api/office/${target.id}`, token: target.token, payload });

  it('the office is read by its id', async () => {
    const response = await call(ctx.app, { url: `/api/office/${office.id}`, token: office.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: office.id, name: 'Escritório de Maria', email: office.email, inOnboarding: true, isPhoneVerified: false });
  });

  it('finishing onboarding saves the office name and e-mail and leaves onboarding', async () => {
    const response = await patch({ name: 'Souza & Associados', email: 'Contato@Souza.adv.br', inOnboarding: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Souza & Associados', email: 'contato@souza.adv.br', inOnboarding: false });
    const me = await call(ctx.app, { url: '/api/auth/me', token: office.token });
    expect(me.json().office).toEqual({ id: office.id, name: 'Souza & Associados', inOnboarding: false });
  });

  it('a new phone number is stored with the country code and must be verified again', async () => {
    const response = await patch({ phoneNumber: '(21) 3456-7890' });
    expect(response.json<Office>()).toMatchObject({ phoneNumber: '552134567890', isPhoneVerified: false });
  });

  it('an empty office name asks for the name', async () => {
    const response = await patch({ name: '  ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Preencha o nome do escritório', field: 'name' });
  });

  it('a malformed office e-mail is refused', async () => {
    const response = await patch({ email: 'contato@' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('O e-mail informado está inválido');
  });

  it('only a Gestor archives the office; then nobody of it signs in', async () => {
    const target = await signUpOffice(ctx.app, 'Arquivado Ltda');
    const attendant = await addAttendant(ctx.app, target);
    const byAttendant = await call(ctx.app, { method: 'POST', url: `/api/office/${target.id}/archive`, token: attendant.token });
    expect(byAttendant.statusCode).toBe(403);

    const archived = await call(ctx.app, { method: 'POST', url: `/api/office/${target.id}/archive`, token: target.token });
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toEqual({ success: true });
    const read = await call(ctx.app, { url: `/api/office/${target.id}`, token: target.token });
    expect(read.json<Office>().archivedAt).not.toBeNull();
    for (const email of [target.email, attendant.user.email]) {
      const login = await call(ctx.app, { method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
      expect(login.statusCode).toBe(403);
      expect(login.json().message).toBe('Escritório arquivado');
    }
  });

  it('another office gets 404 for this office, whatever the method', async () => {
    const rival = await signUpOffice(ctx.app, 'Rival Advocacia');
    const url = `/api/office/${office.id}`;
    for (const response of [
      await call(ctx.app, { url, token: rival.token }),
      await call(ctx.app, { method: 'PATCH', url, token: rival.token, payload: { name: 'Invadido' } }),
      await call(ctx.app, { method: 'POST', url: `${url}/archive`, token: rival.token }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Recurso não encontrado');
    }
    const mine = await call(ctx.app, { url, token: office.token });
    expect(mine.json<Office>()).toMatchObject({ name: 'Souza & Associados', archivedAt: null });
  });

  it('office routes need a session', async () => {
    expect((await call(ctx.app, { url: `/api/office/${office.id}` })).statusCode).toBe(401);
  });
});
