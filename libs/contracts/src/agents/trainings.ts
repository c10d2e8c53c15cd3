import { z } from 'zod';
import { paged, ZQueryBoolean } from '../common/http';
import { AGENT_LIMITS } from './enums';
import { AGENT_MESSAGES as M } from './messages';

/** A question/answer pair an agent learns from (spec 3 §3). */
export const ZTraining = z.object({
  id: z.string(),
  agentId: z.string(),
  question: z.string(),
  answer: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Training = z.infer<typeof ZTraining>;
export const ZTrainingList = paged(ZTraining);

const ZQuestion = z.string({ error: M.questionRequired }).trim().min(1, M.questionRequired).max(AGENT_LIMITS.questionMax, M.questionMax);
const ZAnswer = z.string({ error: M.answerRequired }).trim().min(1, M.answerRequired).max(AGENT_LIMITS.answerMax, M.answerMax);

export const ZCreateTrainingBody = z.object({ question: ZQuestion, answer: ZAnswer, isActive: z.boolean().default(true) });
export type CreateTrainingBody = z.input<typeof ZCreateTrainingBody>;

/** The switch sends isActive; an edit sends question and answer (and keeps isActive). */
export const ZUpdateTrainingBody = z.object({ question: ZQuestion.optional(), answer: ZAnswer.optional(), isActive: z.boolean().optional() });
export type UpdateTrainingBody = z.input<typeof ZUpdateTrainingBody>;

export const ZListTrainingsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(AGENT_LIMITS.trainingsPageSize),
  search: z.string().trim().max(200).optional(),
  isActive: ZQueryBoolean.optional(),
});
export type ListTrainingsQuery = z.infer<typeof ZListTrainingsQuery>;
export type ListTrainingsQueryInput = z.input<typeof ZListTrainingsQuery>;

export const ZAgentParams = z.object({ agentId: z.uuid({ error: 'Identificador inválido' }) });
export const ZTrainingParams = ZAgentParams.extend({ trainingId: z.uuid({ error: 'Identificador inválido' }) });
