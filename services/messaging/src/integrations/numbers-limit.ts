import { and, count, eq, isNotNull, ne, or } from 'drizzle-orm';
import { assertWithinPlanLimit, planUsageOf } from '@balcao/service-kit';
import type { Executor, MessagingTx } from '../db/database';
import { integrations } from '../db/schema';

const SCHEMA = 'messaging';

/**
 * The office's WhatsApp numbers in use: devices connected or pairing (a QR code issued and not
 * withdrawn). A disconnected device frees its number, so an office may replace a device.
 */
export async function numbersInUse(db: Executor, officeId: string, except?: string) {
  const inUse = or(ne(integrations.status, 'disconnected'), isNotNull(integrations.qrCodeIssuedAt));
  const [row] = await db
    .select({ n: count() })
    .from(integrations)
    .where(and(eq(integrations.officeId, officeId), inUse, except ? ne(integrations.id, except) : undefined));
  return row?.n ?? 0;
}

/** Refuses (403, PLAN_LIMIT_REACHED) a device to create or pair beyond the plan's numbers; call in the transaction that claims it. */
export const assertNumberAvailable = (tx: MessagingTx, officeId: string, deviceId?: string) =>
  assertWithinPlanLimit(tx, { schemaName: SCHEMA, officeId, key: 'numbers', countExisting: () => numbersInUse(tx, officeId, deviceId) });

export const numbersUsage = async (db: Executor, officeId: string) => planUsageOf(db, { schemaName: SCHEMA, officeId, key: 'numbers', used: await numbersInUse(db, officeId) });
