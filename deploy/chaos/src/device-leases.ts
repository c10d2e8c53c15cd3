import { Redis } from 'ioredis';
import pg from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';

/** Messaging's WhatsApp device leases: `wa-lease:<integrationId>` = `<hostname>-<pid>-<random8>` of the replica driving it. */
export const LEASE_PATTERN = 'wa-lease:*';

/** Who held each device from this moment (integration id → holder), as one poll saw it. */
export interface LeaseSnapshot {
  at: number;
  holders: Map<string, string>;
}

/** The holder's process id (its hostname may hold dashes, its random part does not). */
export const pidOfHolder = (holder: string) => {
  const match = /-(\d+)-[^-]+$/.exec(holder);
  return match ? Number(match[1]) : null;
};

const sameHolders = (a: Map<string, string>, b: Map<string, string>) => a.size === b.size && [...a].every(([device, holder]) => b.get(device) === holder);

/**
 * Reads the run's Redis every `everyMs` for the device leases and keeps each change of holders.
 * A poll that fails (Redis restarting) is skipped: the next one sees what changed.
 */
export class DeviceLeaseWatcher {
  readonly snapshots: LeaseSnapshot[] = [];
  private running = false;
  private loop: Promise<void> | null = null;
  private readonly stopping = new AbortController();
  private readonly redis: Redis;

  constructor(
    redisUrl: string,
    private readonly pattern = LEASE_PATTERN,
    private readonly everyMs = 500,
  ) {
    this.redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true });
    // Redis restarts during the run: the poll sees the failure, the client reconnects.
    this.redis.on('error', () => undefined);
  }

  /** Whether a lease was ever seen. */
  get seen() {
    return this.snapshots.some((snapshot) => snapshot.holders.size > 0);
  }

  async start() {
    await this.redis.connect();
    this.running = true;
    this.loop = (async () => {
      while (this.running) {
        await Promise.all([this.poll().catch(() => undefined), sleep(this.everyMs, undefined, { signal: this.stopping.signal }).catch(() => undefined)]);
      }
    })();
  }

  async poll() {
    const at = Date.now();
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, found] = await this.redis.scan(cursor, 'MATCH', this.pattern, 'COUNT', 500);
      cursor = next;
      keys.push(...found);
    } while (cursor !== '0');
    const values = keys.length > 0 ? await this.redis.mget(...keys) : [];
    const prefix = this.pattern.replace(/\*$/, '');
    const holders = new Map<string, string>();
    keys.forEach((key, index) => {
      const value = values[index];
      if (value) holders.set(key.slice(prefix.length), value);
    });
    const last = this.snapshots.at(-1);
    if (!last || !sameHolders(last.holders, holders)) this.snapshots.push({ at, holders });
  }

  async stop() {
    this.running = false;
    this.stopping.abort();
    await this.loop;
    this.redis.disconnect();
  }
}

export interface TakeOvers {
  /** Kills of a replica that held at least one device. */
  kills: number;
  /** Devices whose holder was killed (one per device and kill). */
  devices: number;
  /** Per device: ms from the kill until another process held its lease. */
  lease: number[];
  /** Per device: ms from the kill until the first office message on its phone. */
  delivery: number[];
  neverTaken: number;
  neverDelivered: number;
}

/**
 * Per kill -9 of a replica and per device it held at the last poll before: how long until another
 * process held the device's lease (a poll's resolution), and until the office's first message
 * reached that device's phone (`firstDeliveryAfter`, the phone's own record).
 */
export async function takeOverTimes(
  kills: Array<{ at: number; pid: number }>,
  snapshots: LeaseSnapshot[],
  firstDeliveryAfter: (integrationId: string, at: number) => Promise<number | null>,
): Promise<TakeOvers> {
  const result: TakeOvers = { kills: 0, devices: 0, lease: [], delivery: [], neverTaken: 0, neverDelivered: 0 };
  for (const kill of kills) {
    const before = snapshots.filter((snapshot) => snapshot.at < kill.at).at(-1);
    const held = [...(before?.holders ?? new Map<string, string>())].filter(([, holder]) => pidOfHolder(holder) === kill.pid).map(([device]) => device);
    if (held.length === 0) continue;
    result.kills += 1;
    for (const device of held) {
      result.devices += 1;
      const taken = snapshots.find((snapshot) => {
        const holder = snapshot.at >= kill.at ? snapshot.holders.get(device) : undefined;
        return holder !== undefined && pidOfHolder(holder) !== kill.pid;
      });
      if (taken) result.lease.push(taken.at - kill.at);
      else result.neverTaken += 1;
      const delivered = await firstDeliveryAfter(device, kill.at);
      if (delivered !== null) result.delivery.push(delivered - kill.at);
      else result.neverDelivered += 1;
    }
  }
  return result;
}

/** The first office message on a device's phone after a moment (the simulator's record of the phone's chat). */
export function firstDeliveryFrom(databaseUrl: string) {
  return async (integrationId: string, at: number) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ first: Date | null }>(
        `select min(created_at) as first from messaging.simulator_messages where integration_id = $1 and sender = 'office' and created_at > $2`,
        [integrationId, new Date(at)],
      );
      return rows[0]?.first ? rows[0].first.getTime() : null;
    } finally {
      await client.end();
    }
  };
}
