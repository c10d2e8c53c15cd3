import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, max, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { insertJsonRows, runPrepared } from '@balcao/service-kit';
import type { Executor, NotificationsDatabase } from '../db/database';
import { handledEvents, realtimeEvents, type RealtimeEventRow } from '../db/schema';
import type { PlacementChange } from './conversation-projection';
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

/**
 * A consumer's batch in one statement, its own transaction: the event ids recorded as handled,
 * and for the ids not handled before, the batch's last placement change per conversation and
 * the frames. One statement instead of five: on this kind of machine each round trip to
 * PostgreSQL costs about as much CPU as the work it carries.
 */
const STORE_EVENT_BATCH = `
  with handled as (
    insert into notifications.handled_events (consumer, event_id)
    select $1, e.id from jsonb_to_recordset($2::jsonb) as e(id uuid)
    on conflict do nothing
    returning event_id
  ), change as (
    select distinct on (c.conversation_id) c.*
    from jsonb_to_recordset($3::jsonb) as c(ord int, event_id uuid, kind text, conversation_id uuid, office_id uuid, inbox_id uuid, updated_at timestamptz)
    where c.event_id in (select event_id from handled)
    order by c.conversation_id, c.ord desc
  ), placed as (
    insert into notifications.conversation_inboxes as p (conversation_id, office_id, inbox_id, updated_at)
    select conversation_id, office_id, inbox_id, updated_at from change where kind = 'place'
    -- In id order, so two batches touching the same conversations lock them in the same order.
    order by conversation_id
    -- Never move a conversation across offices, and keep the newest placement.
    on conflict (conversation_id) do update set inbox_id = excluded.inbox_id, updated_at = excluded.updated_at
      where p.office_id = excluded.office_id and p.updated_at <= excluded.updated_at
  ), removed as (
    delete from notifications.conversation_inboxes p
    where (p.conversation_id, p.office_id) in (select conversation_id, office_id from change where kind = 'remove')
  ), stored as (
    insert into notifications.realtime_events (office_id, inbox_id, conversation_id, user_id, event, data)
    select f.office_id, f.inbox_id, f.conversation_id, f.user_id, f.event, f.data
    from jsonb_to_recordset($4::jsonb) as f(ord int, event_id uuid, office_id uuid, inbox_id uuid, conversation_id uuid, user_id uuid, event text, data jsonb)
    where f.event_id in (select event_id from handled)
    order by f.ord
    returning seq
  )
  select coalesce((select json_agg(event_id) from handled), '[]') as fresh,
    coalesce((select json_agg(seq order by seq) from stored), '[]') as seqs
`;

/** Stores a consumer's batch (see STORE_EVENT_BATCH) and answers the frames stored, with their seqs. */
export async function storeEventBatch(
  db: Executor,
  batch: { consumer: string; eventIds: string[]; placements: PlacementChange[]; frames: (RealtimeEventInput & { eventId: string })[] },
): Promise<RealtimeEvent[]> {
  const {
    rows: [result],
  } = await runPrepared<{ fresh: string[]; seqs: number[] }>(db, STORE_EVENT_BATCH, [
    batch.consumer,
    JSON.stringify(batch.eventIds.map((id) => ({ id }))),
    JSON.stringify(batch.placements.map((change, ord) => ({ ord, event_id: change.eventId, kind: change.kind, conversation_id: change.conversationId, office_id: change.officeId, inbox_id: change.kind === 'place' ? change.inboxId : null, updated_at: change.kind === 'place' ? change.updatedAt : null }))),
    JSON.stringify(batch.frames.map((frame, ord) => ({ ord, event_id: frame.eventId, office_id: frame.officeId, inbox_id: frame.inboxId, conversation_id: frame.conversationId, user_id: frame.userId, event: frame.event, data: frame.data }))),
  ]);
  const fresh = new Set(result.fresh);
  // The seqs were drawn in the frames' order.
  return batch.frames
    .filter((frame) => fresh.has(frame.eventId))
    .map(({ eventId: _eventId, ...frame }, index) => ({ ...frame, seq: Number(result.seqs[index]) }));
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
    const count = (result as unknown as { rowCount: number | null }).rowCount ?? 0;
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
