import { and, inArray, lte, sql } from 'drizzle-orm';
import { billingEvents } from '@balcao/contracts';
import { consumeEvents, type EventBus } from '@balcao/service-kit';
import type { AgentsDatabase, AgentsTx } from '../db/database';
import { handledEvents, officeCredits } from '../db/schema';

/** Keeps billing's last word on each office's credit balance (a late, older event changes nothing). */
export function startOfficeCredits(options: { bus: EventBus; db: AgentsDatabase }) {
  return consumeEvents({
    bus: options.bus,
    db: options.db,
    handledTable: handledEvents,
    consumer: 'agents-office-credits',
    events: [billingEvents.creditsChanged],
    handle: async (tx, event) => {
      const row = { officeId: event.officeId, available: event.payload.available, version: event.payload.version };
      await tx.insert(officeCredits).values(row).onConflictDoUpdate({ target: officeCredits.officeId, set: row, setWhere: sql`${officeCredits.version} < ${row.version}` });
    },
  });
}

/** Of these offices, those billing said have no credits left (one read for a whole claim of turns). */
export async function officesWithoutCredits(db: AgentsDatabase | AgentsTx, officeIds: string[]): Promise<Set<string>> {
  if (officeIds.length === 0) return new Set();
  const rows = await db
    .select({ officeId: officeCredits.officeId })
    .from(officeCredits)
    .where(and(inArray(officeCredits.officeId, officeIds), lte(officeCredits.available, 0)));
  return new Set(rows.map((row) => row.officeId));
}
