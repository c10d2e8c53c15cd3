import type { TransferRule } from '@balcao/contracts';
import { foldText } from './portuguese-text';
import { negativityOf } from './sentiment';

export interface RuleMatch {
  rule: TransferRule;
  reason: string;
}

/** The keyword of the rule found in the text as a whole word or phrase (accents and case ignored), if any. */
export function keywordFound(keywords: string[], text: string): string | null {
  const folded = ` ${foldText(text).replace(/[^a-z0-9]+/g, ' ')} `;
  return keywords.find((keyword) => {
    const wanted = foldText(keyword).replace(/[^a-z0-9]+/g, ' ').trim();
    return wanted.length > 0 && folded.includes(` ${wanted} `);
  }) ?? null;
}

/**
 * The first enabled rule the client's turn meets, checked on every turn: KEYWORDS in the turn's
 * text, SENTIMENT at or above its threshold, INTERACTION_COUNT once the client wrote that many
 * times. RESPONSE_TIME is a matter of time passing (the runtime's), CUSTOM the model's to judge.
 */
export async function firstMatchingRule(rules: TransferRule[], turn: { text: string; clientMessages: number }): Promise<RuleMatch | null> {
  for (const rule of rules) {
    if (!rule.enabled) continue;
    if (rule.condition === 'KEYWORDS') {
      const keyword = keywordFound(rule.keywords, turn.text);
      if (keyword) return { rule, reason: `Palavra-chave: ${keyword}` };
    }
    if (rule.condition === 'SENTIMENT') {
      const negativity = await negativityOf(turn.text);
      if (negativity >= rule.sentimentThreshold) return { rule, reason: `Sentimento negativo (${negativity}/10)` };
    }
    if (rule.condition === 'INTERACTION_COUNT' && turn.clientMessages >= rule.interactionCount) {
      return { rule, reason: `${rule.interactionCount} interações do cliente` };
    }
  }
  return null;
}

/** RESPONSE_TIME: the client has waited at least the rule's minutes for an answer. */
export function responseTimeRuleMet(rules: TransferRule[], waitingSince: Date, now: Date): RuleMatch | null {
  const waitedMinutes = (now.getTime() - waitingSince.getTime()) / 60_000;
  const rule = rules.find((candidate) => candidate.enabled && candidate.condition === 'RESPONSE_TIME' && waitedMinutes >= candidate.responseTimeMinutes);
  return rule ? { rule, reason: `Sem resposta há ${rule.responseTimeMinutes} minutos` } : null;
}
