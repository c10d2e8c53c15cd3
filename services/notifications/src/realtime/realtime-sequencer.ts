import type { RealtimeEvent } from './realtime-event';

export interface SequencerSource {
  lastSeq(): Promise<number>;
  loadFrom(seq: number, limit: number): Promise<RealtimeEvent[]>;
}

export interface SequencerOptions {
  /** How often the store is read for frames whose broadcast never came (a replica crashed). */
  pollMs: number;
  /** How often it is read while a lower seq is missing. */
  gapPollMs: number;
  /** How long a missing seq is waited for before it is taken as rolled back. */
  gapTimeoutMs: number;
}

const LOAD_LIMIT = 1000;
const MAX_REMEMBERED_SKIPS = 10_000;

/**
 * Puts one replica's frames in seq order before they reach its sockets, so a socket's last
 * cursor means "everything before it was sent" and `resume` can start right there.
 *
 * Frames arrive by broadcast, and frames of concurrent transactions can arrive out of order.
 * A frame waits while a lower seq is missing; the store is read to fill the gap (and, now and
 * then, to pick up frames whose broadcast was lost). A seq still missing after `gapTimeoutMs`
 * belonged to a transaction that rolled back and is skipped; should it show up after all, it
 * is still delivered, late.
 */
export class RealtimeSequencer {
  private next = 0;
  private started = false;
  private readonly held = new Map<number, RealtimeEvent>();
  private readonly skipped = new Set<number>();
  private gapSince: number | null = null;
  private timer: NodeJS.Timeout | null = null;
  private dueAt = Infinity;
  private stopped = false;
  private polling = false;

  constructor(
    private readonly source: SequencerSource,
    private readonly deliver: (event: RealtimeEvent) => void,
    private readonly onError: (error: unknown) => void,
    private readonly options: SequencerOptions,
  ) {}

  async start() {
    this.next = (await this.source.lastSeq()) + 1;
    this.started = true;
    for (const seq of this.held.keys()) if (seq < this.next) this.held.delete(seq);
    this.drain();
    this.schedule(this.options.pollMs);
  }

  stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }

  /** Every frame below this seq has been delivered (or skipped as rolled back). */
  get position() {
    return this.next;
  }

  receive(event: RealtimeEvent) {
    if (this.started && event.seq < this.next) {
      if (this.skipped.delete(event.seq)) this.deliver(event);
      return;
    }
    this.held.set(event.seq, event);
    if (this.started) this.drain();
  }

  private drain() {
    const from = this.next;
    while (this.held.has(this.next)) {
      const event = this.held.get(this.next)!;
      this.held.delete(this.next);
      this.next += 1;
      this.deliver(event);
    }
    if (this.held.size === 0) {
      this.gapSince = null;
      return;
    }
    // A new gap starts its own wait.
    if (this.gapSince === null || this.next !== from) this.gapSince = Date.now();
    this.schedule(this.options.gapPollMs);
  }

  private schedule(delayMs: number) {
    if (this.stopped) return;
    const dueAt = Date.now() + delayMs;
    if (this.timer && dueAt >= this.dueAt) return;
    if (this.timer) clearTimeout(this.timer);
    this.dueAt = dueAt;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.dueAt = Infinity;
      void this.poll();
    }, delayMs);
    this.timer.unref?.();
  }

  private async poll() {
    if (this.polling || this.stopped) return;
    this.polling = true;
    try {
      let loaded: RealtimeEvent[];
      do {
        loaded = await this.source.loadFrom(this.next, LOAD_LIMIT);
        for (const event of loaded) if (event.seq >= this.next && !this.held.has(event.seq)) this.held.set(event.seq, event);
        this.drain();
        this.skipExpiredGap();
      } while (loaded.length === LOAD_LIMIT && !this.stopped);
    } catch (error) {
      this.onError(error);
    } finally {
      this.polling = false;
      this.schedule(this.held.size ? this.options.gapPollMs : this.options.pollMs);
    }
  }

  private skipExpiredGap() {
    if (this.gapSince === null || Date.now() - this.gapSince < this.options.gapTimeoutMs) return;
    let firstHeld = Infinity;
    for (const seq of this.held.keys()) firstHeld = Math.min(firstHeld, seq);
    for (let seq = this.next; seq < Math.min(firstHeld, this.next + MAX_REMEMBERED_SKIPS); seq += 1) this.skipped.add(seq);
    for (const seq of this.skipped) {
      if (this.skipped.size <= MAX_REMEMBERED_SKIPS) break;
      this.skipped.delete(seq);
    }
    this.next = firstHeld;
    this.gapSince = null;
    this.drain();
  }
}
