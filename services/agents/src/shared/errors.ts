import { defineErrors } from '@balcao/service-kit';
import { AGENT_MESSAGES as M, BILLING_MESSAGES } from '@balcao/contracts';

/** Refusals that need the database or the model (the shape of the input is checked by the contracts). */
export const agentErrors = defineErrors('AGENT', {
  MODEL_INVALID: { status: 400, message: M.modelInvalid },
  TRANSFER_RULE_REQUIRED: { status: 400, message: M.transferRuleRequired },
});

export const aiErrors = defineErrors('AI', {
  NOT_CONFIGURED: { status: 503, message: M.aiNotConfigured },
  UNAVAILABLE: { status: 503, message: M.aiUnavailable },
  AUDIO_URL_INVALID: { status: 400, message: M.audioUrlInvalid },
  AUDIO_UNAVAILABLE: { status: 400, message: M.audioUnavailable },
  /** The spec's credits screen text; 402 as the subscription gate, under its own code. */
  CREDITS_EXHAUSTED: { status: 402, message: BILLING_MESSAGES.creditsLimitReached },
});
