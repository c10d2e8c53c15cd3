import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMailer } from '@balcao/service-kit';
import { waitFor } from '@balcao/service-kit/testing';
import { call, signUpOffice, startAuthTestApp, type AuthTestApp } from '../testing/auth-test-app';

describe('dev mailbox (standalone)', () => {
  let ctx: AuthTestApp;
  beforeAll(async () => {
    ctx = await startAuthTestApp();
  });
  afterAll(() => ctx.close());

  it('lists the e-mails sent, newest first', async () => {
    const office = await signUpOffice(ctx.app);
    await call(ctx.app, { method: 'POST', url: '/api/auth/forgot-password', payload: { email: office.email } });
    await waitFor('the recovery e-mail', async () => ctx.infra.mailer.list().some((mail) => mail.to === office.email), 5_000);
    await call(ctx.app, { method: 'POST', url: '/api/office/send-phone-verification', token: office.token, payload: { phoneNumber: '11987650000' } });

    const response = await call(ctx.app, { url: '/api/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    const mails = response.json();
    expect(mails.map((mail: { to: string }) => mail.to).slice(0, 2)).toEqual(['whatsapp:+5511987650000', office.email]);
    expect(mails[1]).toMatchObject({ id: expect.any(String), subject: 'Recuperação de senha - Balcão', text: expect.any(String), sentAt: expect.any(String) });
  });

  it('shows a page where the links of the e-mails can be clicked, with the text escaped', async () => {
    await ctx.infra.mailer.send({ to: 'teste@balcao.dev', subject: '<b>Assunto</b>', text: 'Acesse https://balcao.dev/recover-password?token=abc' });
    const response = await call(ctx.app, { url: '/api/dev/mailbox/page' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<a href="https://balcao.dev/recover-password?token=abc"');
    expect(response.body).toContain('&lt;b&gt;Assunto&lt;/b&gt;');
    expect(response.body).not.toContain('<b>Assunto</b>');
  });
});

describe('dev mailbox with a real mailer', () => {
  it('does not exist', async () => {
    const ctx = await startAuthTestApp({ infra: (infra) => ({ ...infra, mailer: new SmtpMailer('smtp://127.0.0.1:1', 'Balcão <x@balcao.dev>') }) });
    try {
      expect((await call(ctx.app, { url: '/api/dev/mailbox' })).statusCode).toBe(404);
      expect((await call(ctx.app, { url: '/api/dev/mailbox/page' })).statusCode).toBe(404);
    } finally {
      await ctx.close();
    }
  });
});
