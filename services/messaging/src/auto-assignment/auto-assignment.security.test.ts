import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AutoAssignmentSettings } from '@balcao/contracts';
import { assignmentSettings, userAvailability } from '../db/schema';
import { startMessagingTestApp, type MessagingTestApp, type TestUser } from '../testing/messaging-test-app';

/** Only the Gestor changes a workspace's assignment; each user sets only their own availability; bad input is named. */
describe('auto-assignment settings and availability are guarded', () => {
  let t: MessagingTestApp;
  let owner: TestUser;
  let attendant: TestUser;
  let elsewhere: TestUser;
  let otherOffice: TestUser;
  const put = (as: TestUser, payload: Record<string, unknown>) => t.call({ method: 'PUT', url: '/api/auto-assignment', as, payload });
  const valid = () => ({ inboxId: owner.inboxId, mode: 'round-robin', capacity: 3 });

  beforeAll(async () => {
    t = await startMessagingTestApp();
    owner = await t.signUpOffice();
    otherOffice = await t.signUpOffice('Outro Gestor');
    attendant = await t.addAttendant(owner);
    const secondInbox = await t.addInbox(owner);
    // A colleague of the same office who works only in another workspace.
    elsewhere = await t.addAttendant(owner, [secondInbox], 'Eva Outra');
    await t.expectOk({ method: 'PUT', url: '/api/auto-assignment', as: owner, payload: valid() });
  });
  afterAll(async () => t?.close());

  it("another office's Gestor and a member of another workspace neither read nor change it (404)", async () => {
    for (const as of [otherOffice, elsewhere]) {
      expect((await t.call({ url: '/api/auto-assignment', as, query: { inboxId: owner.inboxId } })).statusCode).toBe(404);
      expect((await put(as, { ...valid(), mode: 'off' })).statusCode).toBe(404);
    }
    const [row] = await t.db.select().from(assignmentSettings).where(eq(assignmentSettings.inboxId, owner.inboxId));
    expect(row).toMatchObject({ officeId: owner.officeId, mode: 'round-robin', capacity: 3 });
  });

  it('an attendant reads it but cannot change it (Gestor only)', async () => {
    expect(await t.expectOk<AutoAssignmentSettings>({ url: '/api/auto-assignment', as: attendant, query: { inboxId: owner.inboxId } })).toMatchObject({ mode: 'round-robin', capacity: 3 });
    const refused = await put(attendant, { ...valid(), mode: 'off', capacity: 50 });
    expect(refused.json()).toMatchObject({ statusCode: 403, message: 'Apenas o Gestor do escritório pode fazer isso' });
    const [row] = await t.db.select().from(assignmentSettings).where(eq(assignmentSettings.inboxId, owner.inboxId));
    expect(row).toMatchObject({ mode: 'round-robin', capacity: 3 });
  });

  it.each([
    [{ mode: 'random' }, 'mode', 'Modo de distribuição inválido'],
    [{ mode: undefined }, 'mode', 'Modo de distribuição inválido'],
    [{ capacity: 0 }, 'capacity', 'Capacidade por atendente deve ser no mínimo 1'],
    [{ capacity: 101 }, 'capacity', 'Capacidade por atendente deve ser no máximo 100'],
    [{ capacity: 2.5 }, 'capacity', 'Capacidade por atendente deve ser um número inteiro'],
    [{ capacity: 'três' }, 'capacity', 'Capacidade por atendente deve ser um número'],
    [{ ratingWindowHours: 0 }, 'ratingWindowHours', 'Prazo da avaliação deve ser de no mínimo 1 hora'],
    [{ inboxId: 'x' }, 'inboxId', 'Workspace inválido'],
  ])('refuses %o with a pt-BR message naming %s', async (change, field, message) => {
    const response = await put(owner, { ...valid(), ...change });
    expect(response.json()).toMatchObject({ statusCode: 400, field, message });
  });

  it("nobody sets another user's availability: a colleague's is 403, another office's user or an unknown id 404", async () => {
    const as = (user: TestUser, payload: Record<string, unknown>) => t.call({ method: 'PUT', url: '/api/availability', as: user, payload });
    expect((await as(attendant, { available: false, userId: owner.userId })).statusCode).toBe(403);
    expect((await as(owner, { available: false, userId: attendant.userId })).statusCode).toBe(403);
    expect((await as(owner, { available: false, userId: otherOffice.userId })).statusCode).toBe(404);
    expect((await as(owner, { available: false, userId: '018f0000-0000-7000-8000-000000000000' })).statusCode).toBe(404);
    expect(await t.db.select().from(userAvailability)).toEqual([]);
    expect((await as(owner, { available: 'sim' })).json()).toMatchObject({ statusCode: 400, field: 'available', message: 'Informe se você está disponível' });
    // One's own, with or without the id.
    expect(await t.expectOk({ method: 'PUT', url: '/api/availability', as: attendant, payload: { available: false, userId: attendant.userId } })).toEqual({ userId: attendant.userId, available: false });
    expect(await t.expectOk({ url: '/api/availability', as: attendant })).toEqual({ userId: attendant.userId, available: false });
    expect(await t.expectOk({ url: '/api/availability', as: owner })).toEqual({ userId: owner.userId, available: true });
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/availability' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/auto-assignment', payload: valid() })).statusCode).toBe(401);
  });
});
