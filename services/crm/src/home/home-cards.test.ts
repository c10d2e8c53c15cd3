import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeDayOf, type EventEnvelope } from '@balcao/contracts';
import { startCrmTestApp, waitFor, type CrmTestApp, type TestUser } from '../testing/crm-test-app';
import { homeEventFactory } from './home-events.fixtures';

const minutes = (base: Date, count: number) => new Date(base.getTime() + count * 60_000);

/**
 * The cards count what the inbox tabs show now (SPEC-DECISIONS): 'Conversas em andamento' the
 * 'Abertas' tab, 'Aguardando atendimento' the 'Aguardando' tab, 'Atendimento por I.A' the
 * 'IA' tab and 'Atendimento humano' the 'Humano' tab, whatever the period picked.
 */
describe('home cards follow the inbox tabs', () => {
  let t: CrmTestApp;
  let owner: TestUser;
  let e: ReturnType<typeof homeEventFactory>;
  const today = homeDayOf(new Date());

  const cards = () => t.expectOk<any>({ url: '/api/homepage/cards-info', as: owner, query: { inboxId: owner.inboxId, startDate: today, endDate: today } });
  const publish = async (...events: EventEnvelope[]) => {
    for (const event of events) await t.infra.bus.publish(event);
  };
  const expectCards = (expected: Record<string, number>) =>
    waitFor(`cards ${JSON.stringify(expected)}`, async () => {
      const current = await cards();
      return JSON.stringify(current) === JSON.stringify(expected) && current;
    }, 8000).catch(async (error) => {
      expect(await cards()).toEqual(expected);
      throw error;
    });

  const now = new Date();
  let waiting: ReturnType<ReturnType<typeof homeEventFactory>['conversation']>;
  let waitingToo: typeof waiting;

  beforeAll(async () => {
    t = await startCrmTestApp();
    owner = await t.signUpOffice();
    e = homeEventFactory({ officeId: owner.officeId, inboxId: owner.inboxId });
    waiting = e.conversation(e.person('Bruno Cliente', '5511911110002'), minutes(now, -10));
    waitingToo = e.conversation(e.person('Clara Cliente', '5511911110003'), minutes(now, -9));
    const robot = e.conversation(e.person('Eva Cliente', '5511911110005'), minutes(now, -8));
    // Waiting for an attendant for weeks: still in the 'Aguardando' tab, so still on the card.
    const forgotten = e.conversation(e.person('Gil Cliente', '5511911110007'), minutes(now, -60 * 24 * 40));
    const finished = e.conversation(e.person('Ivo Cliente', '5511911110009'), minutes(now, -7));
    await publish(
      e.created(waiting, { status: 'WAITING_HUMAN', lastAt: minutes(now, -10), lastInbound: true }),
      e.created(waitingToo, { status: 'WAITING_HUMAN', lastAt: minutes(now, -9), lastInbound: true }),
      e.created(robot, { status: 'ROBOT_INTERACTIVE', lastAt: minutes(now, -8), lastInbound: true }),
      e.created(forgotten, { status: 'WAITING_HUMAN', lastAt: minutes(now, -60 * 24 * 40), lastInbound: true }),
      e.created(finished, { status: 'HUMAN_INTERACTIVE', lastAt: minutes(now, -7), lastInbound: false, attendant: 'Ana' }),
      e.changed(finished, { status: 'INACTIVE', lastAt: minutes(now, -7), lastInbound: false }, minutes(now, -6)),
    );
  });
  afterAll(async () => t?.close());

  it('counts each tab once, the waiting apart from the attended, whenever their last message was', async () => {
    await expectCards({ conversasEmAndamento: 4, aguardandoResposta: 3, atendimentoPorIA: 1, atendimentoHumano: 0 });
  });

  it('moves the cards when a waiting conversation is taken over, transferred and finished', async () => {
    // Take-over: Aguardando → Humano.
    await publish(e.changed(waiting, { status: 'HUMAN_INTERACTIVE', lastAt: minutes(now, -10), lastInbound: true, attendant: 'Ana' }, minutes(now, -5)));
    await expectCards({ conversasEmAndamento: 4, aguardandoResposta: 2, atendimentoPorIA: 1, atendimentoHumano: 1 });
    // An attendant answering a waiting client takes it too; then a transfer keeps it human.
    await publish(e.message(waitingToo, minutes(now, -4), 'attendant', 'HUMAN_INTERACTIVE'));
    await expectCards({ conversasEmAndamento: 4, aguardandoResposta: 1, atendimentoPorIA: 1, atendimentoHumano: 2 });
    await publish(e.changed(waitingToo, { status: 'HUMAN_INTERACTIVE', lastAt: minutes(now, -4), lastInbound: false, attendant: 'Beto' }, minutes(now, -3)));
    await expectCards({ conversasEmAndamento: 4, aguardandoResposta: 1, atendimentoPorIA: 1, atendimentoHumano: 2 });
    // Finish: it leaves every card.
    await publish(e.changed(waiting, { status: 'INACTIVE', lastAt: minutes(now, -10), lastInbound: true }, minutes(now, -2)));
    await expectCards({ conversasEmAndamento: 3, aguardandoResposta: 1, atendimentoPorIA: 1, atendimentoHumano: 1 });
  });
});
