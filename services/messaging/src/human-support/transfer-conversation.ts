import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ConversationSummary, TransferConversationBody } from '@balcao/contracts';
import type { Principal } from '@balcao/service-kit';
import type { MessagingContext } from '../context';
import { assignmentOf } from '../auto-assignment/assignment-settings';
import { handConversationTo } from '../auto-assignment/assign-waiting';
import { candidatesOf, lockWorkspaceAssignment } from '../auto-assignment/candidates';
import { pickAttendant } from '../auto-assignment/pick-attendant';
import { assertResponsibleCandidate, lockVisibleConversation } from '../conversations/conversations.service';
import { runCommand, type MessagingTx } from '../db/database';
import { assignmentSettings, type ConversationRow } from '../db/schema';
import { conversationErrors } from '../shared/errors';

/**
 * 'Transferir para atendente disponível' follows the workspace's auto-assignment rule (issue 40
 * §2): among members online now and 'Disponível', neither the caller nor whoever holds it, the
 * one the mode picks under capacity (the workspace's lock held, like the assigner); with
 * auto-assignment off, any of them at random, as before.
 */
async function pickAvailableAttendant(tx: MessagingTx, row: ConversationRow, principal: Principal, online: string[]): Promise<string> {
  const excluded = [principal.userId, ...(row.userId ? [row.userId] : [])];
  const settings = await assignmentOf(tx, row.inboxId);
  if (settings.mode !== 'off') await lockWorkspaceAssignment(tx, row.inboxId);
  const candidates = await candidatesOf(tx, row, online, excluded);
  if (settings.mode === 'off') {
    if (candidates.length === 0) throw conversationErrors.NO_ATTENDANT_AVAILABLE();
    return candidates[randomInt(candidates.length)].userId;
  }
  const userId = pickAttendant(settings.mode, candidates, settings.capacity, settings.lastAssignedUserId);
  if (!userId) throw conversationErrors.NO_ATTENDANT_AVAILABLE();
  await tx.update(assignmentSettings).set({ lastAssignedUserId: userId }).where(eq(assignmentSettings.inboxId, row.inboxId));
  return userId;
}

/**
 * Hands a human conversation to another attendant (SPEC-DECISIONS): the chosen one, or an
 * available one by the workspace's rule. They become responsible; the transfer and the list
 * change are one commit, and the notifications service tells the receiver.
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
    return handConversationTo(tx, row, toUserId, principal.userId);
  });
}
