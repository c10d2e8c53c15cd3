import type { KeyValueStore } from '@balcao/service-kit';

// Compare-and-act scripts: only the replica named in the lease may extend or drop it.
const RENEW_SCRIPT = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('expire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE_SCRIPT = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/** Requests another replica honours on its next renewal: give the device up (after unlinking it). */
export type LeaseRequest = 'pair' | 'logout';

/**
 * Who owns a WhatsApp device session: one replica at a time, by a lease in the shared store
 * (`wa-lease:<integrationId>` = replica id, TTL renewed well before it runs out). A socket is
 * only ever opened by the holder, so two replicas never fight over one linked device.
 */
export class DeviceLeases {
  constructor(
    private readonly store: KeyValueStore,
    readonly replicaId: string,
    private readonly ttlSeconds: number,
  ) {}

  private leaseKey = (integrationId: string) => `wa-lease:${integrationId}`;
  private requestKey = (integrationId: string) => `wa-lease-request:${integrationId}`;

  /** Takes the lease when free; true also when this replica already holds it. */
  async acquire(integrationId: string): Promise<boolean> {
    if (await this.store.setIfAbsent(this.leaseKey(integrationId), this.replicaId, this.ttlSeconds)) return true;
    return this.renew(integrationId);
  }

  /** Extends the lease if this replica still holds it; false means it was lost. */
  async renew(integrationId: string): Promise<boolean> {
    const key = this.leaseKey(integrationId);
    if (this.store.redis) return Number(await this.store.redis.eval(RENEW_SCRIPT, 1, key, this.replicaId, this.ttlSeconds)) === 1;
    // The memory store lives in this one process: nobody else can interleave.
    if ((await this.store.get(key)) !== this.replicaId) return false;
    await this.store.set(key, this.replicaId, this.ttlSeconds);
    return true;
  }

  async release(integrationId: string): Promise<void> {
    const key = this.leaseKey(integrationId);
    if (this.store.redis) {
      await this.store.redis.eval(RELEASE_SCRIPT, 1, key, this.replicaId);
      return;
    }
    if ((await this.store.get(key)) === this.replicaId) await this.store.del(key);
  }

  holder(integrationId: string): Promise<string | null> {
    return this.store.get(this.leaseKey(integrationId));
  }

  /** Asks the current holder to hand the device over (it checks on each renewal). */
  async request(integrationId: string, request: LeaseRequest): Promise<void> {
    await this.store.set(this.requestKey(integrationId), `${request}:${this.replicaId}`, this.ttlSeconds);
  }

  /** A pending request for this device made by ANOTHER replica, if any. */
  async pendingRequest(integrationId: string): Promise<LeaseRequest | null> {
    const value = await this.store.get(this.requestKey(integrationId));
    if (!value) return null;
    const [request, ...by] = value.split(':');
    return by.join(':') === this.replicaId ? null : (request as LeaseRequest);
  }

  async clearRequest(integrationId: string): Promise<void> {
    await this.store.del(this.requestKey(integrationId));
  }
}
