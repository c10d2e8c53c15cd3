import { and, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { messagingEvents } from '@balcao/contracts';
import { executePrepared } from '@balcao/service-kit';
import type { InboundMessage } from '../channels/channel-provider';
import { fileUrlOf, type MessagingContext } from '../context';
import { loadConversationSummary } from '../conversations/conversation-summary';
import { eventOf, recordEvents, type MessagingTx } from '../db/database';
import { conversations, messages, people } from '../db/schema';
import { DuplicateInbound } from '../inbound/duplicate-inbound';
import type { DeviceInfo } from '../integrations/integration-directory';
import { toMessage } from '../messages/message-dto';

export interface EvaluationAnswer {
  phoneNumber: string;
  pushName: string | null;
  inbound: InboundMessage;
  score: number;
}

/**
 * The closed conversation of this client and device that waits for an evaluation, locked; none
 * when it expired or the client has an open conversation there again. Only conversations
 * waiting are in the partial index it reads.
 */
async function waitingConversation(tx: MessagingTx, device: DeviceInfo, answer: EvaluationAnswer) {
  // Prepared: asked of every client message that could be a score, and planned each time it cost more than it ran.
  const [waiting] = await executePrepared(
    tx
      .select({ conversation: conversations })
      .from(conversations)
      .innerJoin(people, eq(people.id, conversations.personId))
      .where(
        and(
          eq(people.officeId, device.officeId),
          eq(people.inboxId, device.inboxId),
          eq(people.phoneNumber, answer.phoneNumber),
          eq(conversations.integrationId, device.id),
          isNotNull(conversations.awaitingEvaluationUntil),
          gt(conversations.awaitingEvaluationUntil, answer.inbound.timestamp),
          eq(conversations.status, 'INACTIVE'),
          sql`not exists (select 1 from ${conversations} o where o.person_id = ${conversations.personId}
            and o.integration_id = ${conversations.integrationId} and o.status <> 'INACTIVE')`,
        ),
      )
      .orderBy(desc(conversations.awaitingEvaluationUntil))
      .limit(1)
      // Locks the contact's row too (drizzle writes `of` schema-qualified, which PostgreSQL refuses);
      // this transaction updates it anyway.
      .for('update'),
  );
  return waiting?.conversation ?? null;
}

/**
 * A client's score for a finished conversation: the message is stored in that conversation,
 * which records the evaluation and stays closed (no new conversation opens). Null when nothing
 * waits for one, so the message goes the usual way; a redelivered message rolls back.
 */
export async function recordEvaluationAnswer(
  tx: MessagingTx,
  context: Pick<MessagingContext, 'links'>,
  device: DeviceInfo,
  answer: EvaluationAnswer,
): Promise<{ messageId: string; conversationId: string } | null> {
  const conversation = await waitingConversation(tx, device, answer);
  if (!conversation) return null;
  const { inbound } = answer;
  const [message] = await tx
    .insert(messages)
    .values({
      officeId: conversation.officeId,
      inboxId: conversation.inboxId,
      conversationId: conversation.id,
      integrationId: device.id,
      externalId: inbound.externalId,
      direction: 'INBOUND',
      type: 'text',
      content: inbound.text,
      status: 'DELIVERED',
      messageAt: inbound.timestamp,
      senderName: answer.pushName,
    })
    .onConflictDoNothing({ target: [messages.integrationId, messages.externalId] })
    .returning();
  if (!message) throw new DuplicateInbound();

  await tx
    .update(conversations)
    .set({
      evaluationScore: answer.score,
      evaluatedAt: inbound.timestamp,
      awaitingEvaluationUntil: null,
      lastMessageAt: inbound.timestamp,
      lastMessageContent: inbound.text,
      lastMessageDirection: 'INBOUND',
      lastMessageType: 'text',
      activityAt: inbound.timestamp,
      updatedAt: new Date(),
    })
    .where(eq(conversations.id, conversation.id));
  await tx
    .update(people)
    .set({ lastMessageSentAt: inbound.timestamp, name: sql`coalesce(${people.name}, ${answer.pushName})` })
    .where(eq(people.id, conversation.personId));

  const summary = (await loadConversationSummary(tx, conversation.id))!;
  const dto = toMessage({ row: message, sender: null, fileUrlOf: fileUrlOf(context) });
  await recordEvents(tx, [
    eventOf(messagingEvents.messageReceived, conversation, { conversationId: conversation.id, message: dto, conversation: summary }),
    eventOf(messagingEvents.conversationEvaluated, conversation, {
      conversationId: conversation.id,
      score: answer.score,
      answeredAt: inbound.timestamp.toISOString(),
      // Finishing keeps the responsible: the attendant who finished it asking for the score.
      userId: conversation.userId,
      via: 'finish',
    }),
  ]);
  return { messageId: message.id, conversationId: conversation.id };
}
