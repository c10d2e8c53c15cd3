import { and, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { isOpenAt, messagingEvents, nextOpeningAt, type EventEnvelope } from '@balcao/contracts';
import { conversationKeyOf, handleOnce, keyedOrder, type EventBus } from '@balcao/service-kit';
import { fileUrlOf, type MessagingContext } from '../context';
import { loadConversationSummary } from '../conversations/conversation-summary';
import { changeConversation } from '../conversations/conversations.service';
import { eventOf, recordEvents, runCommand, type MessagingTx } from '../db/database';
import { conversations, handledEvents, messages, people, type MessageRow } from '../db/schema';
import { channelMessageIdOf } from '../channels/channel-message-id';
import { sendOutcome } from '../messages/channel-send';
import { toMessage } from '../messages/message-dto';
import { calendarOf, readBusinessHours } from './business-hours.service';
import { outOfHoursReplies } from './business-hours.tables';

const CONSUMER = 'messaging-out-of-hours';

type ReplyContext = Pick<MessagingContext, 'db' | 'relay' | 'links' | 'channel' | 'log' | 'calendars'>;
type Received = { conversationId: string; message: { sentAt?: string; messageAt?: string; createdAt?: string }; conversation?: { status: string } };

/** The closed period a moment belongs to, named by the opening that ends it. */
const periodKeyOf = (opensAt: Date | null) => (opensAt ? opensAt.toISOString() : 'never');

/**
 * The out-of-hours message (issue 40): a client's message that arrived while its workspace was
 * closed gets the workspace's message once per conversation and closed period, whatever the
 * device runs. A robot that held the conversation lets it go: it waits in the people queue
 * (WAITING_HUMAN) for the opening. The (conversation, period) is claimed, and the robot let go,
 * in a first commit, so two replicas send it once; the send may then wait out a device changing
 * hands (no transaction open meanwhile); the message, its outcome and the handled mark commit
 * together.
 * A crash between the claim and that commit sends it again on redelivery (the claim names this
 * event), under the same channel id: the phone keeps it once, as for robot replies.
 */
export async function replyOutOfHours(context: ReplyContext, event: EventEnvelope) {
  const payload = event.payload as Received;
  // A reaction leaves the conversation as it was: nothing to answer.
  if (!payload.conversation || !event.inboxId) return;
  const arrivedAt = new Date(event.occurredAt);
  const calendar = await context.calendars.of(event.inboxId);
  if (isOpenAt(calendar, arrivedAt)) return;

  const claim = await claimReply(context, event, payload.conversationId, arrivedAt);
  if (!claim) return;
  const { conversation, phoneNumber, text } = claim;
  const outcome = await sendOutcome(context, {
    integrationId: conversation.integrationId,
    to: phoneNumber,
    message: { type: 'text', text, id: channelMessageIdOf(`out-of-hours:${event.id}`) },
    conversationId: conversation.id,
    what: 'the out-of-hours message',
  });

  await handleOnce(
    { transaction: <T>(work: (tx: MessagingTx) => Promise<T>) => runCommand(context, work), handledTable: handledEvents, consumer: CONSUMER, eventId: event.id },
    async (tx) => {
      const [current] = await tx.select().from(conversations).where(eq(conversations.id, conversation.id)).for('update');
      if (!current) return;
      const now = new Date();
      const row: MessageRow = {
        id: uuidv7(),
        officeId: current.officeId,
        inboxId: current.inboxId,
        conversationId: current.id,
        integrationId: current.integrationId,
        direction: 'OUTBOUND',
        type: 'text',
        content: text,
        ...outcome,
        messageAt: now,
        userId: null,
        isAgent: false,
        senderName: null,
        fileKey: null,
        fileName: null,
        mimeType: null,
        caption: null,
        quotedMessageId: null,
        reactionMessageId: null,
        requestKey: `out-of-hours:${event.id}`,
        isDeleted: false,
        isEdited: false,
        createdAt: now,
      };
      await tx.insert(messages).values(row);
      if (outcome.status === 'SENT') {
        await tx
          .update(conversations)
          .set({ lastMessageAt: now, lastMessageContent: text, lastMessageDirection: 'OUTBOUND', lastMessageType: 'text', activityAt: now, updatedAt: now })
          .where(eq(conversations.id, current.id));
      }
      const summary = await loadConversationSummary(tx, current.id);
      const message = toMessage({ row, sender: null, fileUrlOf: fileUrlOf(context) });
      await recordEvents(tx, [eventOf(messagingEvents.messageSent, row, { conversationId: row.conversationId, message, ...(summary ? { conversation: summary } : {}) })]);
    },
  );
}

/**
 * Claims (conversation, closed period) for this event, committed: the conversation to answer,
 * its client's phone and the message, or null when the workspace is open after all, the
 * conversation ended, another message of the period claimed it, or this event was handled.
 */
async function claimReply(context: ReplyContext, event: EventEnvelope, conversationId: string, arrivedAt: Date) {
  return runCommand(context, async (tx) => {
    const [handled] = await tx
      .select({ eventId: handledEvents.eventId })
      .from(handledEvents)
      .where(and(eq(handledEvents.consumer, CONSUMER), eq(handledEvents.eventId, event.id)));
    if (handled) return null;
    // Read again inside the transaction: the cache may be a few seconds old.
    const hours = await readBusinessHours(tx, event.inboxId!);
    const current = calendarOf(hours);
    if (!hours || isOpenAt(current, arrivedAt)) return null;
    const [conversation] = await tx.select().from(conversations).where(eq(conversations.id, conversationId)).for('update');
    if (!conversation || conversation.officeId !== event.officeId || conversation.status === 'INACTIVE') return null;
    const periodKey = periodKeyOf(nextOpeningAt(current, arrivedAt));
    await tx.insert(outOfHoursReplies).values({ conversationId: conversation.id, periodKey, messageEventId: event.id }).onConflictDoNothing();
    // Ours, or left by this event's earlier delivery that died before its commit: send (again).
    const [claim] = await tx
      .select({ messageEventId: outOfHoursReplies.messageEventId })
      .from(outOfHoursReplies)
      .where(and(eq(outOfHoursReplies.conversationId, conversation.id), eq(outOfHoursReplies.periodKey, periodKey)));
    if (claim?.messageEventId !== event.id) return null;
    // A robot holding it stops at once: the conversation waits for people at the next opening.
    if (conversation.status === 'ROBOT_INTERACTIVE') await changeConversation(tx, conversation, { status: 'WAITING_HUMAN', userId: null });
    const [{ phoneNumber }] = await tx.select({ phoneNumber: people.phoneNumber }).from(people).where(eq(people.id, conversation.personId));
    return { conversation, phoneNumber, text: hours.outOfHoursMessage };
  });
}

/** Messaging's consumer of its own clients' messages for the out-of-hours message. */
export function startOutOfHoursReplies(bus: EventBus, context: ReplyContext) {
  return bus.subscribe({
    durable: CONSUMER,
    types: [messagingEvents.messageReceived.type],
    concurrency: 16,
    handler: keyedOrder<EventEnvelope>(conversationKeyOf, (event) => replyOutOfHours(context, event)),
  });
}
