import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brazilianHolidays, scheduleOfPreset, WEEKDAYS, type BusinessHours, type ConversationList, type WeekSchedule } from '@balcao/contracts';
import { startMessagingTestApp, type MessagingTestApp, type TestUser } from '../testing/messaging-test-app';

const CLOSED_WEEK = Object.fromEntries(WEEKDAYS.map((day) => [day, { enabled: false, startTime: '08:00', endTime: '18:00' }])) as WeekSchedule;
const OUT_OF_HOURS = 'Estamos fora do horário. Voltamos às 8h!';

/** A workspace's business hours: the Gestor sets them, and a client writing while it is closed gets the out-of-hours message once. */
describe('business hours', () => {
  let t: MessagingTestApp;
  let owner: TestUser;
  let attendant: TestUser;
  let otherOffice: TestUser;

  const settings = (schedule: WeekSchedule, inboxId = owner.inboxId) => ({
    inboxId,
    enabled: true,
    timeZone: 'America/Sao_Paulo',
    schedule,
    holidays: [],
    outOfHoursMessage: OUT_OF_HOURS,
  });
  const save = (body: Record<string, unknown>, as = owner) => t.call({ method: 'PUT', url: '/api/business-hours', as, payload: body });
  const officeTexts = async (integrationId: string, phone: string) =>
    (await t.phoneChat(integrationId, phone)).filter((message) => message.from === 'office').map((message) => message.text);
  const conversationOf = async (inboxId: string, phone: string) =>
    (await t.expectOk<ConversationList>({ url: '/api/conversation', as: owner, query: { inboxId, content: phone } })).data[0];
  const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean) => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const value = await read();
      if (done(value)) return value;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return read();
  };

  beforeAll(async () => {
    t = await startMessagingTestApp();
    owner = await t.signUpOffice();
    attendant = await t.addAttendant(owner);
    otherOffice = await t.signUpOffice('Outro Escritório');
  });
  afterAll(async () => t?.close());

  it("starts always open, with Mon–Fri 08–18 and this year's national holidays ready to switch on", async () => {
    const hours = await t.expectOk<BusinessHours>({ url: '/api/business-hours', as: attendant, query: { inboxId: owner.inboxId } });
    expect(hours).toMatchObject({ enabled: false, timeZone: 'America/Sao_Paulo', schedule: scheduleOfPreset('BUSINESS_HOURS'), updatedAt: null });
    const year = new Date().getUTCFullYear();
    expect(hours.holidays.map((holiday) => holiday.date)).toEqual(expect.arrayContaining(brazilianHolidays(year).map((holiday) => holiday.date)));
  });

  it('is saved by the Gestor and read back by the workspace, holidays in date order', async () => {
    const body = { ...settings(scheduleOfPreset('BUSINESS_HOURS')), holidays: [{ date: '2026-12-25', name: 'Natal' }, { date: '2026-12-08', name: 'Padroeira da cidade' }] };
    expect((await save(body)).statusCode).toBe(200);
    const hours = await t.expectOk<BusinessHours>({ url: '/api/business-hours', as: attendant, query: { inboxId: owner.inboxId } });
    expect(hours).toMatchObject({ enabled: true, outOfHoursMessage: OUT_OF_HOURS });
    expect(hours.holidays.map((holiday) => holiday.date)).toEqual(['2026-12-08', '2026-12-25']);
  });

  it('refuses an attendant (only the Gestor changes hours), and changes nothing', async () => {
    const response = await save(settings(CLOSED_WEEK), attendant);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Apenas o Gestor do escritório pode fazer isso');
    const hours = await t.expectOk<BusinessHours>({ url: '/api/business-hours', as: owner, query: { inboxId: owner.inboxId } });
    expect(hours.schedule).toEqual(scheduleOfPreset('BUSINESS_HOURS'));
  });

  it("answers 404 to another office's Gestor, reading or writing", async () => {
    expect((await t.call({ url: '/api/business-hours', as: otherOffice, query: { inboxId: owner.inboxId } })).statusCode).toBe(404);
    expect((await save(settings(CLOSED_WEEK), otherOffice)).statusCode).toBe(404);
  });

  it('refuses bad times, holidays and zones with a pt-BR message naming the field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ schedule: { ...CLOSED_WEEK, monday: { enabled: true, startTime: '08:10', endTime: '18:00' } } }, 'schedule.monday.startTime', 'Horário inválido: escolha um horário a cada 30 minutos'],
      [{ schedule: { ...CLOSED_WEEK, monday: { enabled: true, startTime: '18:00', endTime: '08:00' } } }, 'schedule.monday.endTime', 'O horário final deve ser depois do horário inicial'],
      [{ holidays: [{ date: '31/12/2026', name: 'Réveillon' }] }, 'holidays.0.date', 'Data do feriado inválida: use AAAA-MM-DD'],
      [{ holidays: [{ date: '2026-12-31', name: '' }] }, 'holidays.0.name', 'Informe o nome do feriado'],
      [{ timeZone: 'Brasil/Brasília' }, 'timeZone', 'Fuso horário inválido'],
      [{ outOfHoursMessage: '' }, 'outOfHoursMessage', 'Escreva a mensagem fora do horário'],
      [{ inboxId: 'abc' }, 'inboxId', 'Área de trabalho inválida'],
    ];
    for (const [change, field, message] of cases) {
      const response = await save({ ...settings(CLOSED_WEEK), ...change });
      expect(response.statusCode, field).toBe(400);
      expect(response.json(), field).toMatchObject({ message, field });
    }
  });

  describe('outside hours', () => {
    let inboxId: string;
    let robotDevice: { integrationId: string };
    let peopleDevice: { integrationId: string };

    beforeAll(async () => {
      inboxId = await t.addInbox(owner, 'Plantão');
      const flowId = await t.announceRobot('flow', { ...owner, inboxId });
      robotDevice = await t.connectDevice({ ...owner, inboxId }, { flowId });
      peopleDevice = await t.connectDevice({ ...owner, inboxId });
      // Closed every day: whatever the hour the test runs at.
      expect((await save(settings(CLOSED_WEEK, inboxId))).statusCode).toBe(200);
    });

    it("answers 404 to an attendant of the office who is not in the workspace", async () => {
      expect((await t.call({ url: '/api/business-hours', as: attendant, query: { inboxId } })).statusCode).toBe(404);
      expect((await t.call({ url: '/api/sla-policy', as: attendant, query: { inboxId } })).statusCode).toBe(404);
    });

    it('answers a client of a device running a flow once, and keeps the robot out: the conversation waits for people', async () => {
      const phone = '11970001000';
      await t.clientSays(robotDevice.integrationId, phone, 'Boa noite, preciso de ajuda');
      await t.clientSays(robotDevice.integrationId, phone, 'Alguém aí?');
      await t.clientSays(robotDevice.integrationId, phone, 'É urgente');
      const texts = await until(() => officeTexts(robotDevice.integrationId, `55${phone}`), (list) => list.length > 0);
      // Give a second reply the chance to come before checking there is none.
      await t.eventsOf('balcao.messaging.message.sent');
      expect(await officeTexts(robotDevice.integrationId, `55${phone}`)).toEqual([OUT_OF_HOURS]);
      expect(texts).toEqual([OUT_OF_HOURS]);
      const conversation = await conversationOf(inboxId, phone);
      expect(conversation.status).toBe('WAITING_HUMAN');
      const received = (await t.eventsOf('balcao.messaging.message.received')).filter((event) => event.payload.conversationId === conversation.id);
      // The robots' runtimes start only on ROBOT_INTERACTIVE conversations: none of these is.
      expect(received.map((event) => event.payload.conversation.status)).toEqual(['WAITING_HUMAN', 'WAITING_HUMAN', 'WAITING_HUMAN']);
    });

    it('answers a client of a people-only device once as well', async () => {
      const phone = '11970002000';
      await t.clientSays(peopleDevice.integrationId, phone, 'Olá');
      await t.clientSays(peopleDevice.integrationId, phone, 'Olá de novo');
      await until(() => officeTexts(peopleDevice.integrationId, `55${phone}`), (list) => list.length > 0);
      await t.eventsOf('balcao.messaging.message.sent');
      expect(await officeTexts(peopleDevice.integrationId, `55${phone}`)).toEqual([OUT_OF_HOURS]);
      const detail = await t.expectOk<{ messages: { direction: string; content: string | null }[] }>({ url: `/api/conversation/${(await conversationOf(inboxId, phone)).id}`, as: owner });
      expect(detail.messages.filter((message) => message.direction === 'OUTBOUND').map((message) => message.content)).toEqual([OUT_OF_HOURS]);
    });

    it('sends nothing once the workspace is open, and robots start again', async () => {
      const open = Object.fromEntries(WEEKDAYS.map((day) => [day, { enabled: true, startTime: '00:00', endTime: '23:59' }])) as WeekSchedule;
      expect((await save(settings(open, inboxId))).statusCode).toBe(200);
      const phone = '11970003000';
      await t.clientSays(robotDevice.integrationId, phone, 'Bom dia');
      await t.eventsOf('balcao.messaging.message.sent');
      expect(await officeTexts(robotDevice.integrationId, `55${phone}`)).toEqual([]);
      expect((await conversationOf(inboxId, phone)).status).toBe('ROBOT_INTERACTIVE');
    });

    it('takes a conversation a robot holds away from it when the client writes after closing time', async () => {
      const phone = '11970003000';
      expect((await save(settings(CLOSED_WEEK, inboxId))).statusCode).toBe(200);
      await t.clientSays(robotDevice.integrationId, phone, 'Ainda estão aí?');
      await until(() => officeTexts(robotDevice.integrationId, `55${phone}`), (list) => list.length > 0);
      expect(await officeTexts(robotDevice.integrationId, `55${phone}`)).toEqual([OUT_OF_HOURS]);
      expect((await conversationOf(inboxId, phone)).status).toBe('WAITING_HUMAN');
      const changed = await t.eventsOf('balcao.messaging.conversation.changed');
      expect(changed.at(-1)?.payload.conversation).toMatchObject({ status: 'WAITING_HUMAN', user: null });
    });
  });
});
