import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offices } from '../db/schema';
import { call, PASSWORD, signUpOffice, startAuthTestApp, uniqueEmail, type AuthTestApp } from '../testing/auth-test-app';

describe('sign-up and login refusals', () => {
  let ctx: AuthTestApp;
  beforeAll(async () => {
    ctx = await startAuthTestApp();
  });
  afterAll(() => ctx.close());

  const signUp = (payload: Record<string, unknown>) =>
    call(ctx.app, {
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { name: 'Maria Souza', email: uniqueEmail(), phoneNumber: '11987654321', password: PASSWORD, ...payload },
    });
  const login = (payload: Record<string, unknown>) => call(ctx.app, { method: 'POST', url: '/api/auth/login', payload });

  it('login with a malformed e-mail says the e-mail is invalid', async () => {
    const response = await login({ email: 'maria@', password: PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'O e-mail informado está inválido', field: 'email' });
  });

  it('login without a password says the password is required', async () => {
    const response = await login({ email: uniqueEmail(), password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('A senha é obrigatória');
  });

  it('a wrong password and an unknown e-mail get the same 401 answer', async () => {
    const office = await signUpOffice(ctx.app);
    const wrongPassword = await login({ email: office.email, password: 'outra-senha-123' });
    const unknownEmail = await login({ email: uniqueEmail('ninguem'), password: PASSWORD });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'SESSION_INVALID_CREDENTIALS', message: 'E-mail ou senha incorretos' });
    }
  });

  it('sign-up with a short password says it needs at least 8 characters', async () => {
    const response = await signUp({ password: '1234567' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'A senha precisa de pelo menos 8 caracteres', field: 'password' });
  });

  it('sign-up with a name under 4 characters says the field needs at least 4', async () => {
    const response = await signUp({ name: 'Ana' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'O campo precisa de pelo menos 4 caracteres', field: 'name' });
  });

  it('sign-up with a malformed e-mail says the e-mail is invalid', async () => {
    const response = await signUp({ email: 'sem-arroba' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('O e-mail informado está inválido');
  });

  it('sign-up with a short phone number says it needs at least 11 characters', async () => {
    const response = await signUp({ phoneNumber: '1198765' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'O telefone precisa de pelo menos 11 caracteres', field: 'phoneNumber' });
  });

  it('sign-up without a field says the field is required', async () => {
    const response = await call(ctx.app, { method: 'POST', url: '/api/auth/sign-up', payload: { name: 'Maria Souza', email: uniqueEmail() } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('O campo é obrigatório');
  });

  it('signing up with an e-mail already registered (in any case) is refused and creates nothing', async () => {
    const office = await signUpOffice(ctx.app);
    const officesBefore = await ctx.db.select().from(offices);

    const response = await signUp({ email: office.email.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'Este e-mail já está cadastrado', field: 'email' });
    expect(await ctx.db.select().from(offices)).toHaveLength(officesBefore.length);
  });

  it('two simultaneous sign-ups with one e-mail create one account and refuse the other', async () => {
    const email = uniqueEmail('corrida');
    const answers = await Promise.all([signUp({ email }), signUp({ email: email.toUpperCase() })]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((response) => response.statusCode === 409)!.json().message).toBe('Este e-mail já está cadastrado');
  });

  it('users of an archived office cannot sign in, and their open sessions end', async () => {
    const office = await signUpOffice(ctx.app);
    const archived = await call(ctx.app, { method: 'POST', url: `/api/office/${office.id}/archive`, token: office.token });
    expect(archived.statusCode).toBe(200);
    const response = await login({ email: office.email, password: PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Escritório arquivado');
    const me = await call(ctx.app, { url: '/api/auth/me', token: office.token });
    expect(me.statusCode).toBe(401);
  });
});
