/**
 * What this process last read of a projection row (a user's workspaces, an office's access),
 * kept for a short while so a screen's requests do not each ask PostgreSQL again. Kept at most
 * `ttlMs`; `invalidate` (called when the projection's events change the row, on every replica
 * through a broadcast) drops the row and, for `ttlMs`, keeps it from being cached again, so a
 * read racing the projection's commit cannot put the old row back. A lost broadcast leaves a
 * row stale for `ttlMs` at most.
 */
export class SettledCache<T> {
  private readonly entries = new Map<string, { value: T; until: number }>();
  private readonly unsettled = new Map<string, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 50_000,
  ) {}

  get(key: string, now = Date.now()): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > now) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: T, now = Date.now()) {
    const unsettledUntil = this.unsettled.get(key);
    if (unsettledUntil !== undefined) {
      if (unsettledUntil > now) return;
      this.unsettled.delete(key);
    }
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, until: now + this.ttlMs });
  }

  invalidate(key: string, now = Date.now()) {
    this.entries.delete(key);
    this.unsettled.set(key, now + this.ttlMs);
    // Settled marks past their time are dropped as others come, so the map stays small.
    if (this.unsettled.size > 1_000) for (const [each, until] of this.unsettled) if (until <= now) this.unsettled.delete(each);
  }
}
