import { and, eq } from 'drizzle-orm';
import { MESSAGE_DELETE_WINDOW_HOURS, messagingEvents, type Message, type MessageType, type RemoveMessageBody } from '@balcao/contracts';
import { commonErrors, type Principal } from '@balcao/service-kit';
import { fileUrlOf, type MessagingContext } from '../context';
import { eventOf, recordEvents, runCommand } from '../db/database';
import { conversations, messages, people } from '../db/schema';
import { messageErrors } from '../shared/errors';
import { visibleTo } from '../shared/tenancy';
import { loadMessage } from './message-dto';

/**
 * Deletes for everyone one of the caller's own sent messages younger than 48 h (spec 1 §5):
 * first on the client's phone (the channel's revoke), then here. When the phone's copy cannot
 * be deleted nothing changes, so the screen never claims a deletion the client did not see.
 */
async function revokeOnPhone(context: MessagingContext, conversationId: string, integrationId: string, externalId: string, type: MessageType) {
  const [target] = await context.db
    .select({ phoneNumber: people.phoneNumber })
    .from(conversations)
    .innerJoin(people, eq(people.id, conversations.personId))
    .where(eq(conversations.id, conversationId));
  try {
    await context.channel.send(integrationId, target.phoneNumber, { type, text: null, deletesExternalId: externalId });
  } catch (error) {
    context.log.warn({ err: error, externalId }, 'channel provider failed to delete a message for everyone');
    throw messageErrors.DELETE_FAILED();
  }
}

export async function removeMessage(context: MessagingContext, principal: Principal, body: RemoveMessageBody): Promise<Message> {
  return runCommand(context, async (tx) => {
    const [message] = await tx
      .select()
      .from(messages)
      .where(and(eq(messages.id, body.messageId), eq(messages.conversationId, body.conversationId), visibleTo(principal, messages)))
      .for('update');
    if (!message) throw commonErrors.NOT_FOUND();
    const windowStart = Date.now() - MESSAGE_DELETE_WINDOW_HOURS * 60 * 60 * 1000;
    if (message.direction !== 'OUTBOUND' || message.userId !== principal.userId || message.messageAt.getTime() < windowStart) {
      throw messageErrors.DELETE_WINDOW();
    }
    if (!message.isDeleted) {
      if (message.externalId) await revokeOnPhone(context, message.conversationId, message.integrationId, message.externalId, message.type);
      await tx.update(messages).set({ isDeleted: true }).where(eq(messages.id, message.id));
    }
    const updated = (await loadMessage(tx, message.id, fileUrlOf(context)))!;
    await recordEvents(tx, [eventOf(messagingEvents.messageUpdated, message, { conversationId: message.conversationId, message: updated })]);
    return updated;
  });
}
