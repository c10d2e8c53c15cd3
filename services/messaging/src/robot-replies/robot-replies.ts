import { and, eq, inArray, sql } from 'drizzle-orm';
import { agentsEvents, flowsEvents, messagingEvents, ZRobotReply, type ConversationSummary, type EventEnvelope, type FlowMessage, type RobotAction, type RobotReply } from '@balcao/contracts';
import { conversationKeyOf, handleOnce, keyedOrder, type EventBus } from '@balcao/service-kit';
import { fileUrlOf, type MessagingContext } from '../context';
import { loadConversationSummary } from '../conversations/conversation-summary';
import { assertResponsibleCandidate, changeConversation } from '../conversations/conversations.service';
import { eventOf, recordEvents, runCommand, type MessagingTx } from '../db/database';
import { conversations, handledEvents, messages, type ConversationRow, type MessageRow } from '../db/schema';
import { toMessage } from '../messages/message-dto';
import { storeReply } from './reply-statement';

const CONSUMER = 'messaging-robot-replies';

type RobotContext = Pick<MessagingContext, 'db' | 'relay' | 'links' | 'channel' | 'log'>;

/** Channels without native lists and buttons get the numbered question (the simulator and Baileys alike). */
const textOf = (message: FlowMessage) => (message.type === 'text' ? message.text : message.numberedText);

type Outcome = { row: MessageRow; status: 'SENT' | 'FAILED'; externalId: string | null };

/**
 * Stores the reply's messages as PENDING (once per request key) with the look-up of its
 * conversation (storeReply, one round trip), then hands each still pending to the channel in
 * order. A crash after a send and before its outcome is recorded sends that message again on
 * redelivery: the channel boundary is at-least-once, everything else once.
 */
async function storeAndSend(context: RobotContext, event: EventEnvelope, reply: RobotReply) {
  const keys = reply.messages.map((_, index) => `${event.id}:${String(index).padStart(3, '0')}`);
  const now = Date.now();
  const { target, inserted } = await storeReply(
    context.db,
    CONSUMER,
    event,
    reply.conversationId,
    reply.messages.map((message, index) => ({
      content: textOf(message),
      // A millisecond apart, so the conversation shows them in the order they were asked.
      messageAt: new Date(now + index),
      // An agent's messages show its name, as an attendant's do; a flow's have no sender.
      userId: reply.agent?.id ?? null,
      isAgent: Boolean(reply.agent),
      senderName: reply.agent?.name ?? null,
      requestKey: keys[index]!,
    })),
  );
  if (!target || target.handled || target.conversation.status !== 'ROBOT_INTERACTIVE' || keys.length === 0) return { handled: target?.handled ?? false, outcomes: [] };
  // A redelivery finds them stored: send those the crash left pending.
  const pending =
    inserted.length === keys.length
      ? inserted
      : await context.db
          .select()
          .from(messages)
          .where(and(inArray(messages.requestKey, keys), eq(messages.status, 'PENDING')));
  pending.sort((a, b) => (a.requestKey ?? '').localeCompare(b.requestKey ?? ''));
  const outcomes: Outcome[] = [];
  for (const row of pending) {
    try {
      const { externalId } = await context.channel.send(target.conversation.integrationId, target.phoneNumber, { type: 'text', text: row.content });
      outcomes.push({ row, status: 'SENT', externalId });
    } catch (error) {
      context.log.warn({ err: error, messageId: row.id }, 'channel provider failed to send a robot message');
      outcomes.push({ row, status: 'FAILED', externalId: null });
    }
  }
  return { handled: false, outcomes };
}

/**
 * Records the sends in the reply's one transaction: each message's outcome and event, and the
 * last one sent on the conversation. Answers the conversation's row, locked until the commit.
 */
async function recordSends(tx: MessagingTx, context: RobotContext, outcomes: Outcome[], reply: RobotReply): Promise<ConversationRow | undefined> {
  const lastSent = outcomes.filter((outcome) => outcome.status === 'SENT').at(-1)?.row;
  // The statements go out together (each is sent when called), one round trip in all.
  if (!lastSent) {
    const [, [locked]] = await Promise.all([
      outcomes.length > 0 ? storeOutcomes(tx, outcomes) : null,
      tx.select().from(conversations).where(eq(conversations.id, reply.conversationId)).for('update').execute(),
    ]);
    if (outcomes.length > 0) await recordEvents(tx, sentEvents(context, outcomes, reply, null));
    return locked;
  }
  const [, [locked], summary] = await Promise.all([
    storeOutcomes(tx, outcomes),
    tx
      .update(conversations)
      .set({
        lastMessageAt: lastSent.messageAt,
        lastMessageContent: lastSent.content,
        lastMessageDirection: 'OUTBOUND',
        lastMessageType: lastSent.type,
        activityAt: lastSent.messageAt,
        updatedAt: new Date(),
      })
      .where(eq(conversations.id, lastSent.conversationId))
      .returning()
      .execute(),
    loadConversationSummary(tx, lastSent.conversationId),
  ]);
  await recordEvents(tx, sentEvents(context, outcomes, reply, summary && { lastSent, summary }));
  return locked;
}

/** Every message's outcome in one statement. */
async function storeOutcomes(tx: MessagingTx, outcomes: Outcome[]) {
  await tx.execute(
    sql`update ${messages} set status = outcome.status, external_id = outcome.external_id
      from unnest(${sql.param(outcomes.map(({ row }) => row.id))}::uuid[], ${sql.param(outcomes.map(({ status }) => status))}::text[], ${sql.param(outcomes.map(({ externalId }) => externalId))}::text[])
        as outcome(id, status, external_id)
      where ${messages.id} = outcome.id`,
  );
}

function sentEvents(context: RobotContext, outcomes: Outcome[], reply: RobotReply, last: { lastSent: MessageRow; summary: ConversationSummary } | null) {
  const sender = reply.agent ? { name: reply.agent.name, imageUrl: null } : null;
  return outcomes.map(({ row, status, externalId }) => {
    const message = toMessage({ row: { ...row, status, externalId }, sender, fileUrlOf: fileUrlOf(context) });
    return eventOf(messagingEvents.messageSent, row, { conversationId: row.conversationId, message, ...(row === last?.lastSent ? { conversation: last.summary } : {}) });
  });
}

async function applyAction(tx: MessagingTx, row: ConversationRow, action: RobotAction): Promise<ConversationRow> {
  switch (action.type) {
    case 'HAND_OFF': {
      const userId = action.userId && (await isCandidate(tx, row, action.userId)) ? action.userId : null;
      if (!userId) {
        await changeConversation(tx, row, { status: 'WAITING_HUMAN', userId: null });
        return { ...row, status: 'WAITING_HUMAN', userId: null };
      }
      await changeConversation(tx, row, { status: 'HUMAN_INTERACTIVE', userId });
      await recordEvents(tx, [eventOf(messagingEvents.conversationTransferred, row, { conversationId: row.id, fromUserId: null, toUserId: userId })]);
      return { ...row, status: 'HUMAN_INTERACTIVE', userId };
    }
    case 'END_CONVERSATION':
      await changeConversation(tx, row, { status: 'INACTIVE', unreadCount: 0, awaitingEvaluationUntil: null });
      return { ...row, status: 'INACTIVE' };
    case 'EVALUATION': {
      const answeredAt = new Date();
      await tx.update(conversations).set({ evaluationScore: action.score, evaluatedAt: answeredAt }).where(eq(conversations.id, row.id));
      await recordEvents(tx, [eventOf(messagingEvents.conversationEvaluated, row, { conversationId: row.id, score: action.score, answeredAt: answeredAt.toISOString() })]);
      return row;
    }
  }
}

/** The chosen attendant must still belong to the workspace; otherwise the conversation waits for anyone. */
async function isCandidate(tx: MessagingTx, row: ConversationRow, userId: string) {
  try {
    await assertResponsibleCandidate(tx, row, userId);
    return true;
  } catch {
    return false;
  }
}

/**
 * One robot reply (ARCHITECTURE §5): a flow's or an agent's turn, sent once. Nothing is sent or
 * changed once a person holds the conversation or it ended: taking over stops the robot at once.
 */
export async function applyRobotReply(context: RobotContext, event: EventEnvelope) {
  const reply = ZRobotReply.parse(event.payload);
  const { handled, outcomes } = await storeAndSend(context, event, reply);
  if (handled) return;
  const once = { transaction: <T>(work: (tx: MessagingTx) => Promise<T>) => runCommand(context, work), handledTable: handledEvents, consumer: CONSUMER, eventId: event.id };
  await handleOnce(once, async (tx) => {
    let row = await recordSends(tx, context, outcomes, reply);
    for (const action of reply.actions) {
      if (!row || row.status !== 'ROBOT_INTERACTIVE') return;
      row = await applyAction(tx, row, action);
    }
  });
}

/** Messaging's consumer of the robots' replies: the flows service's and the agents service's. */
export function startRobotReplies(bus: EventBus, context: RobotContext) {
  return bus.subscribe({
    durable: CONSUMER,
    types: [flowsEvents.replyRequested.type, agentsEvents.replyRequested.type],
    // Many conversations' replies at once, each conversation's in order.
    concurrency: 32,
    handler: keyedOrder<EventEnvelope>(conversationKeyOf, (event) => applyRobotReply(context, event)),
  });
}
