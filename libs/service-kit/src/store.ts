import { Redis } from 'ioredis';

/** Small key-value port: Redis in a cluster, memory in standalone (ARCHITECTURE §7). */
export interface KeyValueStore {
  readonly kind: 'redis' | 'memory';
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds?: number): Promise<void>;
  /** Sets only when absent; true when this call set it. */
  setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean>;
  del(key: string): Promise<void>;
  /** Reads and deletes in one step: of callers taking the same key at once, one gets the value. */
  take(key: string): Promise<string | null>;
  incr(key: string, ttlSeconds: number): Promise<number>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The ioredis client when backed by Redis (rate limiting shares it). */
  readonly redis?: Redis;
}

export class RedisStore implements KeyValueStore {
  readonly kind = 'redis' as const;
  constructor(readonly redis: Redis) {}

  /**
   * `warn` hears once per outage that Redis is unreachable. Without an error listener ioredis
   * prints "Unhandled error event" at every reconnection attempt; the commands meanwhile fail on
   * their own (a pt-BR 503 at the API).
   */
  static connect(url: string, keyPrefix: string, warn: (message: string) => void = (message) => console.warn(message)) {
    const redis = new Redis(url, { keyPrefix, lazyConnect: false, maxRetriesPerRequest: 3 });
    let reported = false;
    redis.on('error', (error: Error) => {
      if (reported) return;
      reported = true;
      warn(`Redis unavailable (${error.message}); reconnecting`);
    });
    redis.on('ready', () => {
      reported = false;
    });
    return new RedisStore(redis);
  }
  async get(key: string) {
    return this.redis.get(key);
  }
  async set(key: string, value: string, ttlSeconds?: number) {
    if (ttlSeconds) await this.redis.set(key, value, 'EX', ttlSeconds);
    else await this.redis.set(key, value);
  }
  async setIfAbsent(key: string, value: string, ttlSeconds: number) {
    return (await this.redis.set(key, value, 'EX', ttlSeconds, 'NX')) === 'OK';
  }
  async del(key: string) {
    await this.redis.del(key);
  }
  async take(key: string) {
    return this.redis.getdel(key);
  }
  async incr(key: string, ttlSeconds: number) {
    const [[, count]] = (await this.redis.multi().incr(key).expire(key, ttlSeconds, 'NX').exec()) as [[null, number]];
    return count;
  }
  async ping() {
    await this.redis.ping();
  }
  async close() {
    this.redis.disconnect();
  }
}

export class MemoryStore implements KeyValueStore {
  readonly kind = 'memory' as const;
  private readonly data = new Map<string, { value: string; expiresAt: number | null }>();

  private live(key: string) {
    const entry = this.data.get(key);
    if (entry && entry.expiresAt !== null && entry.expiresAt <= Date.now()) {
      this.data.delete(key);
      return undefined;
    }
    return entry;
  }
  async get(key: string) {
    return this.live(key)?.value ?? null;
  }
  async set(key: string, value: string, ttlSeconds?: number) {
    this.data.set(key, { value, expiresAt: ttlSeconds ? Date.now() + ttlSeconds * 1000 : null });
  }
  async setIfAbsent(key: string, value: string, ttlSeconds: number) {
    if (this.live(key)) return false;
    await this.set(key, value, ttlSeconds);
    return true;
  }
  async del(key: string) {
    this.data.delete(key);
  }
  async take(key: string) {
    const entry = this.live(key);
    this.data.delete(key);
    return entry?.value ?? null;
  }
  async incr(key: string, ttlSeconds: number) {
    const entry = this.live(key);
    const next = Number(entry?.value ?? 0) + 1;
    this.data.set(key, { value: String(next), expiresAt: entry?.expiresAt ?? Date.now() + ttlSeconds * 1000 });
    return next;
  }
  async ping() {}
  async close() {
    this.data.clear();
  }
}
