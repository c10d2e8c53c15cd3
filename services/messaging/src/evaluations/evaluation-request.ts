import { EVALUATION_MAX_SCORE, EVALUATION_MIN_SCORE, EVALUATION_WINDOW_HOURS } from '@balcao/contracts';
import type { InboundMessage } from '../channels/channel-provider';
import type { ConversationRow } from '../db/schema';

/** What closing a conversation with an evaluation request writes: wait 24 h, forget an older answer. */
export const awaitingEvaluationFrom = (now: Date): Partial<ConversationRow> => ({
  awaitingEvaluationUntil: new Date(now.getTime() + EVALUATION_WINDOW_HOURS * 60 * 60 * 1000),
  evaluationScore: null,
  evaluatedAt: null,
});

/** The score a client's message gives, if it is only a digit 1–5 (spaces aside); else null. */
export function evaluationScoreOf(inbound: Pick<InboundMessage, 'type' | 'text'>): number | null {
  if (inbound.type !== 'text' || !inbound.text) return null;
  const text = inbound.text.trim();
  if (!/^\d$/.test(text)) return null;
  const score = Number(text);
  return score >= EVALUATION_MIN_SCORE && score <= EVALUATION_MAX_SCORE ? score : null;
}
