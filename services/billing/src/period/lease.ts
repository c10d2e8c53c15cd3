import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { BillingDatabase } from '../db/database';

/**
 * A lease row per job: a replica runs the job only while it holds the lease, taken when free or
 * expired (one UPDATE … WHERE, so two replicas never both win), and released when done.
 */
export class JobLease {
  readonly holder = randomUUID();

  constructor(
    private readonly db: BillingDatabase,
    private readonly name: string,
    private readonly ttlMs: number,
  ) {}

  async acquire(): Promise<boolean> {
    const { rows } = (await this.db.execute(sql`
      insert into billing.job_leases (name, holder, lease_until)
      values (${this.name}, ${this.holder}, now() + ${`${this.ttlMs} milliseconds`}::interval)
      on conflict (name) do update set holder = excluded.holder, lease_until = excluded.lease_until
        where billing.job_leases.lease_until < now() or billing.job_leases.holder = ${this.holder}
      returning holder`)) as unknown as { rows: { holder: string }[] };
    return rows.length > 0;
  }

  async release() {
    await this.db.execute(sql`update billing.job_leases set lease_until = now() where name = ${this.name} and holder = ${this.holder}`);
  }
}
