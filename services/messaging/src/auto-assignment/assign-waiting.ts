import { and, asc, eq, isNull } from 'drizzle-orm';
import { messagingEvents } from '@balcao/contracts';
import type { MessagingContext } from '../context';
import { changeConversation } from '../conversations/conversations.service';
import { eventOf, recordEvents, runCommand, type MessagingTx } from '../db/database';
import { assignmentSettings, conversations, type ConversationRow } from '../db/schema';
import { assignmentOf } from './assignment-settings';
import { candidatesOf, lockWorkspaceAssignment } from './candidates';
import { pickAttendant } from './pick-attendant';

/** At most this many waiting conversations handed out per pass (the next pass takes the rest). */
const BATCH = 50;

export type AssignContext = Pick<MessagingContext, 'db' | 'relay' | 'presence'>;

/**
 * Hands a conversation to an attendant the way a transfer does: in human service with them
 * responsible, the list told (conversation.changed) and the receiver notified
 * (conversation.transferred, which the notifications service turns into the bell).
 */
export async function handConversationTo(tx: MessagingTx, row: ConversationRow, toUserId: string, fromUserId: string | null) {
  const summary = await changeConversation(tx, row, { status: 'HUMAN_INTERACTIVE', userId: toUserId });
  const contact = { name: summary.person.name, phoneNumber: summary.person.phoneNumber };
  await recordEvents(tx, [eventOf(messagingEvents.conversationTransferred, row, { conversationId: row.id, fromUserId, toUserId, contact })]);
  return summary;
}

/**
 * One pass of a workspace's queue (issue 40 §2): its conversations waiting for a person without a
 * responsible, oldest first, each to the attendant the workspace's mode picks among those online,
 * 'Disponível' and under capacity, until the queue or the room runs out. Any replica may run it
 * at any time: the workspace's lock makes concurrent passes take turns. Answers how many it assigned.
 */
export async function assignWaiting(context: AssignContext, inboxId: string): Promise<number> {
  const [configured] = await context.db
    .select({ officeId: assignmentSettings.officeId, mode: assignmentSettings.mode })
    .from(assignmentSettings)
    .where(eq(assignmentSettings.inboxId, inboxId));
  if (!configured || configured.mode === 'off') return 0;
  // Presence lives in Redis: read before the transaction, not while holding the workspace's lock.
  const online = await context.presence.listOnline(configured.officeId);
  if (online.length === 0) return 0;
  return runCommand(context, async (tx) => {
    await lockWorkspaceAssignment(tx, inboxId);
    const settings = await assignmentOf(tx, inboxId);
    if (settings.mode === 'off') return 0;
    const waiting = await tx
      .select()
      .from(conversations)
      .where(and(eq(conversations.inboxId, inboxId), eq(conversations.status, 'WAITING_HUMAN'), isNull(conversations.userId)))
      .orderBy(asc(conversations.createdAt), asc(conversations.id))
      .limit(BATCH)
      // A conversation someone is changing right now waits for the next pass.
      .for('update', { skipLocked: true });
    if (waiting.length === 0) return 0;
    const candidates = await candidatesOf(tx, { officeId: configured.officeId, inboxId }, online);
    let last = settings.lastAssignedUserId;
    let assigned = 0;
    for (const row of waiting) {
      const userId = pickAttendant(settings.mode, candidates, settings.capacity, last);
      if (!userId) break;
      await handConversationTo(tx, row, userId, null);
      candidates.find((candidate) => candidate.userId === userId)!.open += 1;
      last = userId;
      assigned += 1;
    }
    if (assigned > 0) await tx.update(assignmentSettings).set({ lastAssignedUserId: last }).where(eq(assignmentSettings.inboxId, inboxId));
    return assigned;
  });
}
