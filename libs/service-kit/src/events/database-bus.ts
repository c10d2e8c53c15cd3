import { EventEmitter } from 'node:events';
import type { EventEnvelope } from '@balcao/contracts';
import { createPool, endPool, type DatabaseConnection } from '../database';
import type { EventBus, EventHandler, Subscription } from './bus';
import { InProcessReplies, RETRY_DELAY_MS } from './bus';

type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

const DDL = `
  create schema if not exists bus;
  create table if not exists bus.events (
    seq bigserial primary key,
    id uuid not null unique,
    type text not null,
    envelope jsonb not null,
    created_at timestamptz not null default now()
  );
  create index if not exists events_type_seq_idx on bus.events (type, seq);
  create table if not exists bus.cursors (
    durable text primary key,
    position bigint not null default 0
  );
`;

/**
 * The event bus of a single process without NATS (standalone): events are kept in the database,
 * so a restart, or a service added later, still receives everything from its last cursor, with
 * the same at-least-once contract as JetStream (publishes de-duplicated by id, durable cursors,
 * redelivery after a failed handler).
 */
export class DatabaseEventBus implements EventBus {
  readonly kind = 'database' as const;
  private readonly wakeups = new EventEmitter().setMaxListeners(0);
  private readonly broadcasts = new EventEmitter().setMaxListeners(0);
  private closed = false;

  private constructor(private readonly query: Query, private readonly end: () => Promise<void>) {}

  static async open(connection: DatabaseConnection) {
    const pool = createPool(connection, { name: 'bus', max: 4 });
    await pool.query(DDL);
    return new DatabaseEventBus((text, params) => pool.query(text, params), () => endPool(connection, pool));
  }

  async publish(event: EventEnvelope) {
    await this.query('insert into bus.events (id, type, envelope) values ($1, $2, $3) on conflict (id) do nothing', [event.id, event.type, JSON.stringify(event)]);
    this.wakeups.emit('published');
  }

  async subscribe(options: { durable: string; types: string[]; handler: EventHandler }): Promise<Subscription> {
    await this.query('insert into bus.cursors (durable) values ($1) on conflict do nothing', [options.durable]);
    let active = true;
    let running = false;
    let again = false;
    const drain = async () => {
      if (running) {
        again = true;
        return;
      }
      running = true;
      try {
        do {
          again = false;
          await this.deliverPending(options, () => active && !this.closed);
        } while (again && active && !this.closed);
      } catch {
        // The handler failed: the cursor stays before the event, which is delivered again.
        setTimeout(() => void drain(), RETRY_DELAY_MS).unref?.();
      } finally {
        running = false;
      }
    };
    const onPublished = () => void drain();
    this.wakeups.on('published', onPublished);
    const poll = setInterval(onPublished, 1000);
    poll.unref?.();
    void drain();
    return {
      stop: async () => {
        active = false;
        clearInterval(poll);
        this.wakeups.off('published', onPublished);
      },
    };
  }

  private async deliverPending(options: { durable: string; types: string[]; handler: EventHandler }, stillActive: () => boolean) {
    for (;;) {
      const [{ position }] = (await this.query('select position from bus.cursors where durable = $1', [options.durable])).rows as { position: string }[];
      const { rows } = await this.query('select seq, envelope from bus.events where seq > $1 and type = any($2::text[]) order by seq limit 200', [position, options.types]);
      if (rows.length === 0) return;
      for (const row of rows) {
        if (!stillActive()) return;
        const envelope = (typeof row.envelope === 'string' ? JSON.parse(row.envelope) : row.envelope) as EventEnvelope;
        await options.handler(envelope);
        await this.query('update bus.cursors set position = $2 where durable = $1', [options.durable, row.seq]);
      }
    }
  }

  async broadcast(subject: string, data: unknown, options: { origin?: string } = {}) {
    this.broadcasts.emit(subject, data, options.origin);
  }

  async onBroadcast(subject: string, handler: (data: unknown) => void, options: { exceptOrigin?: string } = {}): Promise<Subscription> {
    const listener = (data: unknown, origin: string | undefined) => {
      if (!origin || origin !== options.exceptOrigin) handler(data);
    };
    this.broadcasts.on(subject, listener);
    return { stop: async () => void this.broadcasts.off(subject, listener) };
  }

  private readonly replies = new InProcessReplies();

  request(subject: string, data: unknown): Promise<unknown> {
    return this.replies.request(subject, data);
  }

  serve(subject: string, handler: (data: unknown) => Promise<unknown>): Promise<Subscription> {
    return this.replies.serve(subject, handler);
  }

  async ping() {
    await this.query('select 1 from bus.cursors limit 1');
  }

  async close() {
    this.closed = true;
    await this.end();
  }
}
