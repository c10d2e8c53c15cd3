import { and, eq } from 'drizzle-orm';
import { MESSAGE_DELETE_WINDOW_HOURS, messagingEvents, type Message, type RemoveMessageBody } from '@balcao/contracts';
import { commonErrors, type Principal } from '@balcao/service-kit';
import { fileUrlOf, type MessagingContext } from '../context';
import { eventOf, recordEvents, runCommand, type Executor } from '../db/database';
import { conversations, messages, people } from '../db/schema';
import { messageErrors } from '../shared/errors';
import { visibleTo } from '../shared/tenancy';
import { loadMessage } from './message-dto';

type MessageRow = typeof messages.$inferSelect;

/** The caller's own sent message younger than 48 h, or the error that says why it cannot be deleted. */
async function findDeletableMessage(db: Executor, principal: Principal, body: RemoveMessageBody, lock: boolean): Promise<MessageRow> {
  const query = db
    .select()
    .from(messages)
    .where(and(eq(messages.id, body.messageId), eq(messages.conversationId, body.conversationId), visibleTo(principal, messages)));
  const [message] = lock ? await query.for('update') : await query;
  if (!message) throw commonErrors.NOT_FOUND();
  const windowStart = Date.now() - MESSAGE_DELETE_WINDOW_HOURS * 60 * 60 * 1000;
  if (message.direction !== 'OUTBOUND' || message.userId !== principal.userId || message.messageAt.getTime() < windowStart) {
    throw messageErrors.DELETE_WINDOW();
  }
  return message;
}

async function revokeOnPhone(context: MessagingContext, message: MessageRow) {
  const [target] = await context.db
    .select({ phoneNumber: people.phoneNumber })
    .from(conversations)
    .innerJoin(people, eq(people.id, conversations.personId))
    .where(eq(conversations.id, message.conversationId));
  try {
    await context.channel.send(message.integrationId, target.phoneNumber, { type: message.type, text: null, deletesExternalId: message.externalId });
  } catch (error) {
    context.log.warn({ err: error, externalId: message.externalId }, 'channel provider failed to delete a message for everyone');
    throw messageErrors.DELETE_FAILED();
  }
}

/**
 * Deletes for everyone one of the caller's own sent messages younger than 48 h (spec 1 §5):
 * first on the client's phone (the channel's revoke), then here. When the phone's copy cannot
 * be deleted nothing changes, so the screen never claims a deletion the client did not see.
 * The phone is asked before the transaction opens: a command never holds a connection and a
 * row lock while it waits on the network (the channel may itself write to this message).
 */
export async function removeMessage(context: MessagingContext, principal: Principal, body: RemoveMessageBody): Promise<Message> {
  const found = await findDeletableMessage(context.db, principal, body, false);
  if (!found.isDeleted && found.externalId) await revokeOnPhone(context, found);
  return runCommand(context, async (tx) => {
    const message = await findDeletableMessage(tx, principal, body, true);
    if (!message.isDeleted) await tx.update(messages).set({ isDeleted: true }).where(eq(messages.id, message.id));
    const updated = (await loadMessage(tx, message.id, fileUrlOf(context)))!;
    await recordEvents(tx, [eventOf(messagingEvents.messageUpdated, message, { conversationId: message.conversationId, message: updated })]);
    return updated;
  });
}
