import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditActionLabel, scheduleOfPreset, type AuditEntry, type AuditPage } from '@balcao/contracts';
import { waitFor } from '@balcao/service-kit/testing';
import { startMessagingTestApp, type MessagingTestApp, type TestUser } from '../testing/messaging-test-app';

/**
 * Configurações › Atendimento in Configurações › Auditoria: every change of the business hours,
 * the SLA policy and the auto-assignment is logged by auth from the event written with the save,
 * with who, when, from where and its label; a refused save or one that changes nothing, never.
 */
describe('service-level settings in the audit log', () => {
  let t: MessagingTestApp;
  let owner: TestUser;
  let attendant: TestUser;
  let otherOffice: TestUser;

  const from = { 'x-forwarded-for': '203.0.113.50', 'user-agent': 'Mozilla/5.0 (Configurações do atendimento)' };
  const settings = {
    hours: { url: '/api/business-hours', action: 'business-hours.updated', event: 'balcao.messaging.business-hours.updated' },
    sla: { url: '/api/sla-policy', action: 'sla-policy.updated', event: 'balcao.messaging.sla-policy.updated' },
    assignment: { url: '/api/auto-assignment', action: 'auto-assignment.updated', event: 'balcao.messaging.auto-assignment.updated' },
  } as const;
  type Setting = keyof typeof settings;
  const hoursBody = (outOfHoursMessage = 'Voltamos amanhã às 8h') => ({
    inboxId: owner.inboxId,
    enabled: true,
    timeZone: 'America/Sao_Paulo',
    schedule: scheduleOfPreset('BUSINESS_HOURS'),
    holidays: [{ date: '2026-12-25', name: 'Natal' }],
    outOfHoursMessage,
  });
  const bodies = (): Record<Setting, Record<string, unknown>> => ({
    hours: hoursBody(),
    sla: { inboxId: owner.inboxId, enabled: true, firstResponseMinutes: 20, nextResponseMinutes: 40 },
    assignment: { inboxId: owner.inboxId, mode: 'round-robin', capacity: 4 },
  });
  const save = (setting: Setting, payload: Record<string, unknown>, as = owner) => t.call({ method: 'PUT', url: settings[setting].url, as, payload, headers: from });
  const logOf = async (setting: Setting) =>
    (await t.expectOk<AuditPage>({ url: '/api/audit', as: owner, query: { action: settings[setting].action, limit: '200' } })).data;
  const logged = (setting: Setting, count: number) =>
    waitFor(`${count} ${settings[setting].action}`, async () => {
      const entries = await logOf(setting);
      return entries.length >= count ? entries : null;
    });

  beforeAll(async () => {
    t = await startMessagingTestApp();
    owner = await t.signUpOffice('Maria Souza');
    attendant = await t.addAttendant(owner);
    otherOffice = await t.signUpOffice('Outro Gestor');
  });
  afterAll(async () => t?.close());

  it('logs each change with who, when, from where, the workspace and what changed, under its pt-BR label', async () => {
    const before = Date.now();
    for (const [setting, body] of Object.entries(bodies()) as [Setting, Record<string, unknown>][]) expect((await save(setting, body)).statusCode, setting).toBe(200);

    const [hours] = await logged('hours', 1);
    const [sla] = await logged('sla', 1);
    const [assignment] = await logged('assignment', 1);
    for (const entry of [hours, sla, assignment] as AuditEntry[]) {
      expect(entry).toMatchObject({
        actor: { type: 'user', id: owner.userId, name: 'Maria Souza' },
        target: { type: 'inbox', id: owner.inboxId, label: 'Atendimento' },
        ip: '203.0.113.50',
        userAgent: 'Mozilla/5.0 (Configurações do atendimento)',
      });
      expect(Date.parse(entry.occurredAt)).toBeGreaterThanOrEqual(before - 1000);
    }
    expect([hours, sla, assignment].map((entry) => auditActionLabel(entry.action))).toEqual(['Horário de atendimento alterado', 'SLA alterado', 'Distribuição automática alterada']);
    // Against what the form showed before any save: hours off with the national holidays and the default message.
    expect(hours.details).toEqual({ changes: ['enabled', 'holidays', 'outOfHoursMessage'], enabled: true });
    expect(sla.details).toEqual({ changes: ['enabled', 'firstResponseMinutes', 'nextResponseMinutes'], enabled: true, firstResponseMinutes: 20, nextResponseMinutes: 40 });
    expect(assignment.details).toEqual({ changes: ['mode', 'capacity'], mode: 'round-robin', capacity: 4, ratingWindowHours: 24 });
  });

  it("logs nothing for a refused save (another office's Gestor, an attendant, invalid input) nor for a save that changes nothing", async () => {
    const eventsBefore = Object.fromEntries(await Promise.all((Object.keys(settings) as Setting[]).map(async (setting) => [setting, (await t.eventsOf(settings[setting].event)).length])));
    const invalid: Record<Setting, Record<string, unknown>> = {
      hours: { ...hoursBody(), timeZone: 'Marte/Olympus' },
      sla: { ...bodies().sla, firstResponseMinutes: 0 },
      assignment: { ...bodies().assignment, capacity: 0 },
    };
    for (const setting of Object.keys(settings) as Setting[]) {
      const changed = { ...bodies()[setting], ...(setting === 'hours' ? { outOfHoursMessage: 'Mudado por quem não pode' } : setting === 'sla' ? { enabled: false } : { mode: 'off' }) };
      expect((await save(setting, changed, otherOffice)).statusCode, setting).toBe(404);
      expect((await save(setting, changed, attendant)).statusCode, setting).toBe(403);
      expect((await save(setting, invalid[setting])).statusCode, setting).toBe(400);
      expect((await save(setting, bodies()[setting])).statusCode, setting).toBe(200);
    }
    for (const setting of Object.keys(settings) as Setting[]) expect((await t.eventsOf(settings[setting].event)).length, setting).toBe(eventsBefore[setting]);

    // A change after them is logged, and is the only row since the first test's.
    expect((await save('hours', hoursBody('Atendemos de segunda a sexta'))).statusCode).toBe(200);
    const entries = await logged('hours', 2);
    expect(entries).toHaveLength(2);
    expect(entries[0].details).toEqual({ changes: ['outOfHoursMessage'], enabled: true });
    for (const setting of ['sla', 'assignment'] as const) expect(await logOf(setting)).toHaveLength(1);
  });
});
