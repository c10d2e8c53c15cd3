import { sql } from 'drizzle-orm';
import type { BillingDatabase } from '../db/database';
import { sandboxClock } from '../db/schema';

/** The billing clock port: what "now" is for trials, periods and due dates. */
export interface BillingClock {
  now(): Promise<Date>;
}

export const systemClock: BillingClock = { now: async () => new Date() };

/** The sandbox's clock: the real time plus an offset kept in the database (shared by replicas, kept across restarts). */
export class SandboxClock implements BillingClock {
  constructor(private readonly db: BillingDatabase) {}

  async offsetMs(): Promise<number> {
    const [row] = await this.db.select({ offsetMs: sandboxClock.offsetMs }).from(sandboxClock).limit(1);
    return row?.offsetMs ?? 0;
  }

  async now() {
    return new Date(Date.now() + (await this.offsetMs()));
  }

  async advance(ms: number) {
    await this.db
      .insert(sandboxClock)
      .values({ id: 1, offsetMs: ms })
      .onConflictDoUpdate({ target: sandboxClock.id, set: { offsetMs: sql`${sandboxClock.offsetMs} + ${ms}` } });
  }
}

export const DAY_MS = 24 * 60 * 60 * 1000;
export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
/** Calendar months, keeping the day where the month has it (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: Date, months: number) {
  const result = new Date(date);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);
