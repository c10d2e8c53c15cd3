import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { addAttendant, call, PASSWORD, signUpOffice, startAuthTestApp, uniqueEmail, type AuthTestApp } from '../testing/auth-test-app';

describe('session security', () => {
  let ctx: AuthTestApp;
  beforeAll(async () => {
    ctx = await startAuthTestApp();
  });
  afterAll(() => ctx.close());

  it('passwords are stored as salted scrypt hashes, never as given', async () => {
    const office = await signUpOffice(ctx.app);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, office.userId));
    expect(row.passwordHash).not.toContain(PASSWORD);
    expect(row.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    const other = await signUpOffice(ctx.app);
    const [otherRow] = await ctx.db.select().from(users).where(eq(users.id, other.userId));
    expect(otherRow.passwordHash).not.toBe(row.passwordHash);
  });

  it('the active user needs a valid token', async () => {
    expect((await call(ctx.app, { url: '/api/auth/me' })).statusCode).toBe(401);
    const forged = await call(ctx.app, { url: '/api/auth/me', token: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe('Sessão expirada. Entre novamente.');
  });

  it('the token of a deleted user no longer opens a session', async () => {
    const office = await signUpOffice(ctx.app);
    const attendant = await addAttendant(ctx.app, office);
    await call(ctx.app, { method: 'DELETE', url: `/api/user/${attendant.user.id}`, token: office.token });
    expect((await call(ctx.app, { url: '/api/auth/me', token: attendant.token })).statusCode).toBe(401);
  });

  it('login is rate limited per client address', async () => {
    const ip = '203.0.113.7';
    const attempt = () => call(ctx.app, { method: 'POST', url: '/api/auth/login', ip, payload: { email: uniqueEmail(), password: 'qualquer-coisa' } });
    for (let index = 0; index < 10; index += 1) expect((await attempt()).statusCode).toBe(401);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RATE_LIMITED');
    // Another address is not affected.
    expect((await call(ctx.app, { method: 'POST', url: '/api/auth/login', payload: { email: uniqueEmail(), password: 'x' } })).statusCode).toBe(401);
  });

  it('sign-up, forgot-password and recovery are rate limited too', async () => {
    for (const url of ['/api/auth/sign-up', '/api/auth/forgot-password', '/api/auth/recovery-password']) {
      const ip = `198.51.100.${url.length}`;
      const statuses: number[] = [];
      for (let index = 0; index < 11; index += 1) statuses.push((await call(ctx.app, { method: 'POST', url, ip, payload: {} })).statusCode);
      expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
      expect(statuses[10]).toBe(429);
    }
  });
});
