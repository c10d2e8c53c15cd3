import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { isOpenAt, messagingEvents, nextOpeningAt, type EventEnvelope, type MessageStatus } from '@balcao/contracts';
import { conversationKeyOf, handleOnce, keyedOrder, type EventBus } from '@balcao/service-kit';
import { fileUrlOf, type MessagingContext } from '../context';
import { loadConversationSummary } from '../conversations/conversation-summary';
import { changeConversation } from '../conversations/conversations.service';
import { eventOf, recordEvents, runCommand, type MessagingTx } from '../db/database';
import { conversations, handledEvents, messages, people, type MessageRow } from '../db/schema';
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
 * (WAITING_HUMAN) for the opening. Sent in the transaction that marks the event handled and
 * claims (conversation, period), so two replicas and a redelivery send it once; a crash between
 * the send and the commit sends it again (at-least-once at the channel, as robot replies).
 */
export async function replyOutOfHours(context: ReplyContext, event: EventEnvelope) {
  const payload = event.payload as Received;
  // A reaction leaves the conversation as it was: nothing to answer.
  if (!payload.conversation || !event.inboxId) return;
  const arrivedAt = new Date(event.occurredAt);
  const calendar = await context.calendars.of(event.inboxId);
  if (isOpenAt(calendar, arrivedAt)) return;

  await handleOnce(
    { transaction: <T>(work: (tx: MessagingTx) => Promise<T>) => runCommand(context, work), handledTable: handledEvents, consumer: CONSUMER, eventId: event.id },
    async (tx) => {
      // Read again inside the transaction: the cache may be a few seconds old.
      const hours = await readBusinessHours(tx, event.inboxId!);
      const current = calendarOf(hours);
      if (!hours || isOpenAt(current, arrivedAt)) return;
      const [conversation] = await tx.select().from(conversations).where(eq(conversations.id, payload.conversationId)).for('update');
      if (!conversation || conversation.officeId !== event.officeId || conversation.status === 'INACTIVE') return;
      const claimed = await tx
        .insert(outOfHoursReplies)
        .values({ conversationId: conversation.id, periodKey: periodKeyOf(nextOpeningAt(current, arrivedAt)), messageEventId: event.id })
        .onConflictDoNothing()
        .returning({ conversationId: outOfHoursReplies.conversationId });
      if (claimed.length === 0) return;

      const [{ phoneNumber }] = await tx.select({ phoneNumber: people.phoneNumber }).from(people).where(eq(people.id, conversation.personId));
      const text = hours.outOfHoursMessage;
      let outcome: { status: MessageStatus; externalId: string | null };
      try {
        const { externalId } = await context.channel.send(conversation.integrationId, phoneNumber, { type: 'text', text });
        outcome = { status: 'SENT', externalId };
      } catch (error) {
        context.log.warn({ err: error, conversationId: conversation.id }, 'channel provider failed to send the out-of-hours message');
        outcome = { status: 'FAILED', externalId: null };
      }
      const now = new Date();
      const row: MessageRow = {
        id: uuidv7(),
        officeId: conversation.officeId,
        inboxId: conversation.inboxId,
        conversationId: conversation.id,
        integrationId: conversation.integrationId,
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
          .where(eq(conversations.id, conversation.id));
      }
      // A robot holding it stops: the conversation waits for people at the next opening.
      const summary =
        conversation.status === 'ROBOT_INTERACTIVE'
          ? await changeConversation(tx, conversation, { status: 'WAITING_HUMAN', userId: null })
          : await loadConversationSummary(tx, conversation.id);
      const message = toMessage({ row, sender: null, fileUrlOf: fileUrlOf(context) });
      await recordEvents(tx, [eventOf(messagingEvents.messageSent, row, { conversationId: row.conversationId, message, ...(summary ? { conversation: summary } : {}) })]);
    },
  );
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
