import type { ConversationEvaluation, Message } from '@balcao/contracts';

/** '5 de 5': the score on the scale the client was asked for (EVALUATION_REQUEST_TEXT: 1 to 5). */
export const evaluationText = (score: number) => `${score} de 5`;

/**
 * The message after which the rating line shows: the last one sent up to the answer (the client's
 * answer itself). Null when that message is not loaded yet (an older page), so the line waits for it.
 */
export function evaluationAnchorId(messages: readonly Message[], evaluation: ConversationEvaluation, hasOlder: boolean): string | null | 'end' {
  const answeredAt = Date.parse(evaluation.answeredAt);
  let anchor: string | null = null;
  for (const message of messages) {
    if (message.type === 'reaction') continue;
    if (Date.parse(message.messageAt) <= answeredAt) anchor = message.id;
  }
  if (anchor) return anchor;
  return hasOlder ? null : 'end';
}
