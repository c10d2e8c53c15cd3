import type { EventEnvelope } from '@balcao/contracts';
import type { EventBus, EventHandler, Subscription } from './bus';
import { InProcessReplies, RETRY_DELAY_MS } from './bus';

interface BroadcastListener {
  handler: (data: unknown) => void;
  exceptOrigin: string | undefined;
}

interface Durable {
  types: Set<string>;
  cursor: number;
  handler: EventHandler | null;
  running: boolean;
}

/**
 * In-process bus with the same contract as the NATS one: publishes de-duplicated by id,
 * durable cursors per subscriber, redelivery after a failed handler.
 */
export class MemoryEventBus implements EventBus {
  readonly kind = 'memory' as const;
  private readonly log: EventEnvelope[] = [];
  private readonly seen = new Set<string>();
  private readonly durables = new Map<string, Durable>();
  private readonly listeners = new Map<string, Set<BroadcastListener>>();
  private closed = false;

  async publish(event: EventEnvelope) {
    if (this.seen.has(event.id)) return;
    this.seen.add(event.id);
    this.log.push(event);
    for (const durable of this.durables.values()) this.drain(durable);
  }

  async subscribe(options: { durable: string; types: string[]; handler: EventHandler }): Promise<Subscription> {
    let durable = this.durables.get(options.durable);
    if (!durable) {
      durable = { types: new Set(options.types), cursor: 0, handler: null, running: false };
      this.durables.set(options.durable, durable);
    }
    durable.handler = options.handler;
    durable.types = new Set(options.types);
    this.drain(durable);
    const current = durable;
    return { stop: async () => void (current.handler = null) };
  }

  async broadcast(subject: string, data: unknown, options: { origin?: string } = {}) {
    for (const listener of this.listeners.get(subject) ?? []) if (!options.origin || listener.exceptOrigin !== options.origin) listener.handler(data);
  }

  async onBroadcast(subject: string, handler: (data: unknown) => void, options: { exceptOrigin?: string } = {}): Promise<Subscription> {
    const set = this.listeners.get(subject) ?? new Set();
    const listener = { handler, exceptOrigin: options.exceptOrigin };
    set.add(listener);
    this.listeners.set(subject, set);
    return { stop: async () => void set.delete(listener) };
  }

  private readonly replies = new InProcessReplies();

  request(subject: string, data: unknown): Promise<unknown> {
    return this.replies.request(subject, data);
  }

  serve(subject: string, handler: (data: unknown) => Promise<unknown>): Promise<Subscription> {
    return this.replies.serve(subject, handler);
  }

  async ping() {
    if (this.closed) throw new Error('the memory bus is closed');
  }

  async close() {
    this.closed = true;
    for (const durable of this.durables.values()) durable.handler = null;
  }

  private drain(durable: Durable) {
    if (durable.running || !durable.handler || this.closed) return;
    durable.running = true;
    queueMicrotask(async () => {
      try {
        while (durable.handler && !this.closed && durable.cursor < this.log.length) {
          const event = this.log[durable.cursor];
          if (durable.types.has(event.type)) {
            try {
              await durable.handler(event);
            } catch {
              // Not acknowledged: deliver the same event again after a pause.
              setTimeout(() => this.drain(durable), RETRY_DELAY_MS).unref?.();
              return;
            }
          }
          durable.cursor += 1;
        }
      } finally {
        durable.running = false;
      }
    });
  }
}
