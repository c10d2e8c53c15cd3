import { eq } from 'drizzle-orm';
import type { ConversationStatus } from '@balcao/contracts';
import type { Principal } from '@balcao/service-kit';
import { changeConversation, lockVisibleConversation } from '../conversations/conversations.service';
import { isUniqueViolation, runCommand, type DataAccess } from '../db/database';
import { integrations } from '../db/schema';
import { conversationErrors } from '../shared/errors';

/**
 * The caller takes the conversation: HUMAN_INTERACTIVE with them responsible (spec 1 §4). When it
 * is already human the answer is 409, and the screen opens the finish prompt instead.
 */
export async function startHumanSupport(data: DataAccess, principal: Principal, id: string) {
  return runCommand(data, async (tx) => {
    const row = await lockVisibleConversation(tx, principal, id);
    if (row.status === 'HUMAN_INTERACTIVE') throw conversationErrors.ALREADY_HUMAN();
    // A reopened conversation no longer waits for the evaluation it was closed with.
    return changeConversation(tx, row, { status: 'HUMAN_INTERACTIVE', userId: principal.userId, awaitingEvaluationUntil: null });
  }).catch((error) => {
    // Reopening a closed conversation while another is open with the same contact and device.
    if (isUniqueViolation(error, 'conversations_open_unique')) throw conversationErrors.OPEN_EXISTS();
    throw error;
  });
}

/** Human mode ends: back to the robot when the device has an agent or flow, else waiting. */
export async function endHumanSupport(data: DataAccess, principal: Principal, id: string) {
  return runCommand(data, async (tx) => {
    const row = await lockVisibleConversation(tx, principal, id);
    if (row.status !== 'HUMAN_INTERACTIVE') throw conversationErrors.NOT_HUMAN();
    const [device] = await tx
      .select({ agentId: integrations.agentId, flowId: integrations.flowId })
      .from(integrations)
      .where(eq(integrations.id, row.integrationId));
    const status: ConversationStatus = device?.agentId || device?.flowId ? 'ROBOT_INTERACTIVE' : 'WAITING_HUMAN';
    return changeConversation(tx, row, { status, userId: null });
  });
}
