import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SmtpMailer } from '@balcao/service-kit';
import type { Office } from '@balcao/contracts';
import { phoneVerifications } from '../db/schema';
import { call, signUpOffice, startAuthTestApp, type AuthTestApp, type SignedUpOffice } from '../testing/auth-test-app';

describe('onboarding phone verification', () => {
  let ctx: AuthTestApp;
  beforeAll(async () => {
    ctx = await startAuthTestApp();
  });
  afterAll(() => ctx.close());

  const send = (office: SignedUpOffice, phoneNumber: string) =>
    call(ctx.app, { method: 'POST', url: '/api/office/send-phone-verification', token: office.token, payload: { phoneNumber } });
  const confirm = (office: SignedUpOffice, code: string) =>
    call(ctx.app, { method: 'POST', url: '/api/office/confirm-code', token: office.token, payload: { code } });
  /** The code as the office's WhatsApp received it (the dev mailbox in standalone). */
  const codeSentTo = (phone: string) => {
    const message = ctx.infra.mailer.list().find((mail) => mail.to === `whatsapp:+${phone}`);
    expect(message?.subject).toBe('Código de verificação - Balcão');
    return message!.text.match(/\b\d{6}\b/)![0];
  };
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('the code sent to the WhatsApp number verifies it and saves it on the office', async () => {
    const office = await signUpOffice(ctx.app);
    const sent = await send(office, '(31) 9 8888-7777');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ success: true });

    const confirmed = await confirm(office, codeSentTo('5531988887777'));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<Office>()).toMatchObject({ id: office.id, phoneNumber: '5531988887777', isPhoneVerified: true });
  });

  it('asking again for a number already verified answers Phone already verified', async () => {
    const office = await signUpOffice(ctx.app);
    await send(office, '31977776666');
    await confirm(office, codeSentTo('5531977776666'));
    const again = await send(office, '(31) 9 7777-6666');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Phone already verified');
  });

  it('a new code cannot be asked for within 60 seconds of the last one', async () => {
    const office = await signUpOffice(ctx.app);
    expect((await send(office, '31966665555')).statusCode).toBe(200);
    const resend = await send(office, '31966665555');
    expect(resend.statusCode).toBe(429);
    expect(resend.json()).toMatchObject({ message: 'Aguarde para reenviar o código', description: expect.stringMatching(/^Você poderá reenviar em \d+ segundos$/) });
    await ctx.db
      .update(phoneVerifications)
      .set({ sentAt: new Date(Date.now() - 61_000) })
      .where(eq(phoneVerifications.officeId, office.id));
    expect((await send(office, '31966665555')).statusCode).toBe(200);
  });

  it('a wrong code is refused, and after 5 wrong codes even the right one is blocked', async () => {
    const office = await signUpOffice(ctx.app);
    await send(office, '31955554444');
    const code = codeSentTo('5531955554444');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await confirm(office, wrong(code));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Código inválido ou expirado');
    }
    const blocked = await confirm(office, code);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Muitas tentativas. Solicite um novo código.');
    const read = await call(ctx.app, { url: `/api/office/${office.id}`, token: office.token });
    expect(read.json<Office>().isPhoneVerified).toBe(false);
  });

  it('a code older than 10 minutes is refused', async () => {
    const office = await signUpOffice(ctx.app);
    await send(office, '31944443333');
    const code = codeSentTo('5531944443333');
    await ctx.db
      .update(phoneVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(phoneVerifications.officeId, office.id));
    const response = await confirm(office, code);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Código inválido ou expirado');
  });

  it('the number and the code are validated with the onboarding messages', async () => {
    const office = await signUpOffice(ctx.app);
    const shortNumber = await send(office, '(31) 9 88');
    expect(shortNumber.statusCode).toBe(400);
    expect(shortNumber.json().message).toBe('Preencha o número do Whatsapp');
    const shortCode = await confirm(office, '123');
    expect(shortCode.statusCode).toBe(400);
    expect(shortCode.json().message).toBe('Preencha o código de confirmação');
  });

  it('a code belongs to the office it was sent for: another office cannot use it', async () => {
    const office = await signUpOffice(ctx.app);
    const rival = await signUpOffice(ctx.app, 'Rival Advocacia');
    await send(office, '31933332222');
    const response = await confirm(rival, codeSentTo('5531933332222'));
    expect(response.statusCode).toBe(400);
    const rivalOffice = await call(ctx.app, { url: `/api/office/${rival.id}`, token: rival.token });
    expect(rivalOffice.json<Office>().isPhoneVerified).toBe(false);
  });

  it('only a hash of the code is stored', async () => {
    const office = await signUpOffice(ctx.app);
    await send(office, '31922221111');
    const code = codeSentTo('5531922221111');
    const [row] = await ctx.db.select().from(phoneVerifications).where(eq(phoneVerifications.officeId, office.id));
    expect(row.codeHash).not.toContain(code);
    expect(row.attempts).toBe(0);
  });
});

describe('phone verification without a message sender', () => {
  it('says the code could not be sent (503) instead of pretending', async () => {
    const ctx = await startAuthTestApp({ infra: (infra) => ({ ...infra, mailer: new SmtpMailer('smtp://127.0.0.1:1', 'Balcão <x@balcao.dev>') }) });
    try {
      const office = await signUpOffice(ctx.app);
      const response = await call(ctx.app, { method: 'POST', url: '/api/office/send-phone-verification', token: office.token, payload: { phoneNumber: '31911110000' } });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ message: 'Erro ao enviar código de confirmação', description: 'Por favor, recarregue a página e tente novamente' });
    } finally {
      await ctx.close();
    }
  });
});
