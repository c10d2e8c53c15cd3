import { eq } from 'drizzle-orm';
import { flowsEvents, type FlowAction, type FlowSessionState, type RobotAction } from '@balcao/contracts';
import type { FlowTurn, FlowContext } from '@balcao/flow-engine';
import type { FastifyBaseLogger } from 'fastify';
import { sendWithCommit } from '@balcao/service-kit';
import { eventOf, recordEvents, type FlowsTx } from '../db/database';
import { flowSessions, type ConversationRow } from '../db/schema';
import { storeSession } from './turn-statements';

/** What messaging must do for the engine's actions; the lookup stays here, run by the lookup worker. */
function robotActionOf(action: FlowAction): RobotAction | null {
  switch (action.type) {
    case 'ASSIGN_USER':
      return { type: 'HAND_OFF', userId: action.mode === 'specific' ? action.userId : null };
    case 'END_CONVERSATION':
      return { type: 'END_CONVERSATION' };
    case 'EVALUATION':
      return { type: 'EVALUATION', score: action.score };
    case 'SEARCH_MOVEMENTS':
      return null;
  }
}

export const flowContextOf = (conversation: ConversationRow): FlowContext => ({
  client: { name: conversation.personName, phone: conversation.phoneNumber },
});

/**
 * Stores a turn of the engine in the caller's transaction: the session's new state, when its
 * waiting step times out, a lookup to run, and one reply event for messaging with the turn's
 * messages and actions. The consumer records the input's event id in the same transaction, so
 * a redelivered input finds it and answers nothing twice.
 */
export async function storeTurn(tx: FlowsTx, conversation: ConversationRow, flowId: string, turn: FlowTurn, now = new Date()): Promise<{ lookupScheduled: boolean }> {
  const lookup = turn.actions.find((action) => action.type === 'SEARCH_MOVEMENTS');
  const timeoutSeconds = turn.waiting?.timeoutSeconds ?? null;
  const session = {
    conversationId: conversation.id,
    officeId: conversation.officeId,
    inboxId: conversation.inboxId,
    flowId,
    state: turn.state satisfies FlowSessionState,
    timeoutAt: timeoutSeconds ? new Date(now.getTime() + timeoutSeconds * 1000) : null,
    lookupCaseNumber: lookup?.caseNumber ?? null,
    lookupStepId: lookup?.stepId ?? null,
    updatedAt: now,
  };
  // Nothing needs its answer: it travels with the COMMIT.
  await sendWithCommit(tx, storeSession(tx, session));

  const actions = turn.actions.map(robotActionOf).filter((action): action is RobotAction => action !== null);
  if (turn.messages.length > 0 || actions.length > 0) {
    await recordEvents(tx, [
      eventOf(flowsEvents.replyRequested, conversation, { conversationId: conversation.id, messages: turn.messages, actions, agent: null }),
    ]);
  }
  return { lookupScheduled: Boolean(lookup) };
}

/** The session of a conversation, locked for this turn (sent when called: it can go out with other statements). */
export async function lockSession(tx: FlowsTx, conversationId: string) {
  const [row] = await tx.select().from(flowSessions).where(eq(flowSessions.conversationId, conversationId)).for('update').execute();
  return row ?? null;
}

/** A conversation no longer run by the robot (a person took it, it ended) has no flow session. */
export async function endSession(tx: FlowsTx, conversationId: string) {
  await tx.delete(flowSessions).where(eq(flowSessions.conversationId, conversationId)).execute();
}

/**
 * The flow a device or session names is of another office or workspace (a link messaging should
 * have refused): it never runs, and the client goes to the office's people, as on a device
 * running no robot.
 */
export async function handToPeople(tx: FlowsTx, log: FastifyBaseLogger, conversation: ConversationRow, foreignFlowId: string) {
  log.warn(
    { conversationId: conversation.id, officeId: conversation.officeId, inboxId: conversation.inboxId, integrationId: conversation.integrationId, flowId: foreignFlowId },
    "device linked to another office's or workspace's flow: the conversation goes to people",
  );
  await endSession(tx, conversation.id);
  await recordEvents(tx, [eventOf(flowsEvents.replyRequested, conversation, { conversationId: conversation.id, messages: [], actions: [{ type: 'HAND_OFF', userId: null }], agent: null })]);
}
