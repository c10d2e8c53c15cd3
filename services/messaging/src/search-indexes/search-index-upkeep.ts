import type { FastifyBaseLogger } from 'fastify';
import { runPrepared, Ticker } from '@balcao/service-kit';
import type { MessagingDatabase } from '../db/database';

/** The trigram (GIN) indexes the searches read: messages by content, contacts by name and phone. */
export const SEARCH_INDEXES = ['messaging.messages_content_trgm_idx', 'messaging.people_name_trgm_idx', 'messaging.people_phone_trgm_idx'];

const EVERY_MS = 1000;
/** The advisory lock a replica holds while it does the upkeep. */
export const UPKEEP_LOCK = 'messaging:search-index-upkeep';

/**
 * Merges the search indexes' pending lists, one replica at a time (the others find the lock
 * taken and skip the tick). Answers how many pending pages it merged, null when another replica
 * held the lock. One statement: the lock lasts as long as it does.
 */
const MERGE_PENDING = `select case when pg_try_advisory_xact_lock(hashtextextended($2, 0))
    then (select coalesce(sum(gin_clean_pending_list(index_name::regclass)), 0)::int from unnest($1::text[]) as indexes(index_name)) end as merged`;

export async function mergePendingSearchEntries(db: MessagingDatabase): Promise<number | null> {
  const { rows } = await runPrepared<{ merged: number | null }>(db, MERGE_PENDING, [SEARCH_INDEXES, UPKEEP_LOCK]);
  return rows[0]?.merged ?? null;
}

/**
 * A GIN index takes new entries into a pending list and merges it into the index once it holds
 * gin_pending_list_limit (4 MB, a few thousand messages): the insert that crosses the limit does
 * the merge, 100–200 ms inside its transaction. The client messages of a moment are stored one
 * batch at a time, so every message arriving meanwhile waited for it. Merging every second here
 * keeps the lists short and the merge off the message path, for less work in all than inserting
 * into the index directly (fastupdate off made each insert half as costly again).
 */
export function startSearchIndexUpkeep(db: MessagingDatabase, log: FastifyBaseLogger) {
  const ticker = new Ticker(
    async () => {
      await mergePendingSearchEntries(db);
    },
    {
      everyMs: EVERY_MS,
      onError: (error) => {
        log.warn({ err: error }, 'search index upkeep failed; inserts merge the pending entries themselves');
        // Not allowed to (the indexes belong to another role): the inserts keep doing it, as PostgreSQL does by default.
        if ((error as { code?: string }).code === '42501') void ticker.stop();
      },
    },
  );
  ticker.start();
  return ticker;
}
