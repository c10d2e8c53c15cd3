import { z } from 'zod';
import { FLOW_LIMITS, ZFlowContent, type FlowContent } from './flow-content';
import { FLOW_MESSAGES } from './flow-validation';

/** The five colours of a flow card (spec 2 §3), as the spec stores them. */
export const FLOW_COLORS = ['bg-blue-600', 'bg-red-600', 'bg-amber-500', 'bg-slate-700', 'bg-emerald-600'] as const;
export const ZFlowColor = z.enum(FLOW_COLORS, { error: 'Cor inválida' });
export type FlowColor = z.infer<typeof ZFlowColor>;
export const DEFAULT_FLOW_COLOR: FlowColor = 'bg-blue-600';

/** Sort modes of the flows list (spec 2 §9). */
export const FLOW_SORTS = ['newest', 'oldest', 'name'] as const;
export type FlowSort = (typeof FLOW_SORTS)[number];

/** Most steps one flow may hold: far above what a person draws, low enough to bound a save. */
export const FLOW_MAX_STEPS = 300;

/**
 * A service flow (spec 2 §3). `isMain` ('Fluxo de atendimento ativo'): the flow serves at
 * least one device of its workspace.
 */
export const ZFlow = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  color: ZFlowColor,
  isMain: z.boolean(),
  inboxId: z.string(),
  content: ZFlowContent,
  /** Devices that run this flow. */
  integrationIds: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Flow = z.infer<typeof ZFlow>;
export const ZFlowList = z.array(ZFlow);

const ZFlowName = z
  .string({ error: FLOW_MESSAGES.nameRequired })
  .trim()
  .min(1, FLOW_MESSAGES.nameRequired)
  .max(120, 'O nome pode ter no máximo 120 caracteres');
const ZFlowDescription = z.string().trim().max(500, 'A descrição pode ter no máximo 500 caracteres').nullish();

/** Hard limits of stored content: the editor's own checks (links, finalization) are warnings it shows, not refusals. */
export const ZFlowContentInput = ZFlowContent.superRefine((content: FlowContent, context) => {
  if (content.steps.length > FLOW_MAX_STEPS) {
    context.addIssue({ code: 'custom', path: ['steps'], message: `Um fluxo pode ter no máximo ${FLOW_MAX_STEPS} etapas.` });
    return;
  }
  const ids = new Set<string>();
  content.steps.forEach((step, index) => {
    if (ids.has(step.id)) context.addIssue({ code: 'custom', path: ['steps', index, 'id'], message: `A etapa "${step.id}" aparece mais de uma vez.` });
    ids.add(step.id);
    if (step.content.length > FLOW_LIMITS.messageMaxLength) {
      context.addIssue({ code: 'custom', path: ['steps', index, 'content'], message: FLOW_MESSAGES.contentTooLong });
    }
    step.options?.forEach((option, optionIndex) => {
      if (option.title.length > FLOW_LIMITS.optionTitleMaxLength) {
        context.addIssue({ code: 'custom', path: ['steps', index, 'options', optionIndex, 'title'], message: FLOW_MESSAGES.optionTitleTooLong });
      }
      if ((option.text?.length ?? 0) > FLOW_LIMITS.optionTextMaxLength) {
        context.addIssue({ code: 'custom', path: ['steps', index, 'options', optionIndex, 'text'], message: FLOW_MESSAGES.optionTextTooLong });
      }
    });
  });
  if (content.steps.length > 0 && !ids.has(content.initialStepId)) {
    context.addIssue({ code: 'custom', path: ['initialStepId'], message: FLOW_MESSAGES.missingInitialStep });
  }
});

/** `POST /flow` (spec 2 §7): a new flow starts with `{ steps: [], initialStepId: '' }`. */
export const ZCreateFlowBody = z.object({
  name: ZFlowName,
  inboxId: z.uuid({ error: (issue) => (issue.input === undefined || issue.input === '' ? 'Workspace é obrigatório' : 'Workspace inválido') }),
  color: ZFlowColor.default(DEFAULT_FLOW_COLOR),
  description: ZFlowDescription,
  content: ZFlowContentInput.default({ steps: [], initialStepId: '' }),
});
export type CreateFlowBody = z.input<typeof ZCreateFlowBody>;

/** `PATCH /flow/{id}`: any of name, colour, description, content. */
export const ZUpdateFlowBody = z.object({
  name: ZFlowName.optional(),
  color: ZFlowColor.optional(),
  description: ZFlowDescription,
  content: ZFlowContentInput.optional(),
});
export type UpdateFlowBody = z.input<typeof ZUpdateFlowBody>;

/** `GET /flow?inboxId`: every flow of the workspace, newest first (the screen sorts and searches). */
export const ZListFlowsQuery = z.object({
  inboxId: z.uuid({ error: (issue) => (issue.input === undefined || issue.input === '' ? 'Workspace é obrigatório' : 'Workspace inválido') }),
});
export type ListFlowsQuery = z.infer<typeof ZListFlowsQuery>;

/** A court-case lookup a flow made for a client: the dashboard's 'Consultas recentes'. */
export const ZCaseLookup = z.object({
  id: z.string(),
  conversationId: z.string().nullable(),
  personName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  caseNumber: z.string(),
  status: z.enum(['found', 'not_found', 'invalid_number', 'unsupported_tribunal', 'unavailable']),
  tribunal: z.string().nullable(),
  summary: z.string().nullable(),
  source: z.enum(['flow', 'agent']),
  createdAt: z.string(),
});
export type CaseLookup = z.infer<typeof ZCaseLookup>;
