import { z } from 'zod';
import { AGENT_MESSAGES as M } from './messages';

/** One message of a conversation the agent reads: the client's or its own. */
export const ZChatTurnMessage = z.object({
  role: z.enum(['client', 'agent'], { error: 'Papel da mensagem inválido' }),
  text: z.string({ error: M.textRequired }).trim().min(1, M.textRequired).max(4000, 'A mensagem pode ter no máximo 4000 caracteres'),
});
export type ChatTurnMessage = z.infer<typeof ZChatTurnMessage>;

/** 'Testar agente': the conversation so far, the client's last. */
export const ZTestChatBody = z.object({
  messages: z
    .array(ZChatTurnMessage, { error: M.testMessagesRequired })
    .min(1, M.testMessagesRequired)
    .max(60, 'A conversa de teste pode ter no máximo 60 mensagens')
    .refine((messages) => messages[messages.length - 1]?.role === 'client', M.testMessagesRequired),
});
export type TestChatBody = z.input<typeof ZTestChatBody>;

export const ZConsultedCase = z.object({
  caseNumber: z.string(),
  status: z.enum(['found', 'not_found', 'invalid_number', 'unsupported_tribunal', 'unavailable']),
  tribunal: z.string().nullable(),
  summary: z.string().nullable(),
});
export type ConsultedCase = z.infer<typeof ZConsultedCase>;

/**
 * The agent's turn: the text to send (null when it has nothing to say), a hand-over to a human,
 * the court case it consulted, and who produced it ('model' = the language model, 'faq' = the
 * local answerer over the trainings, 'rule' = a transfer rule, before any answer).
 */
export const ZAgentAnswer = z.object({
  text: z.string().nullable(),
  transfer: z.object({ reason: z.string() }).nullable(),
  consultedCase: ZConsultedCase.nullable(),
  source: z.enum(['model', 'faq', 'rule']),
  creditsUsed: z.number().int(),
});
export type AgentAnswer = z.infer<typeof ZAgentAnswer>;

/** Composer helpers (spec 1 §7, spec 3 §7.1). */
export const ZImproveTextBody = z.object({ text: z.string({ error: M.textRequired }).trim().min(1, M.textRequired).max(4000, 'O texto pode ter no máximo 4000 caracteres') });
export const ZImproveTextResponse = z.object({ improvedText: z.string() });
export const ZResumeMessageBody = z.object({ content: z.string({ error: M.contentRequired }).trim().min(1, M.contentRequired).max(20000, 'A mensagem pode ter no máximo 20000 caracteres') });
export const ZResumeMessageResponse = z.object({ summary: z.string() });
export const ZResumeAudioBody = z.object({ audioUrl: z.string({ error: M.audioUrlInvalid }).trim().min(1, M.audioUrlInvalid).max(2000, M.audioUrlInvalid) });
export const ZResumeAudioResponse = z.object({ transcription: z.string(), summary: z.string() });
export type ImproveTextBody = z.infer<typeof ZImproveTextBody>;
export type ResumeMessageBody = z.infer<typeof ZResumeMessageBody>;
export type ResumeAudioBody = z.infer<typeof ZResumeAudioBody>;
