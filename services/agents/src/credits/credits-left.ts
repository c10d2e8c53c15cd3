import { AGENT_MESSAGES } from '@balcao/contracts';
import type { Executor } from '../db/database';
import { officesWithoutCredits } from '../runtime/office-credits';
import { aiErrors } from '../shared/errors';

/**
 * Refuses an AI use (a composer helper, 'Testar agente') of an office billing said has no credits
 * left, before anything is called, as the runtime hands such a conversation to a person. The
 * balance is billing's last word (a few uses racing at the edge may pass; billing then debits at
 * most what is left). An office billing never mentioned has credits.
 */
export async function assertCreditsLeft(db: Executor, officeId: string) {
  if ((await officesWithoutCredits(db, [officeId])).size > 0) throw aiErrors.CREDITS_EXHAUSTED(AGENT_MESSAGES.creditsExhaustedDescription);
}
