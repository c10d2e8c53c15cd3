import { and, eq } from 'drizzle-orm';
import { MESSAGE_DELETE_WINDOW_HOURS, messagingEvents, type Message, type RemoveMessageBody } from '@balcao/contracts';
import { commonErrors, type Principal } from '@balcao/service-kit';
import { fileUrlOf, type MessagingContext } from '../context';
import { eventOf, recordEvents, runCommand } from '../db/database';
import { messages } from '../db/schema';
import { messageErrors } from '../shared/errors';
import { visibleTo } from '../shared/tenancy';
import { loadMessage } from './message-dto';

/** Deletes for everyone one of the caller's own sent messages younger than 48 h (spec 1 §5). */
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
    if (!message.isDeleted) await tx.update(messages).set({ isDeleted: true }).where(eq(messages.id, message.id));
    const updated = (await loadMessage(tx, message.id, fileUrlOf(context)))!;
    await recordEvents(tx, [eventOf(messagingEvents.messageUpdated, message, { conversationId: message.conversationId, message: updated })]);
    return updated;
  });
}
