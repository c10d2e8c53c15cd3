import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { accounts, invoices, sandboxCharges } from '../db/schema';

/**
 * One office's sandbox charges, newest first (the last 100): a charge belongs to the office of the
 * invoice it was issued for (its externalReference), so another office's charge is never found.
 */
export const officeCharges = (db: Executor, officeId: string, chargeId?: string) =>
  db
    .select({ charge: sandboxCharges, officeName: sql<string>`coalesce(${accounts.name}, '-')` })
    .from(sandboxCharges)
    .innerJoin(invoices, sql`${invoices.id}::text = ${sandboxCharges.externalReference}`)
    .leftJoin(accounts, eq(accounts.officeId, invoices.officeId))
    .where(and(eq(invoices.officeId, officeId), chargeId ? eq(sandboxCharges.id, chargeId) : undefined))
    .orderBy(desc(sandboxCharges.createdAt))
    .limit(100);

export async function isOfficeCharge(db: Executor, officeId: string, chargeId: string) {
  return (await officeCharges(db, officeId, chargeId)).length > 0;
}
