import { sql } from 'drizzle-orm';
import type { BillingDatabase, Executor } from '../db/database';
import { sandboxOfficeClocks } from '../db/schema';

/** The billing clock port: what "now" is for an office's trial, periods and due dates. */
export interface BillingClock {
  /** Now for this office (the platform's now without one); `executor` reads inside a running transaction. */
  now(officeId?: string, executor?: Executor): Promise<Date>;
  /** Offices whose clock runs apart from the platform's, each with its now: the period job runs them on their own. */
  officesApart(): Promise<Array<{ officeId: string; now: Date }>>;
}

export const systemClock: BillingClock = { now: async () => new Date(), officesApart: async () => [] };

/**
 * The sandbox's clock: the real time plus an offset per office, kept in the database (shared by
 * replicas, kept across restarts). Moving one office's clock never moves another's.
 */
export class SandboxClock implements BillingClock {
  constructor(private readonly db: BillingDatabase) {}

  async offsetMs(officeId: string, executor: Executor = this.db): Promise<number> {
    const [row] = await executor.select({ offsetMs: sandboxOfficeClocks.offsetMs }).from(sandboxOfficeClocks).where(sql`${sandboxOfficeClocks.officeId} = ${officeId}`);
    return row?.offsetMs ?? 0;
  }

  async now(officeId?: string, executor?: Executor) {
    return new Date(Date.now() + (officeId ? await this.offsetMs(officeId, executor) : 0));
  }

  async officesApart() {
    const rows = await this.db.select().from(sandboxOfficeClocks).where(sql`${sandboxOfficeClocks.offsetMs} <> 0`);
    const base = Date.now();
    return rows.map((row) => ({ officeId: row.officeId, now: new Date(base + row.offsetMs) }));
  }

  async advance(officeId: string, ms: number) {
    await this.db
      .insert(sandboxOfficeClocks)
      .values({ officeId, offsetMs: ms })
      .onConflictDoUpdate({ target: sandboxOfficeClocks.officeId, set: { offsetMs: sql`${sandboxOfficeClocks.offsetMs} + ${ms}` } });
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
const saoPauloDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });
/** The calendar day in Brazil ('YYYY-MM-DD'), as Asaas reads due dates: a charge made at 22:00 in São Paulo is due that day, not the next. */
export const isoDate = (date: Date) => saoPauloDate.format(date);
