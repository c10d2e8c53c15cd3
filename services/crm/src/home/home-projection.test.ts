import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeDayOf, type EventEnvelope } from '@balcao/contracts';
import { startCrmTestApp, waitFor, type CrmTestApp, type TestUser } from '../testing/crm-test-app';
import { homeEventFactory } from './home-events.fixtures';
import { rebuildHomeProjection } from './rebuild-home';

const minutes = (base: Date, count: number) => new Date(base.getTime() + count * 60_000);

/** A fixed shuffle (the same every run), so out-of-order delivery is reproducible. */
function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  let seed = 42;
  for (let i = copy.length - 1; i > 0; i -= 1) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (i + 1);
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

describe('home dashboard projection', () => {
  let t: CrmTestApp;
  let owner: TestUser;
  let today: string;
  let yesterday: string;
  /** The Brazilian day(s) the leads were created on (two when the run is just past midnight there). */
  let leadDays: { startDate: string; endDate: string };
  const routes = ['cards-info', 'crms', 'answer-time', 'new-leads', 'attendance-status', 'legal-areas', 'recent-consultations'];

  const read = (route: string, query: Record<string, string> = {}) =>
    t.expectOk<any>({ url: `/api/homepage/${route}`, as: owner, query: { inboxId: owner.inboxId, startDate: yesterday, endDate: today, ...query } });
  const everything = async () => ({
    ...Object.fromEntries(await Promise.all(routes.map(async (route) => [route, await read(route)]))),
    leadDayAreas: await read('legal-areas', leadDays),
    'recent-contacts': await t.expectOk<any>({ url: '/api/homepage/recent-contacts', as: owner, query: { inboxId: owner.inboxId } }),
  });

  beforeAll(async () => {
    t = await startCrmTestApp();
    owner = await t.signUpOffice();
    const now = new Date();
    today = homeDayOf(now);
    yesterday = homeDayOf(new Date(now.getTime() - 86_400_000));
    const e = homeEventFactory({ officeId: owner.officeId, inboxId: owner.inboxId });
    // The facts span 20 minutes of one Brazilian day: just past midnight there, they happen the evening before.
    let t0 = minutes(now, -30);
    if (homeDayOf(t0) !== homeDayOf(minutes(t0, 20))) t0 = minutes(now, -60);
    leadDays = { startDate: homeDayOf(minutes(t0, 5)), endDate: homeDayOf(minutes(t0, 8)) };

    // A: answered twice (5 and 2 minutes; a flow's text is no answer), the client writes again at the end.
    const a = e.conversation(e.person('Ana Cliente', '5511911110001'), t0);
    // B: waiting for an attendant, never answered. C: finished. D: deleted. E: with the robot.
    const b = e.conversation(e.person('Bruno Cliente', '5511911110002'), minutes(t0, 1));
    const c = e.conversation(e.person('Carla Cliente', '5511911110003'), minutes(t0, 2));
    const d = e.conversation(e.person('Davi Cliente', '5511911110004'), minutes(t0, 3));
    const ez = e.conversation(e.person('Eva Cliente', '5511911110005'), minutes(t0, 4));
    const monthStart = new Date(`${today.slice(0, 7)}-01T12:00:00-03:00`);
    const previousMonth = new Date(monthStart.getTime() - 20 * 86_400_000);
    const labour = e.lead(minutes(t0, 5), { customFields: [{ id: 'f1', name: 'Área jurídica', type: 'select', options: 'Trabalhista,Previdenciário', value: 'Trabalhista' }] });
    const family = e.lead(minutes(t0, 6), { tags: [{ id: 't1', name: 'Família', color: 'pink', modules: ['crm'] }] });
    const unnamed = e.lead(minutes(t0, 7));
    const removed = e.lead(minutes(t0, 8));
    const older = e.lead(previousMonth);

    const events: EventEnvelope[] = [
      e.created(a, { status: 'ROBOT_INTERACTIVE', lastAt: t0, lastInbound: true }),
      e.message(a, t0, 'client', 'ROBOT_INTERACTIVE'),
      e.message(a, minutes(t0, 0.5), 'flow', 'WAITING_HUMAN'),
      e.message(a, minutes(t0, 1), 'client', 'WAITING_HUMAN'),
      e.message(a, minutes(t0, 5), 'attendant', 'HUMAN_INTERACTIVE'),
      e.message(a, minutes(t0, 10), 'client', 'HUMAN_INTERACTIVE'),
      e.message(a, minutes(t0, 12), 'agent', 'HUMAN_INTERACTIVE'),
      e.message(a, minutes(t0, 20), 'client', 'HUMAN_INTERACTIVE'),
      e.created(b, { status: 'WAITING_HUMAN', lastAt: minutes(t0, 1), lastInbound: true }),
      e.message(b, minutes(t0, 1), 'client', 'WAITING_HUMAN'),
      e.created(c, { status: 'HUMAN_INTERACTIVE', lastAt: minutes(t0, 2), lastInbound: true }),
      e.changed(c, { status: 'INACTIVE', lastAt: minutes(t0, 2), lastInbound: true }, minutes(t0, 9)),
      e.created(d, { status: 'WAITING_HUMAN', lastAt: minutes(t0, 3), lastInbound: true }),
      e.deleted(d.id, minutes(t0, 11)),
      // A late summary of D (older than its deletion) must not bring it back.
      e.changed(d, { status: 'HUMAN_INTERACTIVE', lastAt: minutes(t0, 3), lastInbound: false }, minutes(t0, 4)),
      e.created(ez, { status: 'ROBOT_INTERACTIVE', lastAt: minutes(t0, 4), lastInbound: true }),
      e.message(ez, minutes(t0, 4), 'client', 'ROBOT_INTERACTIVE'),
      e.message(ez, minutes(t0, 4.5), 'flow', 'ROBOT_INTERACTIVE'),
      e.leadCreated(labour, minutes(t0, 5)),
      e.leadUpdated({ ...labour, customFields: [{ ...labour.customFields[0], value: 'Previdenciário' }] }, minutes(t0, 15)),
      e.leadCreated(family, minutes(t0, 6)),
      e.leadCreated(unnamed, minutes(t0, 7)),
      e.leadCreated(removed, minutes(t0, 8)),
      e.leadsDeleted([removed.id], minutes(t0, 9)),
      e.leadCreated(older, previousMonth),
      e.caseLookup(minutes(t0, 13), '0001234-56.2024.8.26.0100', 'Ana Cliente'),
      e.caseLookup(minutes(t0, 14), '0009999-11.2023.5.02.0001', 'Bruno Cliente'),
    ];
    // Every fact twice (the copy under a new event id, so neither JetStream nor a handled-events
    // record can drop it), in a scrambled order; NATS also hands each type to its own consumer.
    const copies = events.map((event) => ({ ...event, id: uuidv7() }));
    for (const event of shuffled([...events, ...copies])) await t.infra.bus.publish(event);
  });
  afterAll(async () => t?.close());

  it('counts every conversation, message, answer, lead and lookup once', async () => {
    const figures = await waitFor('projection caught up', async () => {
      const current = await everything();
      return current['answer-time'].totalMessages === 10 && current['recent-consultations'].data.length === 2 && current['new-leads'].totalLeads === 3 && current;
    });
    expect(figures['cards-info']).toEqual({ conversasEmAndamento: 3, aguardandoResposta: 1, atendimentoPorIA: 1, atendimentoHumano: 1 });
    expect(figures['attendance-status'].data).toEqual([
      { name: 'Atendimento por I.A', value: 1 },
      { name: 'Aguardando atendente', value: 1 },
      { name: 'Atendimento humano', value: 1 },
      { name: 'Finalizadas', value: 1 },
    ]);
    expect(figures['answer-time']).toMatchObject({ averageResponseTimeMinutes: 3.5, totalConversations: 1, totalMessages: 10 });
    const started = figures.crms.data.reduce((sum: number, point: { value: number }) => sum + point.value, 0);
    expect(started).toBe(4);
    expect(figures.crms.data).toHaveLength(2);
    expect(figures['new-leads']).toMatchObject({ totalLeads: 3, percentageChange: 200 });
    expect(figures['new-leads'].previousMonth.at(-1).value).toBe(1);
    expect(figures.leadDayAreas.data).toEqual(expect.arrayContaining([{ name: 'Previdenciário', value: 1 }, { name: 'Família', value: 1 }, { name: 'Não informada', value: 1 }]));
    expect(figures.leadDayAreas.data).toHaveLength(3);
    expect(figures['recent-consultations'].data.map((lookup: any) => [lookup.name, lookup.searchContent.text])).toEqual([
      ['Bruno Cliente', '0009999-11.2023.5.02.0001'],
      ['Ana Cliente', '0001234-56.2024.8.26.0100'],
    ]);
    expect(figures['recent-contacts'].contacts.map((contact: any) => contact.name)).toEqual(['Ana Cliente', 'Eva Cliente', 'Carla Cliente', 'Bruno Cliente']);
    expect(figures['recent-contacts'].contacts[0]).toMatchObject({ phoneNumber: '5511911110001', attendant: 'Ana' });
    expect(figures['recent-contacts'].totalContactsThisMonth).toBe(4);
  });

  it('gives the same figures after a rebuild from the stream', async () => {
    const before = await everything();
    const { applied } = await rebuildHomeProjection({ bus: t.infra.bus, db: t.db, idleMs: 1500 });
    expect(applied).toBeGreaterThanOrEqual(54);
    expect(await everything()).toEqual(before);
  });

  it('shows nothing for a period without activity', async () => {
    const empty = { startDate: '2020-01-01', endDate: '2020-01-31' };
    // The cards are the inbox tabs now, whatever the period.
    expect(await read('cards-info', empty)).toEqual({ conversasEmAndamento: 3, aguardandoResposta: 1, atendimentoPorIA: 1, atendimentoHumano: 1 });
    expect(await read('answer-time', empty)).toMatchObject({ averageResponseTimeMinutes: 0, totalConversations: 0, totalMessages: 0 });
    expect((await read('answer-time', empty)).data).toHaveLength(31);
    expect(await read('recent-consultations', empty)).toEqual({ data: [] });
    expect((await read('crms', { startDate: '2020-01-01', endDate: '2020-12-31' })).data.map((point: any) => point.name)).toEqual(
      ['jan/20', 'fev/20', 'mar/20', 'abr/20', 'mai/20', 'jun/20', 'jul/20', 'ago/20', 'set/20', 'out/20', 'nov/20', 'dez/20'],
    );
  });
});
