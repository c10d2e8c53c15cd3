import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { agentsEvents, flowsEvents, messagingEvents, ZRobotReply, type ConversationSummary, type EventEnvelope, type FlowMessage, type RobotAction, type RobotReply } from '@balcao/contracts';
import { conversationKeyOf, handleOnce, insertJsonRows, keyedOrder, runPrepared, type EventBus } from '@balcao/service-kit';
import { fileUrlOf, type MessagingContext } from '../context';
import { loadConversationSummary } from '../conversations/conversation-summary';
import { assertResponsibleCandidate, changeConversation } from '../conversations/conversations.service';
import { eventOf, recordEvents, runCommand, type MessagingDatabase, type MessagingTx } from '../db/database';
import { rowFromJson } from '../db/json-rows';
import { conversations, handledEvents, messages, type ConversationRow, type MessageRow } from '../db/schema';
import { channelMessageIdOf } from '../channels/channel-message-id';
import { sendOutcome } from '../messages/channel-send';
import { toMessage } from '../messages/message-dto';
import { recordServiceMeasured } from '../sla/service-measure';

const CONSUMER = 'messaging-robot-replies';

type RobotContext = Pick<MessagingContext, 'db' | 'relay' | 'links' | 'channel' | 'log'>;

/** Channels without native lists and buttons get the numbered question (the simulator and Baileys alike). */
const textOf = (message: FlowMessage) => (message.type === 'text' ? message.text : message.numberedText);

/**
 * The reply's conversation (of the event's office only), its client's phone and whether this
 * request was handled already: a read, prepared, nothing written before the sends.
 */
const READ_TARGET = `select to_jsonb(c) as conversation, p.phone_number,
    exists (select 1 from messaging.handled_events h where h.consumer = $3 and h.event_id = $4) as handled
  from messaging.conversations c join messaging.people p on p.id = c.person_id
  where c.id = $1 and c.office_id = $2`;

async function readTarget(db: MessagingDatabase, event: EventEnvelope, conversationId: string) {
  const {
    rows: [target],
  } = await runPrepared<{ conversation: Record<string, unknown>; phone_number: string; handled: boolean }>(db, READ_TARGET, [conversationId, event.officeId, CONSUMER, event.id]);
  return target && { conversation: rowFromJson(conversations, target.conversation), phoneNumber: target.phone_number, handled: target.handled };
}

/**
 * Hands the reply's messages to the channel in order, each with the id and key it will be
 * stored under (`<request event id>:<position>`). A crash after a send and before the reply's
 * commit sends it again on redelivery, under the same channel id: the phone keeps it once.
 */
async function sendAll(context: RobotContext, event: EventEnvelope, reply: RobotReply, conversation: ConversationRow, phoneNumber: string): Promise<MessageRow[]> {
  const now = Date.now();
  // Each message's row is created when messaging took the reply in, before its sends.
  const takenAt = new Date(now);
  // Each message as the channel took it (SENT) or refused it (FAILED), to be stored with that outcome.
  const sent: MessageRow[] = [];
  for (const [index, message] of reply.messages.entries()) {
    const content = textOf(message);
    const requestKey = `${event.id}:${String(index).padStart(3, '0')}`;
    const outcome = await sendOutcome(context, {
      integrationId: conversation.integrationId,
      to: phoneNumber,
      message: { type: 'text', text: content, id: channelMessageIdOf(requestKey) },
      conversationId: conversation.id,
      what: 'a robot message',
    });
    const row: MessageRow = {
      id: uuidv7(),
      officeId: conversation.officeId,
      inboxId: conversation.inboxId,
      conversationId: conversation.id,
      integrationId: conversation.integrationId,
      direction: 'OUTBOUND',
      type: 'text',
      content,
      ...outcome,
      // A millisecond apart, so the conversation shows them in the order they were asked.
      messageAt: new Date(now + index),
      // An agent's messages show its name, as an attendant's do; a flow's have no sender.
      userId: reply.agent?.id ?? null,
      isAgent: Boolean(reply.agent),
      senderName: reply.agent?.name ?? null,
      fileKey: null,
      fileName: null,
      mimeType: null,
      caption: null,
      quotedMessageId: null,
      reactionMessageId: null,
      requestKey,
      isDeleted: false,
      isEdited: false,
      createdAt: takenAt,
    };
    sent.push(row);
  }
  return sent;
}

/** The conversation after a robot message went out: its last message is the robot's. */
const TOUCH_CONVERSATION = `update messaging.conversations c set last_message_at = $2, last_message_content = $3, last_message_direction = 'OUTBOUND',
    last_message_type = 'text', activity_at = $2, updated_at = now()
  where c.id = $1 returning to_jsonb(c) as row`;
const LOCK_CONVERSATION = 'select to_jsonb(c) as row from messaging.conversations c where c.id = $1 for update';

/**
 * Records the sends in the reply's one transaction: the messages with their outcome, the last
 * one sent on the conversation, and their events (with the conversation as it now is). Answers
 * the conversation's row, locked until the commit. Prepared statements sent together (each on
 * the spot, in this order), one round trip.
 */
async function recordSends(tx: MessagingTx, context: RobotContext, conversationId: string, sent: MessageRow[], reply: RobotReply): Promise<ConversationRow | undefined> {
  const lastSent = sent.filter((row) => row.status === 'SENT').at(-1);
  const stored = sent.length > 0 ? insertJsonRows<{ id: string }>(tx, messages, sent, { onConflict: 'on conflict do nothing', returning: 'returning id' }) : null;
  const locked = lastSent
    ? runPrepared<{ row: Record<string, unknown> }>(tx, TOUCH_CONVERSATION, [conversationId, lastSent.messageAt.toISOString(), lastSent.content])
    : runPrepared<{ row: Record<string, unknown> }>(tx, LOCK_CONVERSATION, [conversationId]);
  const summary = lastSent ? loadConversationSummary(tx, conversationId) : null;
  const [inserted, { rows: [conversation] }, lastSummary] = await Promise.all([stored, locked, summary]);
  // None when a redelivery raced this one and stored them first (its handled mark then rolls this back).
  const insertedIds = new Set(inserted?.rows.map((row) => row.id));
  const recorded = sent.filter((row) => insertedIds.has(row.id));
  if (recorded.length > 0) await recordEvents(tx, sentEvents(context, recorded, reply, lastSent && lastSummary ? { lastSent, summary: lastSummary } : null));
  return conversation && rowFromJson(conversations, conversation.row);
}

function sentEvents(context: RobotContext, sent: MessageRow[], reply: RobotReply, last: { lastSent: MessageRow; summary: ConversationSummary } | null) {
  const sender = reply.agent ? { name: reply.agent.name, imageUrl: null } : null;
  return sent.map((row) => {
    const message = toMessage({ row, sender, fileUrlOf: fileUrlOf(context) });
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
      const { person } = await changeConversation(tx, row, { status: 'HUMAN_INTERACTIVE', userId });
      const contact = { name: person.name, phoneNumber: person.phoneNumber };
      await recordEvents(tx, [eventOf(messagingEvents.conversationTransferred, row, { conversationId: row.id, fromUserId: null, toUserId: userId, contact })]);
      return { ...row, status: 'HUMAN_INTERACTIVE', userId };
    }
    case 'END_CONVERSATION':
      await recordServiceMeasured(tx, row);
      await changeConversation(tx, row, { status: 'INACTIVE', unreadCount: 0, awaitingEvaluationUntil: null });
      return { ...row, status: 'INACTIVE' };
    case 'EVALUATION': {
      const answeredAt = new Date();
      await tx.update(conversations).set({ evaluationScore: action.score, evaluatedAt: answeredAt }).where(eq(conversations.id, row.id));
      await recordEvents(tx, [eventOf(messagingEvents.conversationEvaluated, row, { conversationId: row.id, score: action.score, answeredAt: answeredAt.toISOString(), userId: null, via: 'flow' })]);
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
 * A read, the sends, then one transaction that stores the messages with their outcome, marks
 * the request handled and applies the actions: one commit per reply.
 */
export async function applyRobotReply(context: RobotContext, event: EventEnvelope) {
  const reply = ZRobotReply.parse(event.payload);
  const target = await readTarget(context.db, event, reply.conversationId);
  // Another office's conversation, one deleted meanwhile, or a request already handled: nothing to do.
  if (!target || target.handled) return;
  const sent = target.conversation.status === 'ROBOT_INTERACTIVE' ? await sendAll(context, event, reply, target.conversation, target.phoneNumber) : [];
  const once = { transaction: <T>(work: (tx: MessagingTx) => Promise<T>) => runCommand(context, work), handledTable: handledEvents, consumer: CONSUMER, eventId: event.id };
  await handleOnce(once, async (tx) => {
    let row = await recordSends(tx, context, reply.conversationId, sent, reply);
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
