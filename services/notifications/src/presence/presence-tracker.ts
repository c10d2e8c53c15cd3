import { markManyOnline, markOffline, markOnline, type KeyValueStore } from '@balcao/service-kit';

/** Heartbeats refresh presence every 20 s; a replica gone silent drops out after 60 s. */
export const PRESENCE_TTL_SECONDS = 60;

/**
 * Counts this replica's open sockets per user and keeps presence in the store: online from the
 * first socket, offline when the last one closes (other replicas hold their own entries).
 */
export class PresenceTracker {
  private readonly local = new Map<string, { officeId: string; userId: string; sockets: number }>();

  constructor(
    private readonly store: KeyValueStore,
    /** This replica, so its entries never overwrite another's. */
    private readonly holder: string,
    private readonly onError: (error: unknown) => void,
  ) {}

  add(officeId: string, userId: string) {
    const key = `${officeId}|${userId}`;
    const entry = this.local.get(key) ?? { officeId, userId, sockets: 0 };
    entry.sockets += 1;
    this.local.set(key, entry);
    if (entry.sockets === 1) this.run(markOnline(this.store, officeId, userId, PRESENCE_TTL_SECONDS, this.holder));
  }

  remove(officeId: string, userId: string) {
    const key = `${officeId}|${userId}`;
    const entry = this.local.get(key);
    if (!entry) return;
    entry.sockets -= 1;
    if (entry.sockets > 0) return;
    this.local.delete(key);
    this.run(markOffline(this.store, officeId, userId, this.holder));
  }

  /** The heartbeat: these users, if they still have a socket here, stay online for another TTL. */
  refresh(users: Iterable<{ officeId: string; userId: string }>) {
    const still = [...users].filter(({ officeId, userId }) => this.local.has(`${officeId}|${userId}`));
    if (still.length > 0) this.run(markManyOnline(this.store, still, PRESENCE_TTL_SECONDS, this.holder));
  }

  /** On shutdown: this replica's users are no longer online through it. */
  async clear() {
    const entries = [...this.local.values()];
    this.local.clear();
    await Promise.all(entries.map(({ officeId, userId }) => markOffline(this.store, officeId, userId, this.holder).catch(this.onError)));
  }

  private run(work: Promise<void>) {
    work.catch(this.onError);
  }
}
