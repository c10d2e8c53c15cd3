import { EVALUATION_CHOICES, EVALUATION_MAX_SCORE, EVALUATION_MIN_SCORE } from '@balcao/contracts';
import type { InboundMessage } from '../channels/channel-provider';
import type { ConversationRow } from '../db/schema';

/** What closing a conversation with an evaluation request writes: wait the workspace's window, forget an older answer. */
export const awaitingEvaluationFrom = (now: Date, windowHours: number): Partial<ConversationRow> => ({
  awaitingEvaluationUntil: new Date(now.getTime() + windowHours * 60 * 60 * 1000),
  evaluationScore: null,
  evaluatedAt: null,
});

const normalised = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
const LABELS = EVALUATION_CHOICES.map(normalised);

/**
 * The score a client's message gives, else null: the number of a choice (' 5 '), the number with
 * its label as the request shows it ('5 - Excelente'), or the label alone ('excelente'). Anything
 * else is a message like any other.
 */
export function evaluationScoreOf(inbound: Pick<InboundMessage, 'type' | 'text'>): number | null {
  if (inbound.type !== 'text' || !inbound.text) return null;
  const text = normalised(inbound.text.trim());
  const numbered = /^(\d)(?:\s*[-–.)]?\s*([a-z]+))?$/.exec(text);
  if (numbered) {
    const score = Number(numbered[1]);
    if (score < EVALUATION_MIN_SCORE || score > EVALUATION_MAX_SCORE) return null;
    return !numbered[2] || LABELS[score - 1] === numbered[2] ? score : null;
  }
  const byLabel = LABELS.indexOf(text);
  return byLabel >= 0 ? byLabel + 1 : null;
}
