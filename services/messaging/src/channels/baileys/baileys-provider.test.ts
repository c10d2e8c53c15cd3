import { randomUUID } from 'node:crypto';
import { Curve } from '@whiskeysockets/baileys';
import type { WAMessage } from '@whiskeysockets/baileys';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChannelEvents, InboundMessage } from '../channel-provider';
import { MemoryEventBus } from '@balcao/service-kit';
import { BaileysProvider, type BaileysProviderOptions } from './baileys-provider';
import { usePostgresAuthState } from './postgres-auth-state';
import { recordedSockets, type RecordedFrame } from './recorded-socket';
import { backoffDelay, closeAction } from './reconnect-policy';
import { createAuthStateTestDatabase } from './test-database';
import recordedFrames from './fixtures/connection-frames.json' with { type: 'json' };
import recordedMessages from './fixtures/messages.json' with { type: 'json' };

type Sequence = Exclude<keyof typeof recordedFrames, '_note'>;
const frames = (name: Sequence, socket: number) => recordedFrames[name][socket] as RecordedFrame[];
const message = (name: keyof typeof recordedMessages) => structuredClone(recordedMessages[name]) as unknown as WAMessage;
const PAIRED_ME = { id: '5511955554444:27@s.whatsapp.net', name: 'Escritório Souza Advocacia' };

let database: Awaited<ReturnType<typeof createAuthStateTestDatabase>>;
const providers: BaileysProvider[] = [];

beforeAll(async () => {
  database = await createAuthStateTestDatabase();
});
afterAll(async () => {
  await database?.cleanup();
});
beforeEach(async () => {
  // The resume loop picks up every paired device in the table: one device per test.
  await database.pool.query('delete from messaging.baileys_auth_state');
});
afterEach(async () => {
  await Promise.all(providers.splice(0).map((provider) => provider.stop()));
});

function recordEvents() {
  const calls = {
    qr: [] as string[],
    status: [] as { status: string; phone: string | null }[],
    inbound: [] as InboundMessage[],
    ack: [] as { externalId: string; status: string }[],
  };
  const events: ChannelEvents = {
    qr: async (_id, qr) => void calls.qr.push(qr),
    status: async (_id, status, phone) => void calls.status.push({ status, phone }),
    inbound: async (_id, inbound) => void calls.inbound.push(inbound),
    ack: async (_id, externalId, status) => void calls.ack.push({ externalId, status }),
  };
  return { events, calls };
}

function provider(fake: ReturnType<typeof recordedSockets>, options: Partial<BaileysProviderOptions> = {}) {
  const created = new BaileysProvider({
    db: database.db,
    store: database.infra.store,
    logger: pino({ level: 'silent' }),
    makeSocket: fake.makeSocket,
    leaseRenewMs: 50,
    backoff: { baseMs: 5, maxMs: 20 },
    qrTimeoutMs: 5_000,
    handoverTimeoutMs: 5_000,
    ...options,
  });
  providers.push(created);
  return created;
}

/** A device whose phone already scanned the QR code (as a previous run would have left it). */
async function pairedDevice() {
  const integrationId = randomUUID();
  const auth = await usePostgresAuthState(database.db, integrationId);
  auth.state.creds.me = PAIRED_ME;
  await auth.saveCreds();
  await auth.state.keys.set({ 'pre-key': { '1': Curve.generateKeyPair() } });
  return integrationId;
}

async function storedKeys(integrationId: string): Promise<string[]> {
  const { rows } = await database.pool.query('select key from messaging.baileys_auth_state where integration_id = $1 order by key', [integrationId]);
  return rows.map((row) => row.key as string);
}

const settle = (ms = 200) => new Promise((resolve) => setTimeout(resolve, ms));

describe('BaileysProvider connection lifecycle (recorded frames)', () => {
  it('pairs by QR: connect() gives the first QR, the 515 after the scan reconnects with the same keys', async () => {
    const fake = recordedSockets();
    const { events, calls } = recordEvents();
    const baileys = provider(fake);
    await baileys.start(events);
    const integrationId = randomUUID();

    const connecting = baileys.connect(integrationId);
    await vi.waitFor(() => expect(fake.sockets).toHaveLength(1));
    const [beforeScan, afterScan] = [frames('qr-then-open', 0).slice(0, 2), frames('qr-then-open', 0).slice(2)];
    fake.sockets[0].play(beforeScan);
    const { qrcode } = await connecting;
    expect(qrcode).toMatch(/^2@/);
    expect(calls.qr).toEqual([qrcode]);
    expect(fake.sockets[0].config).toMatchObject({ printQRInTerminal: false, browser: ['Balcão', 'Chrome', '1.0.0'] });

    fake.sockets[0].play(afterScan); // creds.update with `me`, then close 515 restart required
    await vi.waitFor(() => expect(fake.sockets).toHaveLength(2));
    expect(fake.sockets[0].loggedOut).toBe(false);
    expect(fake.sockets[1].creds).toBe(fake.sockets[0].creds);
    expect(fake.sockets[1].creds.me?.id).toBe(PAIRED_ME.id);
    expect(await storedKeys(integrationId)).toContain('creds');

    fake.sockets[1].play(frames('qr-then-open', 1));
    await vi.waitFor(() => expect(calls.status).toEqual([{ status: 'connected', phone: '5511955554444' }]));
    expect(baileys.owns(integrationId)).toBe(true);
  });

  it.each(['open-close-515-open', 'open-close-440-open'] as const)('%s: reconnects without logging out, clearing keys or reporting disconnected', async (sequence) => {
    const integrationId = await pairedDevice();
    const keysBefore = await storedKeys(integrationId);
    const fake = recordedSockets();
    const { events, calls } = recordEvents();
    await provider(fake).start(events); // resumes the paired device

    await vi.waitFor(() => expect(fake.sockets).toHaveLength(1));
    fake.sockets[0].play(frames(sequence, 0));
    await vi.waitFor(() => expect(fake.sockets).toHaveLength(2));
    fake.sockets[1].play(frames(sequence, 1));
    await vi.waitFor(() => expect(calls.status).toHaveLength(2));

    expect(calls.status.every(({ status }) => status === 'connected')).toBe(true);
    expect(fake.sockets[0].loggedOut).toBe(false);
    expect(await storedKeys(integrationId)).toEqual(keysBefore);
    expect(fake.sockets[1].creds.me?.id).toBe(PAIRED_ME.id);
  });

  it('a 401 logged out clears the keys, reports disconnected and does not reconnect', async () => {
    const integrationId = await pairedDevice();
    const fake = recordedSockets();
    const { events, calls } = recordEvents();
    const baileys = provider(fake);
    await baileys.start(events);

    await vi.waitFor(() => expect(fake.sockets).toHaveLength(1));
    fake.sockets[0].play(frames('close-401-logged-out', 0));
    await vi.waitFor(() => expect(calls.status.at(-1)).toEqual({ status: 'disconnected', phone: null }));

    expect(await storedKeys(integrationId)).toEqual([]);
    await settle();
    expect(fake.sockets).toHaveLength(1);
    expect(baileys.owns(integrationId)).toBe(false);
    expect(await baileys.holderOf(integrationId)).toBeNull();
  });

  it('a QR code nobody scans expires: the half-made pairing is dropped and reported disconnected', async () => {
    const fake = recordedSockets();
    const { events, calls } = recordEvents();
    const baileys = provider(fake);
    await baileys.start(events);
    const integrationId = randomUUID();

    const connecting = baileys.connect(integrationId);
    await vi.waitFor(() => expect(fake.sockets).toHaveLength(1));
    fake.sockets[0].play(frames('qr-expired', 0));
    await connecting;
    await vi.waitFor(() => expect(calls.status).toEqual([{ status: 'disconnected', phone: null }]));
    await settle();
    expect(fake.sockets).toHaveLength(1);
    expect(await storedKeys(integrationId)).toEqual([]);
  });

  it('disconnect() unlinks the device from the phone, forgets its keys and reports disconnected', async () => {
    const integrationId = await pairedDevice();
    const fake = recordedSockets();
    const { events, calls } = recordEvents();
    const baileys = provider(fake);
    await baileys.start(events);
    await vi.waitFor(() => expect(fake.sockets).toHaveLength(1));
    fake.sockets[0].play([{ event: 'connection.update', data: { connection: 'open' } }]);

    await baileys.disconnect(integrationId);
    expect(fake.sockets[0].loggedOut).toBe(true);
    expect(await storedKeys(integrationId)).toEqual([]);
    expect(calls.status.at(-1)).toEqual({ status: 'disconnected', phone: null });
    expect(await baileys.holderOf(integrationId)).toBeNull();
  });
});

describe('BaileysProvider traffic', () => {
  async function openDevice() {
    const integrationId = await pairedDevice();
    const fake = recordedSockets();
    const recorder = recordEvents();
    const baileys = provider(fake);
    await baileys.start(recorder.events);
    await vi.waitFor(() => expect(fake.sockets).toHaveLength(1));
    fake.sockets[0].play([{ event: 'connection.update', data: { connection: 'open' } }]);
    await vi.waitFor(() => expect(recorder.calls.status).toHaveLength(1));
    return { integrationId, fake, socket: fake.sockets[0], baileys, ...recorder };
  }

  it('hands inbound 1:1 messages over in order, resolving lids and skipping groups', async () => {
    const { integrationId, socket, calls } = await openDevice();
    const auth = await usePostgresAuthState(database.db, integrationId);
    await auth.keys.set({ 'lid-mapping': { '5541987001122': '98127356410293', '98127356410293_reverse': '5541987001122' } });

    socket.emit('messages.upsert', {
      type: 'notify',
      messages: [message('text'), message('group'), message('lid-stored-mapping'), message('lid-sender-pn'), message('from-me'), message('status-broadcast')],
    });
    await vi.waitFor(() => expect(calls.inbound).toHaveLength(3));
    expect(calls.inbound.map(({ from, externalId }) => ({ from, externalId }))).toEqual([
      { from: '5511987654321', externalId: '3EB0C767D71D8B5A1F2E' },
      { from: '5541987001122', externalId: '3A0F9E8D7C6B5A493827' },
      { from: '5521998765432', externalId: '3AD41C0B6E9F2A7B8C3D' },
    ]);
    // The lid learned from senderPn is remembered for messages that come without it.
    expect(await auth.keys.get('lid-mapping', ['201746329481235_reverse'])).toEqual({ '201746329481235_reverse': '5521998765432' });
  });

  it('drops a message from a lid nobody can map', async () => {
    const { socket, calls } = await openDevice();
    socket.emit('messages.upsert', { type: 'notify', messages: [message('lid-stored-mapping'), message('text')] });
    await vi.waitFor(() => expect(calls.inbound).toHaveLength(1));
    expect(calls.inbound[0].from).toBe('5511987654321');
  });

  it('reports delivery acks of sent messages', async () => {
    const { socket, calls } = await openDevice();
    socket.play(frames('acks', 0));
    await vi.waitFor(() => expect(calls.ack).toHaveLength(3));
    expect(calls.ack.map(({ status }) => status)).toEqual(['SENT', 'DELIVERED', 'READ']);
  });

  it('sends to the jid WhatsApp knows the phone by and returns the message id', async () => {
    const { integrationId, socket, baileys } = await openDevice();
    socket.knownJids = ['551188887777@s.whatsapp.net']; // an account from before the ninth digit
    const { externalId } = await baileys.send(integrationId, '5511988887777', { type: 'text', text: 'Olá, tudo bem?' });
    expect(externalId).toBe('3EB0SENT1');
    expect(socket.sent[0]).toMatchObject({ jid: '551188887777@s.whatsapp.net', content: { text: 'Olá, tudo bem?' } });
  });
});

describe('BaileysProvider device leases (two replicas, one Redis)', () => {
  it('never opens two sockets for one device, and the survivor takes over when the holder stops', async () => {
    const integrationId = await pairedDevice();
    const fake = recordedSockets();
    const [a, b] = [provider(fake, { replicaId: 'replica-a' }), provider(fake, { replicaId: 'replica-b' })];
    await Promise.all([a.start(recordEvents().events), b.start(recordEvents().events)]);
    await settle(400);

    expect(fake.sockets).toHaveLength(1);
    expect([a.owns(integrationId), b.owns(integrationId)].filter(Boolean)).toHaveLength(1);
    const [holder, survivor] = a.owns(integrationId) ? [a, b] : [b, a];
    expect(await holder.holderOf(integrationId)).toBe(holder.replicaId);

    await holder.stop();
    await vi.waitFor(() => expect(survivor.owns(integrationId)).toBe(true));
    expect(fake.sockets).toHaveLength(2);
    expect(fake.sockets[0].ended).toBe(true);
    expect(fake.maxLive).toBe(1);
  });

  it('closes the socket when the lease is lost, without logging out or touching the keys', async () => {
    const integrationId = await pairedDevice();
    const keysBefore = await storedKeys(integrationId);
    const fake = recordedSockets();
    const { events, calls } = recordEvents();
    const baileys = provider(fake);
    await baileys.start(events);
    await vi.waitFor(() => expect(fake.sockets).toHaveLength(1));

    await database.infra.store.set(`wa-lease:${integrationId}`, 'replica-elsewhere', 30);
    await vi.waitFor(() => expect(fake.sockets[0].ended).toBe(true));
    expect(baileys.owns(integrationId)).toBe(false);
    await settle();
    expect(fake.sockets).toHaveLength(1);
    expect(fake.sockets[0].loggedOut).toBe(false);
    expect(calls.status).toEqual([]);
    expect(await storedKeys(integrationId)).toEqual(keysBefore);
  });

  it('connect() on a replica without the device asks the holder to hand it over', async () => {
    const integrationId = await pairedDevice();
    const fake = recordedSockets();
    const [a, b] = [provider(fake, { replicaId: 'replica-a' }), provider(fake, { replicaId: 'replica-b' })];
    await a.start(recordEvents().events);
    await vi.waitFor(() => expect(a.owns(integrationId)).toBe(true));
    const bEvents = recordEvents();
    await b.start(bEvents.events);

    const connecting = b.connect(integrationId);
    await vi.waitFor(() => expect(fake.sockets).toHaveLength(2));
    expect(fake.sockets[0].loggedOut).toBe(true);
    expect(a.owns(integrationId)).toBe(false);
    fake.sockets[1].play(frames('qr-then-open', 0).slice(0, 2));
    expect((await connecting).qrcode).toMatch(/^2@/);
    expect(b.owns(integrationId)).toBe(true);
    expect(fake.sockets[1].creds.me).toBeUndefined();
    expect(fake.maxLive).toBe(1);
  });

  it('send() on a replica that does not hold the device goes through the holder’s socket, files by their media key', async () => {
    const integrationId = await pairedDevice();
    const fake = recordedSockets();
    const bus = new MemoryEventBus();
    const requests = { request: bus.request.bind(bus), serve: bus.serve.bind(bus) };
    const stored = new Map([['outbound/procuracao.pdf', Buffer.from('%PDF-1.4 procuração')]]);
    const loadFile = async (key: string) => stored.get(key) ?? null;
    const [a, b] = [provider(fake, { replicaId: 'replica-a', requests, loadFile }), provider(fake, { replicaId: 'replica-b', requests, loadFile })];
    const aEvents = recordEvents();
    await a.start(aEvents.events);
    await vi.waitFor(() => expect(a.owns(integrationId)).toBe(true));
    fake.sockets[0].play([{ event: 'connection.update', data: { connection: 'open' } }]);
    await vi.waitFor(() => expect(aEvents.calls.status).toHaveLength(1));
    await b.start(recordEvents().events);

    const { externalId } = await b.send(integrationId, '5511987654321', { type: 'text', text: 'Olá, Maria' });
    expect(externalId).toBe('3EB0SENT1');
    await b.send(integrationId, '5511987654321', {
      type: 'document',
      text: null,
      caption: 'Segue a procuração',
      file: { data: stored.get('outbound/procuracao.pdf')!, mimeType: 'application/pdf', fileName: 'procuracao.pdf', key: 'outbound/procuracao.pdf' },
    });
    expect(fake.sockets).toHaveLength(1);
    expect(fake.sockets[0].sent[0]).toMatchObject({ content: { text: 'Olá, Maria' } });
    expect(fake.sockets[0].sent[1]).toMatchObject({ content: { document: Buffer.from('%PDF-1.4 procuração'), fileName: 'procuracao.pdf' } });
  });

  it('send() on a replica that does not hold the device, without a way to reach the holder, says who does', async () => {
    const integrationId = await pairedDevice();
    const fake = recordedSockets();
    const [a, b] = [provider(fake, { replicaId: 'replica-a' }), provider(fake, { replicaId: 'replica-b' })];
    await a.start(recordEvents().events);
    await vi.waitFor(() => expect(a.owns(integrationId)).toBe(true));
    await b.start(recordEvents().events);
    await expect(b.send(integrationId, '5511987654321', { type: 'text', text: 'Olá' })).rejects.toMatchObject({
      name: 'DeviceNotOwnedError',
      holder: 'replica-a',
    });
  });
});

describe('reconnect policy', () => {
  it('only a 401 ends a paired device; 515, 440, 408, 428, 500 and unknown errors reconnect', () => {
    const paired = { paired: true, showedQr: false };
    expect(closeAction(401, paired)).toBe('logged-out');
    for (const code of [515, 440, 408, 428, 500, 503, undefined]) expect(closeAction(code, paired)).toBe('reconnect');
  });

  it('ends a pairing whose QR codes went unscanned, but retries a network error before any QR', () => {
    expect(closeAction(408, { paired: false, showedQr: true })).toBe('pairing-expired');
    expect(closeAction(408, { paired: false, showedQr: false })).toBe('reconnect');
    expect(closeAction(515, { paired: false, showedQr: true })).toBe('reconnect');
  });

  it('backs off exponentially with full jitter, capped', () => {
    const options = { baseMs: 1_000, maxMs: 60_000 };
    expect(backoffDelay(0, options, () => 0.999)).toBe(999);
    expect(backoffDelay(3, options, () => 0.5)).toBe(4_000);
    expect(backoffDelay(20, options, () => 0.999)).toBe(59_940);
    expect(backoffDelay(5, options, () => 0)).toBe(0);
  });
});
