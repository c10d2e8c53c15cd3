import { randomInt } from 'node:crypto';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { messagingEvents, type ConversationSummary, type TransferConversationBody } from '@balcao/contracts';
import type { Principal } from '@balcao/service-kit';
import type { MessagingContext } from '../context';
import { assertResponsibleCandidate, changeConversation, lockVisibleConversation } from '../conversations/conversations.service';
import { eventOf, recordEvents, runCommand, type MessagingTx } from '../db/database';
import { members, type ConversationRow } from '../db/schema';
import { conversationErrors } from '../shared/errors';

/**
 * A random attendant available for the conversation: online now, a member of its workspace,
 * and neither the caller nor whoever already holds it.
 */
async function pickAvailableAttendant(tx: MessagingTx, row: ConversationRow, principal: Principal, online: string[]): Promise<string> {
  const excluded = [principal.userId, ...(row.userId ? [row.userId] : [])];
  const candidates = online.length
    ? await tx
        .select({ userId: members.userId })
        .from(members)
        .where(
          and(
            inArray(members.userId, online),
            notInArray(members.userId, excluded),
            eq(members.officeId, row.officeId),
            sql`${row.inboxId}::uuid = any(${members.inboxIds})`,
          ),
        )
    : [];
  if (candidates.length === 0) throw conversationErrors.NO_ATTENDANT_AVAILABLE();
  return candidates[randomInt(candidates.length)].userId;
}

/**
 * Hands a human conversation to another attendant (SPEC-DECISIONS): the chosen one, or a random
 * available one. They become responsible; the transfer and the list change are one commit, and
 * the notifications service tells the receiver.
 */
export async function transferConversation(
  context: Pick<MessagingContext, 'db' | 'relay' | 'presence'>,
  principal: Principal,
  id: string,
  body: TransferConversationBody,
): Promise<ConversationSummary> {
  const chosen = body?.userId ?? null;
  // Presence lives in Redis: read it before the transaction, not while holding the row lock.
  const online = chosen ? [] : await context.presence.listOnline(principal.officeId);
  return runCommand(context, async (tx) => {
    const row = await lockVisibleConversation(tx, principal, id);
    if (row.status !== 'HUMAN_INTERACTIVE') throw conversationErrors.TRANSFER_ONLY_HUMAN();
    if (chosen) await assertResponsibleCandidate(tx, row, chosen);
    const toUserId = chosen ?? (await pickAvailableAttendant(tx, row, principal, online));
    const summary = await changeConversation(tx, row, { status: 'HUMAN_INTERACTIVE', userId: toUserId });
    const contact = { name: summary.person.name, phoneNumber: summary.person.phoneNumber };
    await recordEvents(tx, [eventOf(messagingEvents.conversationTransferred, row, { conversationId: row.id, fromUserId: principal.userId, toUserId, contact })]);
    return summary;
  });
}
