import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOnline, markOffline, markOnline, MemoryStore, type KeyValueStore } from '@balcao/service-kit';
import {
  addMember,
  createTestInfra,
  signToken,
  startNotificationsTestApp,
  waitUntil,
  type NotificationsTestApp,
  type TestMember,
} from '../testing/test-app';
import { RealtimeTestClient, sleep } from '../testing/ws-client';

let infra: Awaited<ReturnType<typeof createTestInfra>>;
let service: NotificationsTestApp;
const officeId = randomUUID();
const inboxA = randomUUID();
const inboxB = randomUUID();
let ana: TestMember;
let bruno: TestMember;
let carlos: TestMember;
let outsider: TestMember;

beforeAll(async () => {
  infra = await createTestInfra();
  service = await startNotificationsTestApp(infra, { heartbeatMs: 200 });
  [ana, bruno, carlos, outsider] = await Promise.all([
    addMember(infra, { officeId, inboxIds: [inboxA], name: 'Ana Souza' }),
    addMember(infra, { officeId, inboxIds: [inboxA, inboxB], name: 'Bruno Lima' }),
    addMember(infra, { officeId, inboxIds: [inboxB], name: 'Carlos Reis' }),
    addMember(infra, { officeId: randomUUID(), inboxIds: [randomUUID()], name: 'De Outro Escritório' }),
  ]);
});

afterAll(async () => {
  await service?.close();
  await infra?.cleanup();
});

async function onlineIn(inboxId: string, viewer: TestMember) {
  const response = await service.app.inject({ url: `/api/presence?inboxId=${inboxId}`, headers: { authorization: `Bearer ${viewer.token}` } });
  expect(response.statusCode).toBe(200);
  return (response.json() as { online: { userId: string; name: string }[] }).online;
}

describe('presence', () => {
  it('lists the workspace members with an open socket, until their last socket closes', async () => {
    expect(await onlineIn(inboxA, bruno)).toEqual([]);
    const anaPhone = await RealtimeTestClient.connect(service.url, ana.token);
    const anaLaptop = await RealtimeTestClient.connect(service.url, ana.token);
    const carlosSocket = await RealtimeTestClient.connect(service.url, carlos.token);
    await waitUntil(async () => (await onlineIn(inboxA, bruno)).length === 1);
    expect(await onlineIn(inboxA, bruno)).toEqual([{ userId: ana.id, name: 'Ana Souza' }]);
    await waitUntil(async () => (await onlineIn(inboxB, bruno)).length === 1);
    expect(await onlineIn(inboxB, bruno)).toEqual([{ userId: carlos.id, name: 'Carlos Reis' }]);

    await anaPhone.close();
    await sleep(300);
    expect(await onlineIn(inboxA, bruno)).toEqual([{ userId: ana.id, name: 'Ana Souza' }]);
    await anaLaptop.close();
    await waitUntil(async () => (await onlineIn(inboxA, bruno)).length === 0);
    await carlosSocket.close();
  });

  it('drops a socket that stops answering pings, and with it the presence', async () => {
    const silent = await RealtimeTestClient.connect(service.url, carlos.token, { answerPings: false });
    await waitUntil(async () => (await onlineIn(inboxB, bruno)).length === 1);
    expect((await silent.closed).code).toBe(1006);
    await waitUntil(async () => (await onlineIn(inboxB, bruno)).length === 0);
  });

  it('answers 404 for a workspace the user is not in, and 401 without a session', async () => {
    for (const [inboxId, viewer] of [
      [inboxB, ana],
      [inboxA, outsider],
      [randomUUID(), bruno],
      ['nao-e-uuid', bruno],
    ] as const) {
      const response = await service.app.inject({ url: `/api/presence?inboxId=${inboxId}`, headers: { authorization: `Bearer ${viewer.token}` } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Recurso não encontrado' });
    }
    expect((await service.app.inject({ url: `/api/presence?inboxId=${inboxA}` })).statusCode).toBe(401);
    // A valid signature for a user nobody ever created is no session.
    const stranger = signToken({ sub: randomUUID(), officeId });
    expect((await service.app.inject({ url: `/api/presence?inboxId=${inboxA}`, headers: { authorization: `Bearer ${stranger}` } })).statusCode).toBe(401);
  });
});

describe.each([
  ['Redis', () => infra.store as KeyValueStore],
  ['memory', () => new MemoryStore() as KeyValueStore],
])('presence functions on the %s store', (_name, storeOf) => {
  it('keep a user online while any holder has them, and forget them after the TTL', async () => {
    const store = storeOf();
    const office = randomUUID();
    const [user, other] = [randomUUID(), randomUUID()];
    await markOnline(store, office, user, 60, 'replica-1');
    await markOnline(store, office, user, 60, 'replica-2');
    await markOnline(store, office, other, 1);
    expect((await listOnline(store, office)).sort()).toEqual([user, other].sort());
    expect(await listOnline(store, randomUUID())).toEqual([]);

    await markOffline(store, office, user, 'replica-1');
    expect(await listOnline(store, office)).toContain(user);
    await markOffline(store, office, user, 'replica-2');
    expect(await listOnline(store, office)).not.toContain(user);

    await sleep(1100);
    expect(await listOnline(store, office)).toEqual([]);
  });
});
