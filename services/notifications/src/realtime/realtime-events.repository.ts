import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, max, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { insertJsonRows } from '@balcao/service-kit';
import type { Executor, NotificationsDatabase } from '../db/database';
import { handledEvents, realtimeEvents, type RealtimeEventRow } from '../db/schema';
import type { RealtimeEvent, RealtimeEventInput, SocketAudience } from './realtime-event';

const toEvent = (row: RealtimeEventRow): RealtimeEvent => ({
  seq: row.seq,
  officeId: row.officeId,
  inboxId: row.inboxId,
  conversationId: row.conversationId,
  userId: row.userId,
  event: row.event as RealtimeEvent['event'],
  data: row.data as Record<string, unknown>,
});

/** Stores frames; call it last in a transaction, so a seq is taken as close to the commit as possible. */
export async function insertRealtimeEvents(db: Executor, inputs: RealtimeEventInput[]): Promise<RealtimeEvent[]> {
  if (inputs.length === 0) return [];
  const { rows } = await insertJsonRows<{ seq: string }>(db, realtimeEvents, inputs as unknown as Record<string, unknown>[], { returning: 'returning seq' });
  // The seqs are drawn in the order the rows are inserted, which is the order given.
  const seqs = rows.map((row) => Number(row.seq)).sort((a, b) => a - b);
  return inputs.map((input, index) => ({ ...input, seq: seqs[index] }));
}

export async function lastRealtimeSeq(db: NotificationsDatabase): Promise<number> {
  const [row] = await db.select({ seq: max(realtimeEvents.seq) }).from(realtimeEvents);
  return Number(row?.seq ?? 0);
}

/** Every stored frame from `fromSeq` on, in order (a replica catching up). */
export async function loadRealtimeEventsFrom(db: NotificationsDatabase, fromSeq: number, limit: number): Promise<RealtimeEvent[]> {
  const rows = await db.select().from(realtimeEvents).where(gte(realtimeEvents.seq, fromSeq)).orderBy(asc(realtimeEvents.seq)).limit(limit);
  return rows.map(toEvent);
}

/** The same audience rule as `isAudienceOf`, in SQL. */
function audienceCondition(audience: SocketAudience): SQL {
  const conversationIds = [...audience.conversations.keys()];
  const notUserTargeted = isNull(realtimeEvents.userId);
  const routes: (SQL | undefined)[] = [eq(realtimeEvents.userId, audience.userId)];
  if (conversationIds.length) routes.push(and(notUserTargeted, inArray(realtimeEvents.conversationId, conversationIds)));
  if (audience.inboxIds.size) routes.push(and(notUserTargeted, inArray(realtimeEvents.inboxId, [...audience.inboxIds])));
  if (audience.officeSubscribed) {
    routes.push(and(notUserTargeted, isNull(realtimeEvents.conversationId), isNull(realtimeEvents.inboxId)));
  }
  return and(eq(realtimeEvents.officeId, audience.officeId), or(...routes)) as SQL;
}

/**
 * What a resuming socket missed: its frames with afterSeq < seq < beforeSeq, oldest first,
 * the newest `limit` of them when there are more (they join the live stream without a gap).
 */
export async function loadMissedEvents(
  db: NotificationsDatabase,
  audience: SocketAudience,
  range: { afterSeq: number; beforeSeq: number; limit: number },
): Promise<RealtimeEvent[]> {
  const rows = await db
    .select()
    .from(realtimeEvents)
    .where(and(gt(realtimeEvents.seq, range.afterSeq), lt(realtimeEvents.seq, range.beforeSeq), audienceCondition(audience)))
    .orderBy(desc(realtimeEvents.seq))
    .limit(range.limit);
  return rows.reverse().map(toEvent);
}

const PRUNE_BATCH = 10_000;

/** Deletes in batches so a large backlog never holds one long lock. */
async function deleteOlderThan(db: NotificationsDatabase, table: PgTable, column: PgColumn, cutoff: Date) {
  let deleted = 0;
  for (;;) {
    const result = await db.execute(
      sql`delete from ${table} where ctid in (select ctid from ${table} where ${column} < ${cutoff.toISOString()} limit ${PRUNE_BATCH})`,
    );
    // node-postgres reports rowCount, PGlite affectedRows.
    const { rowCount, affectedRows } = result as unknown as { rowCount?: number | null; affectedRows?: number };
    const count = rowCount ?? affectedRows ?? 0;
    deleted += count;
    if (count < PRUNE_BATCH) return deleted;
  }
}

/** Frames are kept 24 h; handled-event ids well past the time JetStream could redeliver them. */
export async function pruneRealtimeEvents(db: NotificationsDatabase, now = new Date()) {
  const frames = await deleteOlderThan(db, realtimeEvents, realtimeEvents.createdAt, new Date(now.getTime() - 24 * 3600_000));
  const handled = await deleteOlderThan(db, handledEvents, handledEvents.handledAt, new Date(now.getTime() - 7 * 24 * 3600_000));
  return { frames, handled };
}
