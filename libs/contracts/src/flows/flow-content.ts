import { z } from 'zod';

/** Reserved id of the end step (spec 2 §3): reaching it finishes the conversation. */
export const END_STEP_ID = 'END_CONVERSATION';
/** An empty first step saved in the editor gets this id (spec 2 §4). */
export const WELCOME_STEP_ID = 'welcome';

/** Limits of spec 2 §9. */
export const FLOW_LIMITS = {
  messageMaxLength: 4096,
  optionTitleMaxLength: 30,
  optionTextMaxLength: 4096,
  minOptions: 2,
  ratingMin: 1,
  ratingMax: 5,
} as const;

export const FLOW_STEP_TYPES = ['text', 'input', 'list', 'button', 'system', 'action', 'conditional'] as const;
export const ZFlowStepType = z.enum(FLOW_STEP_TYPES);
export type FlowStepType = z.infer<typeof ZFlowStepType>;

export const FLOW_SYSTEM_ACTIONS = ['ASSIGN_USER', 'SEARCH_MOVEMENTS', 'END_CONVERSATION'] as const;
export const ZFlowSystemAction = z.enum(FLOW_SYSTEM_ACTIONS);
export type FlowSystemAction = z.infer<typeof ZFlowSystemAction>;

export const ZFlowOption = z.object({
  title: z.string(),
  text: z.string().optional(),
  value: z.union([z.string(), z.number()]).optional(),
  nextStepId: z.string().nullish(),
});
export type FlowOption = z.infer<typeof ZFlowOption>;

/** ASSIGN_USER: isAvailable true hands over to the most available attendant, else to userId. */
export const ZAssignUserMetadata = z.object({
  isAvailable: z.boolean().optional(),
  userId: z.string().nullish(),
});
export type AssignUserMetadata = z.infer<typeof ZAssignUserMetadata>;

/** retryMessage is sent before a question is repeated (wrong choice, invalid case number). */
export const ZStepValidation = z.object({ retryMessage: z.string().optional() });

export const ZFlowStep = z.object({
  id: z.string().min(1),
  type: ZFlowStepType,
  content: z.string().default(''),
  nextStepId: z.string().nullish(),
  options: z.array(ZFlowOption).optional(),
  initialStepId: z.string().nullish(),
  internalType: z.literal('EVALUATION').nullish(),
  systemAction: ZFlowSystemAction.nullish(),
  metadata: ZAssignUserMetadata.nullish(),
  timeoutSeconds: z.number().int().positive().nullish(),
  validation: ZStepValidation.nullish(),
  /** Editor-only data (node position, group id) the engine ignores. */
  position: z.object({ x: z.number(), y: z.number() }).optional(),
  groupId: z.string().optional(),
});
export type FlowStep = z.infer<typeof ZFlowStep>;

export const ZFlowContent = z.object({
  steps: z.array(ZFlowStep).default([]),
  initialStepId: z.string().default(''),
});
export type FlowContent = z.infer<typeof ZFlowContent>;
