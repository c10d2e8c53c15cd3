import type { EventEnvelope } from '@balcao/contracts';

export type EventHandler = (event: EventEnvelope) => Promise<void>;

export interface SubscribeOptions {
  durable: string;
  types: string[];
  handler: EventHandler;
  /**
   * Handler calls in flight at once (JetStream). The default, 1, handles a type's events in
   * order; more lets a batching handler gather events while earlier ones are still running.
   */
  concurrency?: number;
}

export interface Subscription {
  stop(): Promise<void>;
}

/**
 * At-least-once delivery of domain events. `publish` is de-duplicated on `event.id`
 * (JetStream's Nats-Msg-Id); a durable subscription resumes where it stopped and
 * redelivers whatever its handler did not finish.
 */
export interface EventBus {
  readonly kind: 'nats' | 'database' | 'memory';
  publish(event: EventEnvelope): Promise<void>;
  subscribe(options: SubscribeOptions): Promise<Subscription>;
  /**
   * Fan-out to every replica, no durability: realtime pushes (ARCHITECTURE §5). A replica that
   * handles its own data at once names itself as `origin`, and listens with `exceptOrigin`, so
   * it is not handed its own data back.
   */
  broadcast?(subject: string, data: unknown, options?: { origin?: string }): Promise<void>;
  onBroadcast?(subject: string, handler: (data: unknown) => void, options?: { exceptOrigin?: string }): Promise<Subscription>;
  /**
   * Request/reply to whichever replica serves `subject` (no durability): a replica asking the
   * one that holds a resource to act on it. The answer's error, if any, is rethrown here with
   * its name and message.
   */
  request?(subject: string, data: unknown, options?: { timeoutMs?: number }): Promise<unknown>;
  serve?(subject: string, handler: (data: unknown) => Promise<unknown>): Promise<Subscription>;
  /** Resolves once the bus answers (readiness): the stream is reachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const RETRY_DELAY_MS = 500;
export const REQUEST_TIMEOUT_MS = 30_000;

/** How a served request's outcome travels back: its value, or its error's name and message. */
export type ReplyEnvelope = { ok: true; value: unknown } | { ok: false; name: string; message: string };

export async function replyEnvelopeOf(work: () => Promise<unknown>): Promise<ReplyEnvelope> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    const { name, message } = error instanceof Error ? error : new Error(String(error));
    return { ok: false, name, message };
  }
}

export function valueOfReply(reply: ReplyEnvelope): unknown {
  if (reply.ok) return reply.value;
  throw Object.assign(new Error(reply.message), { name: reply.name });
}

/** Request/reply inside one process (memory and database buses: a single replica). */
export class InProcessReplies {
  private readonly handlers = new Map<string, (data: unknown) => Promise<unknown>>();

  async request(subject: string, data: unknown): Promise<unknown> {
    const handler = this.handlers.get(subject);
    if (!handler) throw Object.assign(new Error(`no replica serves ${subject}`), { name: 'NoResponders' });
    // Through JSON, as over the wire: the handler never shares objects with the caller.
    return valueOfReply(await replyEnvelopeOf(() => handler(JSON.parse(JSON.stringify(data)))));
  }

  async serve(subject: string, handler: (data: unknown) => Promise<unknown>): Promise<Subscription> {
    this.handlers.set(subject, handler);
    return { stop: async () => void this.handlers.delete(subject) };
  }
}
