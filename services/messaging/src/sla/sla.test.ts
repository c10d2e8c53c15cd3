import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { flowsEvents, scheduleOfPreset, type ConversationList, type SlaPolicy } from '@balcao/contracts';
import { envelopeOf } from '@balcao/service-kit';
import { multipart, multipartHeaders } from '../testing/multipart';
import { startMessagingTestApp, type MessagingTestApp, type TestUser } from '../testing/messaging-test-app';

/** A São Paulo wall time (UTC−3) as an ISO instant. */
const sp = (wall: string) => new Date(`${wall}-03:00`).toISOString();

describe('SLA policy and the figures of a finished conversation', () => {
  let t: MessagingTestApp;
  let owner: TestUser;
  let attendant: TestUser;
  let otherOffice: TestUser;
  let device: { integrationId: string };

  const savePolicy = (body: Record<string, unknown>, as = owner) =>
    t.call({ method: 'PUT', url: '/api/sla-policy', as, payload: { inboxId: owner.inboxId, enabled: true, firstResponseMinutes: 15, nextResponseMinutes: 30, ...body } });

  beforeAll(async () => {
    t = await startMessagingTestApp();
    owner = await t.signUpOffice();
    attendant = await t.addAttendant(owner);
    otherOffice = await t.signUpOffice('Outro Escritório');
    device = await t.connectDevice(owner);
  });
  afterAll(async () => t?.close());

  describe('policy', () => {
    it('starts off, with 15 and 30 minutes ready, and is saved by the Gestor', async () => {
      expect(await t.expectOk<SlaPolicy>({ url: '/api/sla-policy', as: attendant, query: { inboxId: owner.inboxId } })).toMatchObject({
        enabled: false,
        firstResponseMinutes: 15,
        nextResponseMinutes: 30,
        updatedAt: null,
      });
      expect((await savePolicy({ firstResponseMinutes: 20 })).statusCode).toBe(200);
      expect(await t.expectOk<SlaPolicy>({ url: '/api/sla-policy', as: attendant, query: { inboxId: owner.inboxId } })).toMatchObject({ enabled: true, firstResponseMinutes: 20 });
    });

    it("refuses an attendant and another office's Gestor, changing nothing", async () => {
      expect((await savePolicy({ firstResponseMinutes: 999 }, attendant)).statusCode).toBe(403);
      expect((await savePolicy({ firstResponseMinutes: 999 }, otherOffice)).statusCode).toBe(404);
      expect((await t.call({ url: '/api/sla-policy', as: otherOffice, query: { inboxId: owner.inboxId } })).statusCode).toBe(404);
      expect(await t.expectOk<SlaPolicy>({ url: '/api/sla-policy', as: owner, query: { inboxId: owner.inboxId } })).toMatchObject({ firstResponseMinutes: 20 });
    });

    it('refuses bad minutes naming the field', async () => {
      for (const [change, field] of [
        [{ firstResponseMinutes: 0 }, 'firstResponseMinutes'],
        [{ firstResponseMinutes: 2.5 }, 'firstResponseMinutes'],
        [{ nextResponseMinutes: 20_000 }, 'nextResponseMinutes'],
        [{ nextResponseMinutes: '30' }, 'nextResponseMinutes'],
        [{ enabled: 'sim' }, 'enabled'],
      ] as const) {
        const response = await savePolicy(change);
        expect(response.statusCode, field).toBe(400);
        expect(response.json().field, field).toBe(field);
      }
      expect((await savePolicy({ firstResponseMinutes: 0 })).json().message).toBe('Tempo da primeira resposta: informe de 1 a 10080 minutos');
    });
  });

  describe('conversation.service-measured', () => {
    type Step = ['client' | 'office', string, string];
    /** Plays the conversation through the real API, then dates each message as the script says. */
    const play = async (phone: string, steps: Step[]) => {
      let conversationId: string | undefined;
      for (const [who, text] of steps) {
        if (who === 'client') await t.clientSays(device.integrationId, phone, text);
        conversationId ??= (await t.expectOk<ConversationList>({ url: '/api/conversation', as: owner, query: { inboxId: owner.inboxId, content: phone } })).data[0].id;
        if (who === 'office') {
          const sent = await t.call({ method: 'POST', url: '/api/conversation/send-message', as: attendant, payload: multipart({ conversationId, type: 'text', message: text }), headers: multipartHeaders });
          expect(sent.statusCode).toBe(201);
        }
      }
      for (const [, text, wall] of steps) await t.db.execute(sql`update messaging.messages set message_at = ${sp(wall)} where conversation_id = ${conversationId} and content = ${text}`);
      return conversationId!;
    };

    /** Business seconds Mon–Fri 08:00–18:00 in São Paulo between two instants, counted by PostgreSQL day by day. */
    const recountSeconds = (from: string, to: string) => sql`(
      select floor(coalesce(sum(extract(epoch from least(${to}::timestamptz, d_end) - greatest(${from}::timestamptz, d_start))), 0))::int
      from (select (d::date + time '08:00') at time zone 'America/Sao_Paulo' as d_start, (d::date + time '18:00') at time zone 'America/Sao_Paulo' as d_end
            from generate_series((${from}::timestamptz at time zone 'America/Sao_Paulo')::date, (${to}::timestamptz at time zone 'America/Sao_Paulo')::date, interval '1 day') d
            where extract(isodow from d) < 6) days
      where d_end > ${from}::timestamptz and d_start < ${to}::timestamptz)`;

    /** The recount from messaging's tables: each attendant's message answers the client's earliest message since the previous one. */
    const recount = async (conversationId: string, finishedAt: string) => {
      const { rows: waits } = (await t.db.execute(sql`
        select w.started::text as started, m.message_at::text as answered, row_number() over (order by m.message_at) as position
        from messaging.messages m
        cross join lateral (
          select min(c.message_at) as started from messaging.messages c
          where c.conversation_id = m.conversation_id and c.direction = 'INBOUND' and c.message_at < m.message_at
            and c.message_at > coalesce((select max(p.message_at) from messaging.messages p
              where p.conversation_id = m.conversation_id and p.direction = 'OUTBOUND' and p.user_id is not null and p.message_at < m.message_at), '-infinity')
        ) w
        where m.conversation_id = ${conversationId} and m.direction = 'OUTBOUND' and m.user_id is not null and w.started is not null
        order by m.message_at`)) as unknown as { rows: { started: string; answered: string; position: string }[] };
      const seconds = [];
      for (const wait of waits) {
        const { rows } = (await t.db.execute(sql`select ${recountSeconds(new Date(wait.started).toISOString(), new Date(wait.answered).toISOString())} as s`)) as unknown as { rows: { s: number }[] };
        seconds.push(rows[0].s);
      }
      const { rows: opened } = (await t.db.execute(sql`select min(message_at) as at from messaging.messages where conversation_id = ${conversationId} and direction = 'INBOUND'`)) as unknown as { rows: { at: Date }[] };
      const openedAt = new Date(opened[0].at).toISOString();
      const { rows: resolution } = (await t.db.execute(sql`select ${recountSeconds(openedAt, finishedAt)} as s`)) as unknown as { rows: { s: number }[] };
      return {
        openedAt,
        firstResponseSeconds: seconds[0] ?? null,
        resolutionSeconds: resolution[0].s,
        slaMet: seconds.every((value, index) => value <= (index === 0 ? 15 : 30) * 60),
      };
    };

    it("equals a recount from messaging's tables: business hours, a pause on the client and a closed night", async () => {
      const scripts: Record<string, Step[]> = {
        // 10 min to the first answer; 40 min to the next: late.
        '11980001000': [
          ['client', 'Bom dia, fui demitido', '2026-11-23T09:00:00'],
          ['office', 'Bom dia! Vamos ver seu caso.', '2026-11-23T09:10:00'],
          ['client', 'Tenho a carta de demissão', '2026-11-23T09:20:00'],
          ['office', 'Pode enviar, por favor.', '2026-11-23T10:00:00'],
        ],
        // The office spoke last for three hours: the client was not waiting.
        '11980002000': [
          ['client', 'Preciso de um advogado de família', '2026-11-24T10:00:00'],
          ['office', 'Claro, qual a situação?', '2026-11-24T10:05:00'],
          ['client', 'Divórcio consensual', '2026-11-24T13:00:00'],
          ['office', 'Entendi, vou preparar a proposta.', '2026-11-24T13:20:00'],
        ],
        // 17:55 to 08:05 the next morning: ten business minutes over a closed night.
        '11980003000': [
          ['client', 'Ainda dá tempo hoje?', '2026-11-24T17:55:00'],
          ['office', 'Bom dia! Estamos à disposição.', '2026-11-25T08:05:00'],
        ],
      };
      const conversations: string[] = [];
      for (const [phone, steps] of Object.entries(scripts)) conversations.push(await play(phone, steps));
      await t.eventsOf('balcao.messaging.message.sent');
      // Hours and policy set only now: the out-of-hours message must not answer the script at whatever hour this runs.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const hours = { inboxId: owner.inboxId, enabled: true, timeZone: 'America/Sao_Paulo', schedule: scheduleOfPreset('BUSINESS_HOURS'), holidays: [], outOfHoursMessage: 'Fechado' };
      expect((await t.call({ method: 'PUT', url: '/api/business-hours', as: owner, payload: hours })).statusCode).toBe(200);
      expect((await savePolicy({ firstResponseMinutes: 15, nextResponseMinutes: 30 })).statusCode).toBe(200);
      for (const id of conversations) {
        await t.expectOk({ method: 'POST', url: `/api/conversation/${id}/start-human-support`, as: attendant }).catch(() => undefined);
        expect((await t.call({ method: 'POST', url: `/api/conversation/${id}/finish`, as: attendant, payload: { mode: 'end' } })).statusCode).toBe(200);
      }

      const measured = await t.eventsOf('balcao.messaging.conversation.service-measured');
      expect(measured).toHaveLength(3);
      for (const id of conversations) {
        const event = measured.find((candidate) => candidate.payload.conversationId === id)!;
        expect(event.payload).toMatchObject({ userId: attendant.userId, ...(await recount(id, event.payload.finishedAt)) });
      }
      const byId = (id: string) => measured.find((candidate) => candidate.payload.conversationId === id)!.payload;
      // The figures a person would check by hand.
      expect([byId(conversations[0]).firstResponseSeconds, byId(conversations[0]).slaMet]).toEqual([600, false]);
      expect([byId(conversations[1]).firstResponseSeconds, byId(conversations[1]).slaMet]).toEqual([300, true]);
      expect([byId(conversations[2]).firstResponseSeconds, byId(conversations[2]).slaMet]).toEqual([600, true]);
    });

    it("is published when a flow ends the conversation, with no first response (no person was due)", async () => {
      // Open around the clock, so the flow starts whatever the hour (closed, the conversation would wait for people).
      const allWeek = Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [day, { enabled: true, startTime: '00:00', endTime: '23:59' }]));
      const hours = { inboxId: owner.inboxId, enabled: true, timeZone: 'America/Sao_Paulo', schedule: allWeek, holidays: [], outOfHoursMessage: 'Fechado' };
      expect((await t.call({ method: 'PUT', url: '/api/business-hours', as: owner, payload: hours })).statusCode).toBe(200);
      const flowId = await t.announceRobot('flow', owner);
      const robotDevice = await t.connectDevice(owner, { flowId });
      await t.clientSays(robotDevice.integrationId, '11980004000', 'Oi');
      const conversation = (await t.expectOk<ConversationList>({ url: '/api/conversation', as: owner, query: { inboxId: owner.inboxId, content: '11980004000' } })).data[0];
      expect(conversation.status).toBe('ROBOT_INTERACTIVE');
      const reply = { conversationId: conversation.id, messages: [{ type: 'text', text: 'Até logo!' }], actions: [{ type: 'END_CONVERSATION' }], agent: null };
      await t.infra.bus.publish(envelopeOf(flowsEvents.replyRequested, { officeId: owner.officeId, inboxId: owner.inboxId, payload: reply as never }));
      let event;
      for (let attempt = 0; attempt < 100 && !event; attempt += 1) {
        event = (await t.eventsOf('balcao.messaging.conversation.service-measured')).find((candidate) => candidate.payload.conversationId === conversation.id);
        if (!event) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(event?.payload).toMatchObject({ userId: null, firstResponseSeconds: null, slaMet: true });
    });
  });
});
