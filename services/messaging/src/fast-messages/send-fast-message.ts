import type { FastMessageTemplateKey, Message } from '@balcao/contracts';
import type { Principal } from '@balcao/service-kit';
import type { MessagingContext } from '../context';
import type { Executor } from '../db/database';
import { sendMessage } from '../messages/send-message';
import { fastMessageErrors } from '../shared/errors';
import { fillFor, findVisibleFastMessage, placeholderTarget } from './fast-messages.repository';

export interface FilledFastMessage {
  text: string;
  templateKey: FastMessageTemplateKey | null;
}

/**
 * The quick reply's text for this conversation, placeholders filled. Both must be of the same
 * workspace the caller belongs to (else 404); nothing left after filling is refused.
 */
export async function fastMessageTextFor(db: Executor, principal: Principal, fastMessageId: string, conversationId: string): Promise<FilledFastMessage> {
  const reply = await findVisibleFastMessage(db, principal, fastMessageId);
  const target = await placeholderTarget(db, principal, conversationId, reply.inboxId);
  const text = fillFor(reply.content, target);
  if (!text) throw fastMessageErrors.EMPTY(undefined, 'content');
  return { text, templateKey: reply.templateKey };
}

/** Sends plain text as the caller, through the same path as the composer (provider, then events). */
export const sendTextAs = (context: MessagingContext, principal: Principal, conversationId: string, text: string): Promise<Message> =>
  sendMessage(context, principal, { fields: { conversationId, type: 'text', message: text }, file: null });

/** `POST /fast-message/{id}/send`: the quick reply as a normal outbound message. */
export async function sendFastMessage(context: MessagingContext, principal: Principal, id: string, conversationId: string): Promise<Message> {
  const { text } = await fastMessageTextFor(context.db, principal, id, conversationId);
  return sendTextAs(context, principal, conversationId, text);
}
