import { eq, sql } from 'drizzle-orm';
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

/** False only when billing said the office has no credits left. */
export async function hasCredits(db: AgentsDatabase | AgentsTx, officeId: string): Promise<boolean> {
  const [row] = await db.select({ available: officeCredits.available }).from(officeCredits).where(eq(officeCredits.officeId, officeId));
  return !row || row.available > 0;
}
