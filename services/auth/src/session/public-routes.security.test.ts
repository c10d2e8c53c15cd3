import { afterEach, describe, expect, it } from 'vitest';
import { mailerOf, type Mail, type Mailer } from '@balcao/service-kit';
import { call, signUpOffice, startAuthTestApp, uniqueEmail, type AuthTestApp } from '../testing/auth-test-app';

/**
 * The routes anyone on the internet reaches (issue 36 §1, §9, §13): no stand-in mailbox in
 * production, rate limits a client cannot dodge by forging its address, password guessing that
 * stops at the account, and a recovery answer that says nothing of whether the e-mail exists.
 */
describe('public session routes under attack', () => {
  let ctx: AuthTestApp | undefined;
  afterEach(async () => {
    await ctx?.close();
    ctx = undefined;
  });

  it('in production without SMTP there is no dev mailbox, and password recovery says it is unavailable', async () => {
    ctx = await startAuthTestApp({ infra: (infra) => ({ ...infra, mailer: mailerOf({ ...infra.config, NODE_ENV: 'production', SMTP_URL: undefined, DEV_MAILBOX: undefined }) }) });
    const office = await signUpOffice(ctx.app);
    expect((await call(ctx.app, { url: '/api/dev/mailbox' })).statusCode).toBe(404);
    expect((await call(ctx.app, { url: '/api/dev/mailbox/page' })).statusCode).toBe(404);
    const asked = await call(ctx.app, { method: 'POST', url: '/api/auth/forgot-password', payload: { email: office.email } });
    expect(asked.statusCode).toBe(503);
    expect(asked.json().message).toMatch(/^A recuperação de senha está indisponível/);
    // Same answer for an e-mail nobody has.
    expect((await call(ctx.app, { method: 'POST', url: '/api/auth/forgot-password', payload: { email: uniqueEmail() } })).statusCode).toBe(503);
  });

  it('behind the proxy, a forged X-Forwarded-For does not choose the rate-limit key', async () => {
    ctx = await startAuthTestApp();
    const attempt = (index: number) =>
      ctx!.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        // What the client sent, then the address the proxy saw (TRUST_PROXY=1 believes only the latter).
        headers: { 'x-forwarded-for': `198.18.${index}.${index}, 203.0.113.77` },
        payload: { email: uniqueEmail(), password: 'qualquer-coisa' },
      });
    for (let index = 0; index < 10; index += 1) expect((await attempt(index)).statusCode).toBe(401);
    expect((await attempt(99)).statusCode).toBe(429);
  });

  it('with no proxy configured, X-Forwarded-For is not believed at all', async () => {
    ctx = await startAuthTestApp({ infra: (infra) => ({ ...infra, config: { ...infra.config, TRUST_PROXY: false } }) });
    const attempt = (index: number) =>
      ctx!.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-forwarded-for': `198.18.0.${index}` }, payload: { email: uniqueEmail(), password: 'qualquer-coisa' } });
    for (let index = 0; index < 10; index += 1) expect((await attempt(index)).statusCode).toBe(401);
    expect((await attempt(99)).statusCode).toBe(429);
  });

  it("password guessing spread over many addresses stops at the account, not at anyone else's", async () => {
    ctx = await startAuthTestApp();
    const victim = await signUpOffice(ctx.app);
    const guess = (password: string) => call(ctx!.app, { method: 'POST', url: '/api/auth/login', payload: { email: victim.email, password } });
    for (let index = 0; index < 10; index += 1) expect((await guess(`chute-${index}`)).statusCode).toBe(401);
    const blocked = await guess(victim.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Muitas tentativas de entrada com este e-mail. Aguarde 15 minutos ou redefina a sua senha.');
    const bystander = await signUpOffice(ctx.app);
    expect((await call(ctx.app, { method: 'POST', url: '/api/auth/login', payload: { email: bystander.email, password: bystander.password } })).statusCode).toBe(200);
  });

  it('forgot-password answers before any e-mail goes out, so its time does not tell whether the e-mail exists', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent: Mail[] = [];
    const slowMailer: Mailer = {
      kind: 'smtp',
      send: async (mail) => {
        await held;
        sent.push(mail);
      },
    };
    ctx = await startAuthTestApp({ infra: (infra) => ({ ...infra, mailer: slowMailer }) });
    const office = await signUpOffice(ctx.app);
    const known = await call(ctx.app, { method: 'POST', url: '/api/auth/forgot-password', payload: { email: office.email } });
    const unknown = await call(ctx.app, { method: 'POST', url: '/api/auth/forgot-password', payload: { email: uniqueEmail() } });
    expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
    expect(sent).toHaveLength(0);
    release();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sent.map((mail) => mail.to)).toEqual([office.email]);
  });
});
