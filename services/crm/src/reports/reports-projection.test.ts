import { and, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventEnvelope, Funnel, ServiceFigures, ServiceReport } from '@balcao/contracts';
import { leads, reportConversations, reportRatings } from '../db/schema';
import { startCrmTestApp, waitFor, type CrmTestApp, type TestUser } from '../testing/crm-test-app';
import { rebuildReportsProjection } from './rebuild-reports';
import { reportEventFactory } from './reports-events.fixtures';

/** A fixed shuffle (the same every run), so out-of-order delivery is reproducible. */
function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  let seed = 7;
  for (let i = copy.length - 1; i > 0; i -= 1) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (i + 1);
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** Continuous percentile (linear between the two nearest values), written apart from the SQL it checks. */
function percentile(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const position = p * (sorted.length - 1);
  const below = Math.floor(position);
  const above = Math.min(below + 1, sorted.length - 1);
  return Math.round(sorted[below] + (position - below) * (sorted[above] - sorted[below]));
}

const MARCH = { startDate: '2026-03-01', endDate: '2026-03-31' };
const day = (n: number) => `2026-03-${String(n).padStart(2, '0')}T15:00:00-03:00`;

describe('reports projection and GET /api/reports/service', () => {
  let t: CrmTestApp;
  let owner: TestUser;
  let ana: TestUser;
  let border: string;
  let events: EventEnvelope[];
  let heldRating: EventEnvelope;
  let heldMeasured: EventEnvelope;
  const removedUserId = uuidv7();

  const report = (query: Record<string, string> = {}) =>
    t.expectOk<ServiceReport>({ url: '/api/reports/service', as: owner, query: { inboxId: owner.inboxId, ...MARCH, ...query } });

  beforeAll(async () => {
    t = await startCrmTestApp();
    owner = await t.signUpOffice('Maria Gestora');
    ana = await t.addUser(owner, [owner.inboxId], 'Atendente', 'Ana Atendente');
    border = await t.addInbox(owner, 'Previdenciário');

    // Leads of three contacts: how they came to the office ('Canal de aquisição').
    const viaInstagram = await t.addContact(owner, 'Clara Instagram', '11990000001');
    const viaReferral = await t.addContact(owner, 'Davi Indicação', '11990000002');
    const first = await t.expectOk<Funnel>({ method: 'POST', url: '/api/funnel', as: owner, payload: { name: 'Cível', inboxId: owner.inboxId } }, 201);
    const second = await t.expectOk<Funnel>({ method: 'POST', url: '/api/funnel', as: owner, payload: { name: 'Família', inboxId: owner.inboxId } }, 201);
    for (const funnel of [first, second]) await t.expectOk({ method: 'POST', url: '/api/funnel-column', as: owner, payload: { funnelId: funnel.id, name: 'Novo', timeLimitDays: 5 } }, 201);
    const columnOf = async (funnel: Funnel) => (await t.expectOk<Array<{ id: string }>>({ url: '/api/funnel-column', as: owner, query: { funnelId: funnel.id } }))[0].id;
    const lead = async (funnel: Funnel, personId: string, channel: string) =>
      t.expectOk({ method: 'POST', url: '/api/funnel-column-card', as: owner, payload: { funnelId: funnel.id, columnId: await columnOf(funnel), personId, channel } }, 201);
    await lead(first, viaInstagram.id, 'instagram');
    await lead(first, viaReferral.id, 'indicacao');
    // A later lead of the same contact does not change how it came.
    await lead(second, viaReferral.id, 'site');

    const e = reportEventFactory({ officeId: owner.officeId, inboxId: owner.inboxId });
    const ratings: Array<[string, number]> = [];
    events = [];
    // Maria: 10 conversations, first answers 1..10 min, resolutions 1000..10000 s, 8 under a policy (6 met).
    for (let i = 1; i <= 10; i += 1) {
      const person = i <= 3 ? viaInstagram.id : i === 4 ? viaReferral.id : undefined;
      const { conversationId, event } = e.measured({ userId: owner.userId, personId: person, finishedAt: day(i + 1), firstResponseSeconds: i * 60, resolutionSeconds: i * 1000, slaMet: i <= 6 ? true : i <= 8 ? false : null });
      events.push(event);
      if (i <= 4) ratings.push([conversationId, [5, 5, 4, 2][i - 1]]);
    }
    // Ana: 3 conversations, one no person answered, none under a policy.
    for (const [first, resolution, score] of [[null, 50, 3], [100, 70, null], [200, 90, null]] as const) {
      const { conversationId, event } = e.measured({ userId: ana.userId, finishedAt: day(20), firstResponseSeconds: first, resolutionSeconds: resolution, slaMet: null });
      events.push(event);
      if (score) ratings.push([conversationId, score]);
    }
    // Finished by nobody (a robot), rated 1, its SLA missed.
    const robot = e.measured({ userId: null, personId: viaReferral.id, finishedAt: day(21), firstResponseSeconds: null, resolutionSeconds: 30, slaMet: false });
    events.push(robot.event);
    ratings.push([robot.conversationId, 1]);
    // Deleted after it was measured and rated: counts nowhere.
    const gone = e.measured({ userId: owner.userId, finishedAt: day(22), firstResponseSeconds: 5, resolutionSeconds: 5, slaMet: true });
    events.push(gone.event, e.rated(gone.conversationId, 5, day(23)), e.deleted(gone.conversationId, day(24)));
    // An attendant since removed from the office.
    const removed = e.measured({ userId: removedUserId, finishedAt: day(25), firstResponseSeconds: 60, resolutionSeconds: 600, slaMet: true });
    events.push(removed.event);
    for (const [conversationId, score] of ratings) events.push(e.rated(conversationId, score, day(28)));
    // A rating changed by a newer answer: the newest counts (5 replaces the first 1 of the removed attendant's conversation).
    events.push(e.rated(removed.conversationId, 1, day(26)), e.rated(removed.conversationId, 5, day(27)));

    // On the border of March in Brazil's days (another workspace of the office).
    const b = reportEventFactory({ officeId: owner.officeId, inboxId: border });
    events.push(
      b.measured({ userId: owner.userId, finishedAt: '2026-02-28T23:50:00-03:00', firstResponseSeconds: 1, resolutionSeconds: 1, slaMet: null }).event,
      b.measured({ userId: owner.userId, finishedAt: '2026-03-01T00:10:00-03:00', firstResponseSeconds: 1, resolutionSeconds: 1, slaMet: null }).event,
      b.measured({ userId: owner.userId, finishedAt: '2026-03-31T23:30:00-03:00', firstResponseSeconds: 1, resolutionSeconds: 1, slaMet: null }).event,
    );

    // Held back: a rating whose conversation's figures come later.
    const late = e.measured({ userId: ana.userId, finishedAt: day(29), firstResponseSeconds: 300, resolutionSeconds: 900, slaMet: true });
    heldMeasured = late.event;
    heldRating = e.rated(late.conversationId, 4, day(30));

    // Every fact twice (the copy under a new event id, so neither the bus nor the handled-events
    // record drops it), scrambled; the bus also hands each type to its own consumer.
    const copies = events.map((event) => ({ ...event, id: uuidv7() }));
    for (const event of shuffled([...events, ...copies, heldRating])) await t.infra.bus.publish(event);
  });
  afterAll(async () => t?.close());

  const caughtUp = () =>
    waitFor('reports projection caught up', async () => {
      const current = await report();
      return current.workspace.conversations === 15 && current.workspace.csat.responses === 7 && current;
    });

  it('gives the workspace and each attendant their counts, medians, p90, SLA and CSAT', async () => {
    const figures = await caughtUp();
    const maria = figures.attendants.find((row) => row.userId === owner.userId)!;
    expect(maria).toMatchObject<Partial<ServiceFigures>>({
      conversations: 10,
      firstResponse: { count: 10, medianSeconds: 330, p90Seconds: 546 },
      resolution: { count: 10, medianSeconds: 5500, p90Seconds: 9100 },
      sla: { withPolicy: 8, met: 6, metPercent: 75 },
      csat: { responses: 4, average: 4, distribution: [0, 1, 0, 1, 2] },
    });
    expect(maria.name).toBe('Maria Gestora');
    expect(figures.attendants.find((row) => row.userId === ana.userId)).toMatchObject({
      name: 'Ana Atendente',
      conversations: 3,
      firstResponse: { count: 2, medianSeconds: 150, p90Seconds: 190 },
      resolution: { count: 3, medianSeconds: 70, p90Seconds: 86 },
      sla: { withPolicy: 0, met: 0, metPercent: null },
      csat: { responses: 1, average: 3, distribution: [0, 0, 1, 0, 0] },
    });
    expect(figures.attendants.find((row) => row.userId === removedUserId)).toMatchObject({ name: 'Atendente removido', conversations: 1, csat: { responses: 1, average: 5 } });
    expect(figures.attendants.at(-1)).toMatchObject({ userId: null, name: 'Sem atendente', conversations: 1, sla: { withPolicy: 1, met: 0, metPercent: 0 }, csat: { distribution: [1, 0, 0, 0, 0] } });
    // 60..600 (10) with 60, 100, 200: 13 first answers; 14 + 600 resolutions.
    expect(figures.workspace).toEqual({
      conversations: 15,
      firstResponse: { count: 13, medianSeconds: 240, p90Seconds: 528 },
      resolution: { count: 15, medianSeconds: 3000, p90Seconds: 8600 },
      sla: { withPolicy: 10, met: 7, metPercent: 70 },
      csat: { responses: 7, average: 3.6, distribution: [1, 1, 1, 1, 3] },
    });
    expect(figures.channels).toEqual([
      { channel: 'instagram', name: 'Instagram', conversations: 3 },
      { channel: 'indicacao', name: 'Indicação', conversations: 2 },
      { channel: null, name: 'Não informado', conversations: 10 },
    ]);
  });

  it('holds a rating that comes before its conversation, and counts it once the conversation is measured', async () => {
    await caughtUp();
    const [rating] = await t.db.select().from(reportRatings).where(eq(reportRatings.conversationId, (heldRating.payload as { conversationId: string }).conversationId));
    expect(rating.score).toBe(4);
    await t.infra.bus.publish(heldMeasured);
    const after = await waitFor('measured after its rating', async () => {
      const current = await report();
      return current.workspace.conversations === 16 && current;
    });
    expect(after.workspace.csat).toMatchObject({ responses: 8, distribution: [1, 1, 1, 2, 3] });
    expect(after.attendants.find((row) => row.userId === ana.userId)).toMatchObject({ conversations: 4, csat: { responses: 2, average: 3.5 } });
  });

  it('counts a conversation on the Brazilian day it was finished', async () => {
    const inBorder = (query: Record<string, string>) => report({ inboxId: border, ...query });
    await waitFor('border workspace', async () => (await inBorder(MARCH)).workspace.conversations === 2);
    expect((await inBorder({ startDate: '2026-02-28', endDate: '2026-02-28' })).workspace.conversations).toBe(1);
    expect((await inBorder({ startDate: '2026-04-01', endDate: '2026-04-01' })).workspace.conversations).toBe(0);
    // The main workspace's conversations are not the border's, and the reverse.
    expect((await report({ startDate: '2026-02-28', endDate: '2026-02-28' })).workspace.conversations).toBe(0);
  });

  it('changes nothing when events are delivered again', async () => {
    const before = await report();
    for (const event of events.slice(0, 10)) await t.infra.bus.publish({ ...event, id: uuidv7() });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await report()).toEqual(before);
  });

  it('matches a recount from the projection\'s raw per-conversation rows', async () => {
    const figures = await report();
    const rows = await t.db
      .select({ conversation: reportConversations, score: reportRatings.score })
      .from(reportConversations)
      .leftJoin(reportRatings, eq(reportRatings.conversationId, reportConversations.conversationId))
      .where(and(eq(reportConversations.inboxId, owner.inboxId), eq(reportConversations.deleted, false)));
    const inMarch = rows.filter(({ conversation }) => conversation.finishedAt! >= new Date('2026-03-01T03:00:00Z') && conversation.finishedAt! < new Date('2026-04-01T03:00:00Z'));
    const recount = (group: typeof inMarch) => {
      const firsts = group.map((row) => row.conversation.firstResponseSeconds).filter((value): value is number => value !== null);
      const resolutions = group.map((row) => row.conversation.resolutionSeconds!);
      const policy = group.filter((row) => row.conversation.slaMet !== null);
      const scores = group.map((row) => row.score).filter((value): value is number => value !== null);
      return {
        conversations: group.length,
        firstResponse: { count: firsts.length, medianSeconds: percentile(firsts, 0.5), p90Seconds: percentile(firsts, 0.9) },
        resolution: { count: resolutions.length, medianSeconds: percentile(resolutions, 0.5), p90Seconds: percentile(resolutions, 0.9) },
        sla: {
          withPolicy: policy.length,
          met: policy.filter((row) => row.conversation.slaMet).length,
          metPercent: policy.length ? Math.round((policy.filter((row) => row.conversation.slaMet).length / policy.length) * 1000) / 10 : null,
        },
        csat: {
          responses: scores.length,
          average: scores.length ? Math.round((scores.reduce((sum, score) => sum + score, 0) / scores.length) * 10) / 10 : null,
          distribution: [1, 2, 3, 4, 5].map((score) => scores.filter((value) => value === score).length),
        },
      };
    };
    expect(figures.workspace).toEqual(recount(inMarch));
    for (const attendant of figures.attendants) {
      const { userId, name: _name, ...shown } = attendant;
      expect(shown).toEqual(recount(inMarch.filter((row) => row.conversation.userId === userId)));
    }
    expect(figures.attendants.reduce((sum, row) => sum + row.conversations, 0)).toBe(inMarch.length);
    const leadRows = await t.db.select().from(leads).where(eq(leads.inboxId, owner.inboxId));
    const channelOf = (personId: string | null) => leadRows.filter((lead) => lead.personId === personId).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())[0]?.channel ?? null;
    const byChannel = new Map<string | null, number>();
    for (const row of inMarch) byChannel.set(channelOf(row.conversation.personId), (byChannel.get(channelOf(row.conversation.personId)) ?? 0) + 1);
    expect(Object.fromEntries(figures.channels.map((row) => [String(row.channel), row.conversations]))).toEqual(Object.fromEntries([...byChannel].map(([channel, count]) => [String(channel), count])));
  });

  it('gives the same figures after a rebuild from the stream', async () => {
    const before = { main: await report(), border: await report({ inboxId: border }) };
    const { applied } = await rebuildReportsProjection({ bus: t.infra.bus, db: t.db, idleMs: 1500 });
    expect(applied).toBeGreaterThanOrEqual(events.length * 2 + 2);
    expect({ main: await report(), border: await report({ inboxId: border }) }).toEqual(before);
  });
});
