import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startMessagingTestApp, type MessagingTestApp } from '../testing/messaging-test-app';
import { mergePendingSearchEntries, SEARCH_INDEXES, UPKEEP_LOCK } from './search-index-upkeep';

describe('search index upkeep', () => {
  let t: MessagingTestApp;

  beforeAll(async () => {
    t = await startMessagingTestApp();
    // pgstattuple (PostgreSQL's contrib) tells a GIN index's pending list without merging it.
    await t.db.execute(sql`create extension if not exists pgstattuple`);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Entries of the search indexes still in their pending lists (not merged into the index). */
  const pendingEntries = async () => {
    const { rows } = (await t.db.execute(
      sql`select coalesce(sum((pgstatginindex(index_name::regclass)).pending_tuples), 0)::int as pending from unnest(${sql.param(SEARCH_INDEXES)}::text[]) as indexes(index_name)`,
    )) as unknown as { rows: { pending: number }[] };
    return rows[0]!.pending;
  };

  it('merges what clients wrote into the search indexes within a few seconds, off the message path', async () => {
    const owner = await t.signUpOffice();
    const { integrationId } = await t.connectDevice(owner);
    for (let client = 0; client < 5; client += 1) await t.clientSays(integrationId, `(11) 98888-20${String(client).padStart(2, '0')}`, `Bom dia, preciso falar sobre o processo ${client}`);

    // Left to PostgreSQL, the entries would wait in the lists until a few thousand messages came.
    const deadline = Date.now() + 5000;
    while ((await pendingEntries()) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await pendingEntries()).toBe(0);

    // Merged, they are still found.
    const found = await t.expectOk<{ data: Array<{ id: string }> }>({ url: `/api/conversation?inboxId=${owner.inboxId}&content=processo 3&page=1&limit=20`, as: owner });
    expect(found.data).toHaveLength(1);
  });

  it('is done by one replica at a time: another that finds it under way skips its turn', async () => {
    // A transaction holding the lock stands for a replica doing the upkeep right now.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${UPKEEP_LOCK}, 0))`);
      expect(await mergePendingSearchEntries(t.db)).toBeNull();
    });
    expect(await mergePendingSearchEntries(t.db)).toEqual(expect.any(Number));
  });
});
