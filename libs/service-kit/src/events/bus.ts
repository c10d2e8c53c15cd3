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
  /** Fan-out to every replica, no durability: realtime pushes (ARCHITECTURE §5). */
  broadcast?(subject: string, data: unknown): Promise<void>;
  onBroadcast?(subject: string, handler: (data: unknown) => void): Promise<Subscription>;
  close(): Promise<void>;
}

export const RETRY_DELAY_MS = 500;
