import { createHash } from 'node:crypto';
import {
  AckPolicy,
  connect,
  createInbox,
  DeliverPolicy,
  headers,
  JSONCodec,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
  type Msg,
  type NatsConnection,
} from 'nats';
import type { EventEnvelope } from '@balcao/contracts';
import type { EventBus, EventHandler, SubscribeOptions, Subscription } from './bus';
import { REQUEST_TIMEOUT_MS, replyEnvelopeOf, RETRY_DELAY_MS, valueOfReply, type ReplyEnvelope } from './bus';

const codec = JSONCodec();

const PUBLISH_TIMEOUT_MS = 5000;
/** Who broadcast a message, for `exceptOrigin`. */
const ORIGIN_HEADER = 'Balcao-Origin';
/** An unacknowledged message goes to another consumer after this; a live handler says it is working well before. */
const ACK_WAIT_MS = 30_000;
const textDecoder = new TextDecoder();

/**
 * JetStream publishes settled by their acks on one reply subscription. nats.js publishes each
 * as a request, with its own timer and an Error built at every reply (a third of the relay's
 * NATS time at a thousand events a second). The stream's ack, its error, or a 503 when no
 * stream takes the subject settles a publish; no answer within the timeout rejects it.
 */
class JetStreamPublisher {
  private readonly waiting = new Map<string, { resolve: () => void; reject: (error: Error) => void; deadline: number }>();
  private readonly inbox = createInbox();
  private sent = 0;
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly nc: NatsConnection) {
    nc.subscribe(`${this.inbox}.*`, { callback: (_error, message) => this.settle(message) });
    this.sweeper = setInterval(() => this.expire(), 1000);
    this.sweeper.unref();
  }

  publish(subject: string, data: Uint8Array, messageId: string): Promise<void> {
    const token = (this.sent += 1).toString(36);
    const h = headers();
    h.set('Nats-Msg-Id', messageId); // JetStream keeps one message per id within the duplicate window
    return new Promise((resolve, reject) => {
      this.waiting.set(token, { resolve, reject, deadline: Date.now() + PUBLISH_TIMEOUT_MS });
      try {
        this.nc.publish(subject, data, { reply: `${this.inbox}.${token}`, headers: h });
      } catch (error) {
        this.waiting.delete(token);
        reject(error as Error);
      }
    });
  }

  private settle(message: Msg) {
    const token = message.subject.slice(this.inbox.length + 1);
    const waiter = this.waiting.get(token);
    if (!waiter) return;
    this.waiting.delete(token);
    if (message.headers?.hasError) return waiter.reject(new Error(`JetStream publish failed: ${message.headers.code} ${message.headers.description}`));
    const ack = JSON.parse(textDecoder.decode(message.data)) as { error?: { code: number; description?: string } };
    if (ack.error) waiter.reject(new Error(`JetStream publish failed: ${ack.error.code} ${ack.error.description ?? ''}`));
    else waiter.resolve();
  }

  private expire() {
    const now = Date.now();
    for (const [token, waiter] of this.waiting) {
      if (waiter.deadline > now) continue;
      this.waiting.delete(token);
      waiter.reject(new Error('JetStream publish timed out'));
    }
  }

  close() {
    clearInterval(this.sweeper);
    for (const waiter of this.waiting.values()) waiter.reject(new Error('NATS connection closed'));
    this.waiting.clear();
  }
}

/** NATS answers that pass once the cluster has (re-)elected its leaders: no leader yet (503), no answer in time, no server up yet. */
export const isTransientJetStreamError = (error: unknown) => {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return code === '503' || code === 'TIMEOUT' || code === 'CONNECTION_REFUSED' || /temporarily unavailable|no responders|timeout/i.test(message ?? '');
};

/**
 * Asks JetStream again while it recovers. A replica that starts while a NATS node is down or
 * cut off used to exit on "JetStream system temporarily unavailable" (the chaos run saw it): the
 * leaders come back within seconds, so start-up waits for them, up to `timeoutMs`.
 */
export async function whileJetStreamRecovers<T>(work: () => Promise<T>, { timeoutMs = 60_000, delayMs = 250 } = {}): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (!isTransientJetStreamError(error) || Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.min(2_000, delayMs * 2 ** Math.min(attempt, 3))));
    }
  }
}

/** NATS_URL may list several servers of a cluster separated by commas: a client starting while one is down reaches another. */
export const natsServersOf = (url: string) =>
  url
    .split(',')
    .map((server) => server.trim())
    .filter(Boolean);

/**
 * The stream exists with `replicas` copies: created so, or an existing one with another count
 * updated to it (JetStream scales a stream's replicas in place). A server that cannot keep that
 * many (a single server asked for 3, a cluster smaller than the count) stops the start with a
 * message naming NATS_STREAM_REPLICAS rather than running on fewer copies than configured.
 */
export async function ensureStream(jsm: JetStreamManager, name: string, subjects: string[], replicas: number, clustered: boolean): Promise<void> {
  const refused = (error: unknown, what: string) =>
    new Error(
      `NATS_STREAM_REPLICAS=${replicas}: the NATS server could not ${what} stream ${name} with ${replicas} replica(s) ` +
        `(${(error as Error).message}); a single server keeps 1, a JetStream cluster at most as many as its nodes`,
    );
  const existing = await jsm.streams.info(name).catch(() => undefined);
  if (!existing) {
    try {
      await jsm.streams.add({ name, subjects, duplicate_window: 60 * 60 * 1e9, num_replicas: replicas });
      return;
    } catch (error) {
      // Another replica created it first: fall through to compare its replica count.
      const created = await jsm.streams.info(name).catch(() => undefined);
      if (!created) throw refused(error, 'create');
      return ensureStream(jsm, name, subjects, replicas, clustered);
    }
  }
  if ((existing.config.num_replicas || 1) === replicas) return;
  try {
    // NATS 2.9 accepts, and then reports, a count a single server cannot keep.
    if (replicas > 1 && !clustered) throw new Error('replicas > 1 not supported in non-clustered mode');
    await jsm.streams.update(name, { ...existing.config, num_replicas: replicas });
  } catch (error) {
    throw refused(error, `update (it has ${existing.config.num_replicas || 1})`);
  }
}

/** NATS JetStream: stream `streamName` holds `<prefix>.balcao.>`; consumers are durable pull consumers. */
export class NatsEventBus implements EventBus {
  readonly kind = 'nats' as const;
  private readonly publisher: JetStreamPublisher;
  private constructor(
    private readonly nc: NatsConnection,
    private readonly js: JetStreamClient,
    private readonly jsm: JetStreamManager,
    private readonly streamName: string,
    private readonly prefix: string,
    private readonly ackWaitMs: number,
  ) {
    this.publisher = new JetStreamPublisher(nc);
  }

  /** `ackWaitMs`: for consumers this bus creates (tests shorten it; existing consumers keep theirs). */
  static async connect(options: { url: string; streamName: string; subjectPrefix: string; name?: string; replicas?: number; ackWaitMs?: number }) {
    // noAsyncTraces: no Error (and stack capture) per request; at a thousand publishes a second it shows.
    // A server that accepts the connection but says nothing (stopped, cut off) times the attempt out: the next try may reach another.
    const nc = await whileJetStreamRecovers(() =>
      connect({ servers: natsServersOf(options.url), name: options.name, maxReconnectAttempts: -1, noAsyncTraces: true, timeout: 5_000 }),
    );
    const jsm = await whileJetStreamRecovers(() => nc.jetstreamManager());
    try {
      const subjects = [`${options.subjectPrefix ? `${options.subjectPrefix}.` : ''}balcao.>`];
      await whileJetStreamRecovers(() => ensureStream(jsm, options.streamName, subjects, options.replicas ?? 1, Boolean(nc.info?.cluster)));
    } catch (error) {
      await nc.close().catch(() => undefined);
      throw error;
    }
    return new NatsEventBus(nc, nc.jetstream(), jsm, options.streamName, options.subjectPrefix, options.ackWaitMs ?? ACK_WAIT_MS);
  }

  /** Every subject of this bus carries its prefix (test runs and deployments sharing one NATS stay apart). */
  private subject(name: string) {
    return this.prefix ? `${this.prefix}.${name}` : name;
  }

  publish(event: EventEnvelope) {
    return this.publisher.publish(this.subject(event.type), codec.encode(event), event.id);
  }

  async subscribe(options: SubscribeOptions): Promise<Subscription> {
    // NATS 2.9 allows one filter subject per consumer: one durable consumer per event type.
    const stops = await Promise.all(
      options.types.map((type) => this.consumeType(options.durable, type, options.handler, options.concurrency ?? 1)),
    );
    return { stop: async () => void (await Promise.all(stops.map((stop) => stop()))) };
  }

  private async consumeType(durable: string, type: string, handler: EventHandler, concurrency: number) {
    const name = `${durable}-${createHash('sha1').update(type).digest('hex').slice(0, 10)}`;
    const consumer = await whileJetStreamRecovers(async () => {
      const known = await this.jsm.consumers.info(this.streamName, name).then(
        () => true,
        (error) => {
          if (isTransientJetStreamError(error)) throw error;
          return false;
        },
      );
      if (!known) {
        await this.jsm.consumers
          .add(this.streamName, {
            durable_name: name,
            filter_subject: this.subject(type),
            ack_policy: AckPolicy.Explicit,
            deliver_policy: DeliverPolicy.All,
            ack_wait: this.ackWaitMs * 1e6,
            max_deliver: -1,
          })
          .catch((error) => {
            // Another replica added it first; anything else is asked again or reported.
            if (isTransientJetStreamError(error)) throw error;
          });
      }
      return this.js.consumers.get(this.streamName, name);
    });
    const messages = await consumer.consume({ max_messages: Math.max(100, concurrency * 2) });
    const inFlight = new Set<Promise<void>>();
    const handle = async (message: JsMsg) => {
      // A handler still running keeps its message (a send waiting out a device take-over may take
      // longer than ack_wait): no redelivery to another replica meanwhile. A dead one stops telling.
      const stillWorking = setInterval(() => message.working(), this.ackWaitMs / 3);
      try {
        await handler(codec.decode(message.data) as EventEnvelope);
        message.ack();
      } catch {
        message.nak(RETRY_DELAY_MS);
      } finally {
        clearInterval(stillWorking);
      }
    };
    void (async () => {
      for await (const message of messages) {
        const running = handle(message).finally(() => inFlight.delete(running));
        inFlight.add(running);
        if (inFlight.size >= concurrency) await Promise.race(inFlight);
      }
    })();
    return async () => {
      await messages.close();
    };
  }

  async broadcast(subject: string, data: unknown, options: { origin?: string } = {}) {
    const h = options.origin ? headers() : undefined;
    if (h) h.set(ORIGIN_HEADER, options.origin!);
    this.nc.publish(this.subject(`broadcast.${subject}`), codec.encode(data), { headers: h });
  }

  async onBroadcast(subject: string, handler: (data: unknown) => void, options: { exceptOrigin?: string } = {}): Promise<Subscription> {
    const sub = this.nc.subscribe(this.subject(`broadcast.${subject}`));
    void (async () => {
      for await (const message of sub) {
        // Told by the header, so a replica's own data is not even decoded.
        if (options.exceptOrigin && message.headers?.get(ORIGIN_HEADER) === options.exceptOrigin) continue;
        handler(codec.decode(message.data));
      }
    })();
    return { stop: async () => sub.unsubscribe() };
  }

  async request(subject: string, data: unknown, options: { timeoutMs?: number } = {}): Promise<unknown> {
    const reply = await this.nc.request(this.subject(`request.${subject}`), codec.encode(data), { timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS });
    return valueOfReply(codec.decode(reply.data) as ReplyEnvelope);
  }

  async serve(subject: string, handler: (data: unknown) => Promise<unknown>): Promise<Subscription> {
    // A queue group: one replica works each request. Without it every replica serving the subject
    // would act on it (a consultation reserved twice) and the first answer would win.
    const name = this.subject(`request.${subject}`);
    const sub = this.nc.subscribe(name, { queue: name });
    void (async () => {
      for await (const message of sub) {
        void replyEnvelopeOf(() => handler(codec.decode(message.data))).then((reply) => message.respond(codec.encode(reply)));
      }
    })();
    return { stop: async () => sub.unsubscribe() };
  }

  /** Test helper: how many messages the stream stored. */
  async storedCount() {
    const info = await this.jsm.streams.info(this.streamName);
    return info.state.messages;
  }

  async deleteStream() {
    await this.jsm.streams.delete(this.streamName).catch(() => undefined);
  }

  async ping() {
    await this.jsm.streams.info(this.streamName);
  }

  async close() {
    await this.nc.drain().catch(() => undefined);
    this.publisher.close();
  }
}
