import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { KeyValueStore } from '@balcao/service-kit';

/** How long a lease lives unless renewed, and how often its holder renews it (and looks for orphans). */
export const LEASE_TTL_SECONDS = 30;
export const LEASE_RENEW_MS = 10_000;
/**
 * The longest a device goes undriven when its holder dies: the lease runs out (at most a TTL
 * after the last renewal) and another replica's next round takes it (at most a renewal later).
 */
export const TAKEOVER_WITHIN_MS = LEASE_TTL_SECONDS * 1000 + LEASE_RENEW_MS;

/**
 * This process's name in the leases: host, pid and a random suffix. The chaos run finds the
 * process holding a device by the pid in it, so keep this shape.
 */
export const PROCESS_REPLICA_ID = `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;

// Compare-and-act scripts: only the replica named in the lease may extend or drop it.
const RENEW_SCRIPT = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('expire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE_SCRIPT = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/** Requests another replica honours on its next renewal: give the device up (after unlinking it). */
export type LeaseRequest = 'pair' | 'logout';

/**
 * Who drives a WhatsApp device: one replica at a time, by a lease in the shared store
 * (`wa-lease:<integrationId>` = replica id, TTL renewed well before it runs out). Baileys opens a
 * device's socket only on its holder, and the simulator channel sends and hands over the phone's
 * messages only there, so two replicas never drive one linked device.
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
