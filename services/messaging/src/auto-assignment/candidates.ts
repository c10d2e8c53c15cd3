import { sql } from 'drizzle-orm';
import type { MessagingTx } from '../db/database';
import { conversations, members, userAvailability } from '../db/schema';
import type { Candidate } from './pick-attendant';

/**
 * Serialises every assignment of a workspace across replicas until the transaction ends: the
 * open counts read under it stay true until the commit, so no capacity is exceeded and no
 * conversation is handed out twice.
 */
export async function lockWorkspaceAssignment(tx: MessagingTx, inboxId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`balcao.auto-assignment:${inboxId}`}, 0))`);
}

/**
 * Members of the workspace who are online (presence, read by the caller) and not 'Ausente', with
 * the open conversations (in human service) each holds in it now; `excluded` left out.
 */
/** One parameter holding a PostgreSQL array literal (a JS array in drizzle's sql`` would become a list of parameters). */
const uuidArray = (ids: string[]) => `{${ids.join(',')}}`;

export async function candidatesOf(tx: MessagingTx, scope: { officeId: string; inboxId: string }, online: string[], excluded: string[] = []): Promise<Candidate[]> {
  if (online.length === 0) return [];
  const result = (await tx.execute(sql`
    select m.user_id,
      (select count(*)::int from ${conversations} c
        where c.inbox_id = ${scope.inboxId} and c.user_id = m.user_id and c.status = 'HUMAN_INTERACTIVE') as open
    from ${members} m
    where m.office_id = ${scope.officeId}
      and ${scope.inboxId}::uuid = any(m.inbox_ids)
      and m.user_id = any(${uuidArray(online)}::uuid[])
      and not (m.user_id = any(${uuidArray(excluded)}::uuid[]))
      and not exists (select 1 from ${userAvailability} a where a.user_id = m.user_id and not a.available)`)) as unknown as { rows: { user_id: string; open: number }[] };
  return result.rows.map((row) => ({ userId: row.user_id, open: Number(row.open) }));
}
