import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
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
export async function candidatesOf(tx: MessagingTx, scope: { officeId: string; inboxId: string }, online: string[], excluded: string[] = []): Promise<Candidate[]> {
  if (online.length === 0) return [];
  const open = sql<number>`(select count(*)::int from ${conversations} c
    where c.inbox_id = ${scope.inboxId} and c.user_id = ${members.userId} and c.status = 'HUMAN_INTERACTIVE')`;
  return tx
    .select({ userId: members.userId, open })
    .from(members)
    .where(
      and(
        eq(members.officeId, scope.officeId),
        sql`${scope.inboxId}::uuid = any(${members.inboxIds})`,
        inArray(members.userId, online),
        excluded.length ? notInArray(members.userId, excluded) : undefined,
        sql`not exists (select 1 from ${userAvailability} a where a.user_id = ${members.userId} and not a.available)`,
      ),
    );
}
