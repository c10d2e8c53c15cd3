import { z } from 'zod';
import { ZCaseNumberProblem } from './case-numbers';

/**
 * Where a conversation stands in its flow. JSON-serialisable: the flows service stores it
 * between messages and feeds it back with the next input.
 */
export const FLOW_SESSION_STATUSES = ['new', 'waiting_answer', 'waiting_lookup', 'finished', 'handed_off'] as const;
export const ZFlowSessionStatus = z.enum(FLOW_SESSION_STATUSES);
export type FlowSessionStatus = z.infer<typeof ZFlowSessionStatus>;

export const ZFlowSessionState = z.object({
  status: ZFlowSessionStatus,
  currentStepId: z.string().nullable(),
  /** The client's answers by step id (input steps keep the text, choices the option title). */
  answers: z.record(z.string(), z.string()),
  /** The input step whose answer a lookup uses, to ask it again on an invalid number. */
  lastInputStepId: z.string().nullable(),
});
export type FlowSessionState = z.infer<typeof ZFlowSessionState>;

export const ZCaseLookupResult = z.discriminatedUnion('status', [
  z.object({ status: z.literal('found'), summary: z.string() }),
  z.object({ status: z.literal('not_found') }),
  // No problem: stored before the check digits were told apart; read as a wrong format.
  z.object({ status: z.literal('invalid_number'), problem: ZCaseNumberProblem.optional() }),
  z.object({ status: z.literal('unavailable') }),
]);
export type CaseLookupResult = z.infer<typeof ZCaseLookupResult>;

export const ZFlowInput = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start') }),
  z.object({ type: z.literal('message'), text: z.string() }),
  /** Sent by the runtime when a waiting step's timeoutSeconds passed; stale ticks are ignored. */
  z.object({ type: z.literal('timeout'), stepId: z.string() }),
  z.object({ type: z.literal('lookup_result'), stepId: z.string(), result: ZCaseLookupResult }),
]);
export type FlowInput = z.infer<typeof ZFlowInput>;

export const ZChoiceOptionMessage = z.object({ number: z.number().int(), title: z.string(), description: z.string().optional() });

export const ZFlowMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.string() }),
  /** numberedText is the same question for channels without native lists or buttons. */
  z.object({
    type: z.literal('choice'),
    style: z.enum(['list', 'buttons']),
    text: z.string(),
    options: z.array(ZChoiceOptionMessage),
    numberedText: z.string(),
  }),
]);
export type FlowMessage = z.infer<typeof ZFlowMessage>;

export const ZFlowAction = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ASSIGN_USER'), mode: z.literal('most-available') }),
  z.object({ type: z.literal('ASSIGN_USER'), mode: z.literal('specific'), userId: z.string() }),
  z.object({ type: z.literal('END_CONVERSATION') }),
  z.object({ type: z.literal('EVALUATION'), stepId: z.string(), score: z.number().int() }),
  z.object({ type: z.literal('SEARCH_MOVEMENTS'), stepId: z.string(), caseNumber: z.string() }),
]);
export type FlowAction = z.infer<typeof ZFlowAction>;
