import { and, eq } from 'drizzle-orm';
import { EVALUATION_REQUEST_TEXT, type ConversationSummary, type FinishConversationBody } from '@balcao/contracts';
import { commonErrors, type Principal } from '@balcao/service-kit';
import type { MessagingContext } from '../context';
import { changeConversation, lockVisibleConversation } from '../conversations/conversations.service';
import { runCommand } from '../db/database';
import { conversations } from '../db/schema';
import { assignmentOf } from '../auto-assignment/assignment-settings';
import { awaitingEvaluationFrom } from '../evaluations/evaluation-request';
import { fastMessageTextFor, sendTextAs } from '../fast-messages/send-fast-message';
import { recordServiceMeasured } from '../sla/service-measure';
import { conversationErrors } from '../shared/errors';
import { visibleTo } from '../shared/tenancy';

/**
 * Finishes a conversation (spec 1 §4, SPEC-DECISIONS): 'end' only closes; 'quick-reply' sends the
 * quick reply, then closes; 'evaluation' sends the evaluation request, then closes waiting for
 * the score. Closing keeps the responsible and clears unread. A message that fails to send
 * leaves the conversation open (502), so the attendant can try again.
 */
export async function finishConversation(context: MessagingContext, principal: Principal, id: string, body: FinishConversationBody): Promise<ConversationSummary> {
  const [current] = await context.db
    .select({ status: conversations.status })
    .from(conversations)
    .where(and(eq(conversations.id, id), visibleTo(principal, conversations)));
  if (!current) throw commonErrors.NOT_FOUND();
  if (current.status === 'INACTIVE') throw conversationErrors.CLOSED();

  let waitForEvaluation = body.mode === 'evaluation';
  if (body.mode === 'quick-reply') {
    const reply = await fastMessageTextFor(context.db, principal, body.fastMessageId!, id);
    await sendTextAs(context, principal, id, reply.text);
    // The predefined 'Encerramento com avaliação' asks for a score too: its answer is one.
    waitForEvaluation = reply.templateKey === 'closing-evaluation';
  } else if (body.mode === 'evaluation') {
    await sendTextAs(context, principal, id, EVALUATION_REQUEST_TEXT);
  }

  return runCommand(context, async (tx) => {
    const row = await lockVisibleConversation(tx, principal, id);
    // The window is the workspace's setting; the deadline is stored, so every replica reads the same expiry.
    const evaluation = waitForEvaluation ? awaitingEvaluationFrom(new Date(), (await assignmentOf(tx, row.inboxId)).ratingWindowHours) : { awaitingEvaluationUntil: null };
    await recordServiceMeasured(tx, row);
    return changeConversation(tx, row, { status: 'INACTIVE', unreadCount: 0, ...evaluation });
  });
}
