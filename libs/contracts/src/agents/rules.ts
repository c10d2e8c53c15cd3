import { z } from 'zod';
import {
  AGENT_LIMITS,
  DEFAULT_IDLE_TIMEOUT,
  DEFAULT_INTERACTION_COUNT,
  DEFAULT_RESPONSE_TIME_MINUTES,
  DEFAULT_SENTIMENT_THRESHOLD,
  IDLE_TIMEOUT_OPTIONS,
  INTERACTION_COUNT_OPTIONS,
  ZIdleActionType,
  ZTransferCondition,
} from './enums';
import { AGENT_MESSAGES as M } from './messages';

const oneOf = <T extends readonly number[]>(options: T, message: string) =>
  z.number({ error: message }).int(message).refine((value) => options.includes(value), message);

/** Ids made by the form before saving (temporary) are kept as given; the server keeps them stable. */
const ZLocalId = z.string().trim().min(1).max(64).optional();

const optionalMessage = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => (value ? value : null));

export const ZIdleAction = z.object({
  id: ZLocalId,
  timeoutMinutes: oneOf(IDLE_TIMEOUT_OPTIONS, M.idleTimeoutInvalid).default(DEFAULT_IDLE_TIMEOUT),
  action: ZIdleActionType.default('ENGAGE_CUSTOMER'),
  customMessage: optionalMessage(AGENT_LIMITS.idleMessageMax, M.idleMessageMax),
});
export type IdleActionInput = z.input<typeof ZIdleAction>;
export type IdleAction = Omit<z.infer<typeof ZIdleAction>, 'id'> & { id: string };

/** A keyword is kept only if non-empty after trimming and not already in the rule (spec 3 §5). */
export function normalizeKeywords(keywords: string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of keywords) {
    const keyword = raw.trim();
    const key = keyword.toLocaleLowerCase('pt-BR');
    if (!keyword || seen.has(key)) continue;
    seen.add(key);
    kept.push(keyword);
  }
  return kept;
}

export const ZTransferRule = z
  .object({
    id: ZLocalId,
    condition: ZTransferCondition,
    keywords: z
      .array(z.string().max(AGENT_LIMITS.keywordMax, `Cada palavra-chave pode ter no máximo ${AGENT_LIMITS.keywordMax} caracteres`))
      .max(AGENT_LIMITS.keywordsPerRule, `Uma regra pode ter no máximo ${AGENT_LIMITS.keywordsPerRule} palavras-chave`)
      .default([])
      .transform(normalizeKeywords),
    sentimentThreshold: z.number({ error: M.sentimentThresholdRange }).int(M.sentimentThresholdRange).min(1, M.sentimentThresholdRange).max(10, M.sentimentThresholdRange).default(DEFAULT_SENTIMENT_THRESHOLD),
    interactionCount: oneOf(INTERACTION_COUNT_OPTIONS, M.interactionCountInvalid).default(DEFAULT_INTERACTION_COUNT),
    responseTimeMinutes: z.number({ error: M.responseTimeInvalid }).int(M.responseTimeInvalid).min(1, M.responseTimeInvalid).max(1440, M.responseTimeInvalid).default(DEFAULT_RESPONSE_TIME_MINUTES),
    customCondition: optionalMessage(AGENT_LIMITS.customConditionMax, M.customConditionMax),
    transferMessage: optionalMessage(AGENT_LIMITS.transferMessageMax, M.transferMessageMax),
    enabled: z.boolean().default(true),
  })
  .superRefine((rule, context) => {
    if (rule.condition === 'KEYWORDS' && rule.keywords.length === 0) context.addIssue({ code: 'custom', path: ['keywords'], message: M.keywordsRequired });
    if (rule.condition === 'CUSTOM' && !rule.customCondition) context.addIssue({ code: 'custom', path: ['customCondition'], message: M.customConditionRequired });
  });
export type TransferRuleInput = z.input<typeof ZTransferRule>;
export type TransferRule = Omit<z.infer<typeof ZTransferRule>, 'id'> & { id: string };

export const ZIdleActions = z.array(ZIdleAction).max(AGENT_LIMITS.idleActionsMax, M.tooManyIdleActions);
export const ZTransferRules = z.array(ZTransferRule).max(AGENT_LIMITS.transferRulesMax, M.tooManyTransferRules);
