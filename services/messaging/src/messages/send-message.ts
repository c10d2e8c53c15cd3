import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { messagingEvents, type ConversationSummary, type Message, type MessageStatus, type MessageType } from '@balcao/contracts';
import { commonErrors, type Principal } from '@balcao/service-kit';
import { isRetryable } from '../channels/channel-errors';
import { channelMessageIdOf } from '../channels/channel-message-id';
import { fileUrlOf, type MessagingContext } from '../context';
import { loadConversationSummary } from '../conversations/conversation-summary';
import { eventOf, recordEvents, runCommand, type Executor, type MessagingDatabase } from '../db/database';
import { conversations, members, messages, people, type MessageRow } from '../db/schema';
import { fileKindOf, outboundMediaKey } from '../media/media-keys';
import { messageErrors } from '../shared/errors';
import { visibleTo } from '../shared/tenancy';
import { sendThroughChannel } from './channel-send';
import { loadMessage } from './message-dto';
import { retirePreviousReactions } from './reactions';
import type { OutgoingFile, SendMessageForm } from './send-message-form';

const FILE_TYPES = new Set<MessageType>(['image', 'video', 'audio', 'document', 'sticker']);

/** A file's kind comes from its MIME type, unless it is asked to go as a document or a sticker. */
function messageTypeOf(requested: MessageType | undefined, file: OutgoingFile | null): MessageType {
  if (file) return requested === 'document' || requested === 'sticker' ? requested : fileKindOf(file.mimeType);
  return requested && !FILE_TYPES.has(requested) ? requested : 'text';
}

async function loadTarget(db: Executor, principal: Principal, conversationId: string) {
  const [target] = await db
    .select({ conversation: conversations, phoneNumber: people.phoneNumber, senderName: members.name })
    .from(conversations)
    .innerJoin(people, eq(people.id, conversations.personId))
    .leftJoin(members, eq(members.userId, principal.userId))
    .where(and(eq(conversations.id, conversationId), visibleTo(principal, conversations)));
  if (!target) throw commonErrors.NOT_FOUND();
  return target;
}

/** A replied-to or reacted-to message must be of the same conversation. */
async function referencedMessage(db: Executor, conversationId: string, id: string | undefined, field: string) {
  if (!id) return null;
  const [row] = await db
    .select({ id: messages.id, externalId: messages.externalId })
    .from(messages)
    .where(and(eq(messages.id, id), eq(messages.conversationId, conversationId)));
  if (!row) throw messageErrors.INVALID_REFERENCE(undefined, field);
  return row;
}

/** Records how the hand-off ended; a sent message becomes the conversation's last message. */
export async function finishSend(context: Pick<MessagingContext, 'db' | 'relay' | 'links'>, pending: MessageRow, outcome: { status: MessageStatus; externalId?: string }): Promise<Message> {
  return runCommand(context, async (tx) => {
    const changed = await tx
      .update(messages)
      .set({ status: outcome.status, externalId: outcome.externalId ?? null })
      .where(and(eq(messages.id, pending.id), eq(messages.status, 'PENDING')))
      .returning({ id: messages.id });
    const message = (await loadMessage(tx, pending.id, fileUrlOf(context)))!;
    // Recorded already by an attempt whose commit its caller did not see: nothing twice.
    if (changed.length === 0) return message;
    let conversation: ConversationSummary | undefined;
    if (outcome.status === 'SENT' && pending.type === 'reaction') {
      await retirePreviousReactions(tx, { id: pending.id, reactionMessageId: pending.reactionMessageId!, direction: 'OUTBOUND' });
    } else if (outcome.status === 'SENT') {
      await tx
        .update(conversations)
        .set({
          lastMessageAt: pending.messageAt,
          lastMessageContent: pending.content,
          lastMessageDirection: 'OUTBOUND',
          lastMessageType: pending.type,
          activityAt: pending.messageAt,
          updatedAt: new Date(),
        })
        .where(eq(conversations.id, pending.conversationId));
      conversation = (await loadConversationSummary(tx, pending.conversationId))!;
    }
    await recordEvents(tx, [eventOf(messagingEvents.messageSent, pending, { conversationId: pending.conversationId, message, ...(conversation ? { conversation } : {}) })]);
    return message;
  });
}

/**
 * How long the attendant's send is asked again while its device changes hands: within the
 * handler's 30 s deadline, with room to record the outcome. A longer take-over ends FAILED
 * (502), and the attendant sends it again.
 */
const SEND_RETRY_MS = 20_000;

/** The record of a send asked with an Idempotency-Key: the key as the hook keeps it, for this conversation. */
const requestKeyOfSend = (idempotencyKey: string, conversationId: string) =>
  `send:${createHash('sha256').update(`${idempotencyKey}\n${conversationId}`).digest('hex').slice(0, 40)}`;

async function earlierAttempt(db: Executor, requestKey: string | null) {
  if (!requestKey) return null;
  const [row] = await db.select().from(messages).where(eq(messages.requestKey, requestKey));
  return row ?? null;
}

/**
 * Stores the message as PENDING and commits before handing it to the channel, so a crash never
 * leaves a sent message unrecorded; then records SENT with the provider's id, or FAILED (502).
 *
 * With an Idempotency-Key, a retry that runs again (the replica of the first attempt died, and
 * its claim ran out) finds that attempt: sent, it is answered as it is; still PENDING (the
 * channel may have taken it), it is sent again under the same channel id, which the phone keeps
 * once; FAILED, a new attempt takes the key, under the same channel id too (the chaos run, issue
 * 39, saw a retry after a kill put a second copy on the client's phone).
 */
export async function sendMessage(context: MessagingContext, principal: Principal, { fields, file }: SendMessageForm, options: { idempotencyKey?: string | null } = {}): Promise<Message> {
  const type = messageTypeOf(fields.type, file);
  const text = fields.message ?? null;
  if (!file && type !== 'reaction' && !text?.trim()) throw messageErrors.REQUIRED(undefined, 'message');
  if (type === 'reaction' && !fields.reactionMessageId) throw messageErrors.INVALID_REFERENCE(undefined, 'reactionMessageId');

  const { conversation, phoneNumber, senderName } = await loadTarget(context.db, principal, fields.conversationId);
  const quoted = await referencedMessage(context.db, conversation.id, fields.replyMessageId, 'replyMessageId');
  const reactedTo = type === 'reaction' ? await referencedMessage(context.db, conversation.id, fields.reactionMessageId, 'reactionMessageId') : null;

  const signed = fields.showResponsibleName === 'true' && text && senderName ? `*${senderName}*:\n${text}` : text;
  const caption = file ? (fields.caption ?? signed) : null;
  const content = type === 'reaction' ? (text ?? '') : file ? caption : signed;
  const requestKey = options.idempotencyKey ? requestKeyOfSend(options.idempotencyKey, conversation.id) : null;
  const earlier = await earlierAttempt(context.db, requestKey);
  if (earlier && earlier.status !== 'PENDING' && earlier.status !== 'FAILED') return (await loadMessage(context.db, earlier.id, fileUrlOf(context)))!;
  const unfinished = earlier?.status === 'PENDING' ? earlier : null;

  const fileKey = unfinished ? unfinished.fileKey : file ? outboundMediaKey(file.mimeType, file.fileName) : null;
  if (file && fileKey && !unfinished) await context.media.put(fileKey, file.data, file.mimeType);

  const pending = unfinished ?? (await storePending(context.db, earlier, {
      officeId: conversation.officeId,
      inboxId: conversation.inboxId,
      conversationId: conversation.id,
      integrationId: conversation.integrationId,
      direction: 'OUTBOUND',
      type,
      content,
      status: 'PENDING',
      messageAt: new Date(),
      userId: principal.userId,
      fileKey,
      fileName: file?.fileName ?? null,
      mimeType: file?.mimeType ?? null,
      caption,
      quotedMessageId: quoted?.id ?? null,
      reactionMessageId: reactedTo?.id ?? null,
      requestKey,
    }));

  let externalId: string;
  try {
    const outbound = {
      type,
      text: content,
      file: file ? { ...file, key: fileKey } : null,
      caption,
      quotedExternalId: quoted?.externalId ?? null,
      reactionToExternalId: reactedTo?.externalId ?? null,
      id: channelMessageIdOf(requestKey ?? pending.id),
    };
    ({ externalId } = await sendThroughChannel(context, { integrationId: conversation.integrationId, to: phoneNumber, message: outbound }, SEND_RETRY_MS));
  } catch (error) {
    context.log.warn({ err: error, messageId: pending.id }, 'channel provider failed to send');
    await finishSend(context, pending, { status: 'FAILED' });
    throw sendFailureOf(error);
  }
  return recordSent(context, pending, externalId);
}

/**
 * A device changing hands or reconnecting past the send's time is a 503 to ask again (under the
 * same Idempotency-Key, the same channel id), not a refusal (502).
 */
export const sendFailureOf = (error: unknown) => (isRetryable(error) ? messageErrors.DEVICE_UNAVAILABLE() : messageErrors.SEND_FAILED());

/** Stores the attempt PENDING; a FAILED earlier attempt of the same key hands the key over to it. */
async function storePending(db: MessagingDatabase, failedEarlier: MessageRow | null, values: typeof messages.$inferInsert): Promise<MessageRow> {
  return db.transaction(async (tx) => {
    if (failedEarlier) await tx.update(messages).set({ requestKey: null }).where(eq(messages.id, failedEarlier.id));
    const [pending] = await tx.insert(messages).values(values).onConflictDoNothing().returning();
    // Another attempt of the same key stored itself meanwhile: that one carries the send.
    if (!pending) throw commonErrors.IN_PROGRESS();
    return pending;
  });
}

/** How long the record of a message the channel took is asked again (within the handler's 30 s). */
const SENT_RECORD_RETRY_MS = 20_000;

/**
 * The channel took the message: its record must follow whatever the database goes through
 * meanwhile (a restart drops every connection). Failing the request instead would leave it
 * PENDING and free the Idempotency-Key, and the browser's retry would send the client a second
 * copy (the chaos run, issue 39). finishSend changes only a PENDING message, so a repeat after
 * a commit whose answer was lost records nothing twice.
 */
async function recordSent(context: MessagingContext, pending: MessageRow, externalId: string): Promise<Message> {
  const deadline = Date.now() + SENT_RECORD_RETRY_MS;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await finishSend(context, pending, { status: 'SENT', externalId });
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      context.log.warn({ err: error, messageId: pending.id }, 'recording a sent message failed; asking again');
      await new Promise((resolve) => setTimeout(resolve, Math.min(2_000, 100 * 2 ** attempt)));
    }
  }
}
