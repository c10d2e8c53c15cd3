import { and, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { EVALUATION_THANKS_TEXT, messagingEvents, type EventEnvelope } from '@balcao/contracts';
import { handleOnce, type EventBus } from '@balcao/service-kit';
import { fileUrlOf, type MessagingContext } from '../context';
import { eventOf, recordEvents, runCommand, type MessagingTx } from '../db/database';
import { conversations, handledEvents, members, messages, people } from '../db/schema';
import { channelMessageIdOf } from '../channels/channel-message-id';
import { sendOutcome } from '../messages/channel-send';
import { toMessage } from '../messages/message-dto';

const CONSUMER = 'messaging-evaluation-thanks';

type ThanksContext = Pick<MessagingContext, 'db' | 'relay' | 'links' | 'channel' | 'log'>;

/**
 * The client who answered 'Finalizar com avaliação' is thanked (issue 40 §4): the message goes
 * out once per answer and is stored in the finished conversation, which stays finished (its
 * last message is the thanks, nothing reopens it), in the name of the attendant who finished it,
 * as the question was. A flow's rating step thanks in its own words.
 */
export async function thankClient(context: ThanksContext, event: EventEnvelope) {
  const payload = event.payload as { conversationId: string; via?: string };
  if (payload.via !== 'finish') return;
  const [target] = await context.db
    .select({ conversation: conversations, phoneNumber: people.phoneNumber })
    .from(conversations)
    .innerJoin(people, eq(people.id, conversations.personId))
    .where(eq(conversations.id, payload.conversationId));
  if (!target || target.conversation.officeId !== event.officeId) return;
  const { conversation } = target;
  const [handled] = await context.db
    .select({ eventId: handledEvents.eventId })
    .from(handledEvents)
    .where(and(eq(handledEvents.consumer, CONSUMER), eq(handledEvents.eventId, event.id)));
  if (handled) return;
  const outcome = await sendOutcome(context, {
    integrationId: conversation.integrationId,
    to: target.phoneNumber,
    message: { type: 'text', text: EVALUATION_THANKS_TEXT, id: channelMessageIdOf(`${event.id}:thanks`) },
    conversationId: conversation.id,
    what: 'the evaluation thanks',
  });
  const now = new Date();
  const [sender] = conversation.userId
    ? await context.db.select({ name: members.name, imageUrl: members.imageUrl }).from(members).where(eq(members.userId, conversation.userId))
    : [];
  const once = { transaction: <T>(work: (tx: MessagingTx) => Promise<T>) => runCommand(context, work), handledTable: handledEvents, consumer: CONSUMER, eventId: event.id };
  await handleOnce(once, async (tx) => {
    const [row] = await tx
      .insert(messages)
      .values({
        id: uuidv7(),
        officeId: conversation.officeId,
        inboxId: conversation.inboxId,
        conversationId: conversation.id,
        integrationId: conversation.integrationId,
        direction: 'OUTBOUND',
        type: 'text',
        content: EVALUATION_THANKS_TEXT,
        ...outcome,
        messageAt: now,
        requestKey: `${event.id}:thanks`,
        userId: conversation.userId,
      })
      .returning();
    if (outcome.status === 'SENT') {
      await tx
        .update(conversations)
        .set({ lastMessageAt: now, lastMessageContent: EVALUATION_THANKS_TEXT, lastMessageDirection: 'OUTBOUND', lastMessageType: 'text', activityAt: now, updatedAt: now })
        .where(eq(conversations.id, conversation.id));
    }
    const message = toMessage({ row, sender: sender ?? null, fileUrlOf: fileUrlOf(context) });
    await recordEvents(tx, [eventOf(messagingEvents.messageSent, conversation, { conversationId: conversation.id, message })]);
  });
}

export function startEvaluationThanks(bus: EventBus, context: ThanksContext) {
  return bus.subscribe({
    durable: CONSUMER,
    types: [messagingEvents.conversationEvaluated.type],
    concurrency: 8,
    handler: (event) => thankClient(context, event),
  });
}
