import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { waitFor } from '@balcao/service-kit/testing';
import { passwordResets } from '../db/schema';
import { call, PASSWORD, signUpOffice, startAuthTestApp, uniqueEmail, type AuthTestApp } from '../testing/auth-test-app';

describe('forgot and recover password', () => {
  let ctx: AuthTestApp;
  beforeAll(async () => {
    ctx = await startAuthTestApp();
  });
  afterAll(() => ctx.close());

  const forgot = (email: string) => call(ctx.app, { method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  const recover = (token: string, password: string) =>
    call(ctx.app, { method: 'POST', url: '/api/auth/recovery-password', payload: { token, password } });
  const login = (email: string, password: string) => call(ctx.app, { method: 'POST', url: '/api/auth/login', payload: { email, password } });

  /** The token of the newest recovery link e-mailed to `email` (it goes out just after the answer). */
  async function tokenMailedTo(email: string, mailsSoFar = 1) {
    const mail = await waitFor(
      `recovery e-mail to ${email}`,
      async () => {
        const mails = ctx.infra.mailer.list().filter((sent) => sent.to === email);
        return mails.length >= mailsSoFar && mails[0];
      },
      5_000,
    );
    expect(mail?.subject).toBe('Recuperação de senha - Balcão');
    const link = mail!.text.match(/http\S+/)![0];
    expect(link.startsWith(`${ctx.infra.config.PUBLIC_URL}/recover-password?token=`)).toBe(true);
    return new URL(link).searchParams.get('token')!;
  }

  it('the e-mailed link sets a new password once: the new one signs in and the old one no longer does', async () => {
    const office = await signUpOffice(ctx.app);
    const asked = await forgot(office.email);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ success: true });

    const token = await tokenMailedTo(office.email);
    const recovered = await recover(token, 'nova-senha-456');
    expect(recovered.statusCode).toBe(200);
    expect(recovered.json()).toEqual({ success: true });

    expect((await login(office.email, 'nova-senha-456')).statusCode).toBe(200);
    expect((await login(office.email, PASSWORD)).statusCode).toBe(401);

    const reused = await recover(token, 'outra-senha-789');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('Link de recuperação inválido ou expirado');
  });

  it('an unknown e-mail gets the same success answer and no e-mail is sent', async () => {
    const email = uniqueEmail('desconhecido');
    const response = await forgot(email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(ctx.infra.mailer.list().some((mail) => mail.to === email)).toBe(false);
  });

  it('only a hash of the link token is stored', async () => {
    const office = await signUpOffice(ctx.app);
    await forgot(office.email);
    const token = await tokenMailedTo(office.email);
    const rows = await ctx.db.select().from(passwordResets).where(eq(passwordResets.userId, office.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toContain(token);
  });

  it('a link older than one hour is refused', async () => {
    const office = await signUpOffice(ctx.app);
    await forgot(office.email);
    const token = await tokenMailedTo(office.email);
    await ctx.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, office.userId));
    const response = await recover(token, 'nova-senha-456');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Link de recuperação inválido ou expirado');
    expect((await login(office.email, PASSWORD)).statusCode).toBe(200);
  });

  it('a made-up token is refused', async () => {
    const response = await recover('token-que-nunca-existiu-123', 'nova-senha-456');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Link de recuperação inválido ou expirado');
  });

  it('using one link spends the other open links of the same user', async () => {
    const office = await signUpOffice(ctx.app);
    await forgot(office.email);
    const first = await tokenMailedTo(office.email);
    await forgot(office.email);
    const second = await tokenMailedTo(office.email, 2);
    expect(second).not.toBe(first);
    expect((await recover(second, 'nova-senha-456')).statusCode).toBe(200);
    expect((await recover(first, 'outra-senha-789')).statusCode).toBe(400);
  });

  it('recovery validates the new password like sign-up does', async () => {
    const response = await recover('qualquer-token-longo', '123');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('A senha precisa de pelo menos 8 caracteres');
  });

  it('forgot-password with a malformed e-mail says the e-mail is invalid', async () => {
    const response = await forgot('maria.com');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('O e-mail informado está inválido');
  });
});

describe('the recovery link on the address the product is served at (PUBLIC_URL)', () => {
  const PUBLIC_URL = 'https://balcao.escritorio.com.br:8443/atendimento/';
  let ctx: AuthTestApp;
  beforeAll(async () => {
    ctx = await startAuthTestApp({ infra: (infra) => ({ ...infra, config: { ...infra.config, PUBLIC_URL } }) });
  });
  afterAll(() => ctx.close());

  it('links to PUBLIC_URL, its port and path kept, never to the default address', async () => {
    const office = await signUpOffice(ctx.app);
    expect((await call(ctx.app, { method: 'POST', url: '/api/auth/forgot-password', payload: { email: office.email } })).statusCode).toBe(200);
    const mail = await waitFor('recovery e-mail', async () => ctx.infra.mailer.list().find((sent) => sent.to === office.email), 5_000);
    const link = mail!.text.match(/http\S+/)![0];
    expect(link).toMatch(/^https:\/\/balcao\.escritorio\.com\.br:8443\/atendimento\/recover-password\?token=[\w-]+$/);
  });
});
