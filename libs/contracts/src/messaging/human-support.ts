import { z } from 'zod';

export const TRANSFER_ONLY_HUMAN_MESSAGE = 'A transferência só é possível em atendimento humano';
export const NO_ATTENDANT_AVAILABLE_MESSAGE = 'Nenhum atendente disponível';
export const INVALID_ATTENDANT_MESSAGE = 'Atendente inválido';
export const CONVERSATION_CLOSED_MESSAGE = 'A conversa já está encerrada';
export const FINISH_FAST_MESSAGE_REQUIRED_MESSAGE = 'Selecione uma resposta rápida';

/**
 * `POST /conversation/{id}/transfer` (SPEC-DECISIONS): to a member of the conversation's
 * workspace, or, without userId, to a random attendant of it who is online now (not the caller
 * nor the current responsible). The body may be left out.
 */
export const ZTransferConversationBody = z
  .object({ userId: z.uuid({ error: INVALID_ATTENDANT_MESSAGE }).nullish() })
  .nullish();
export type TransferConversationBody = z.infer<typeof ZTransferConversationBody>;

/** The three ways to finish a conversation (spec 1 §4). */
export const FINISH_MODES = ['end', 'quick-reply', 'evaluation'] as const;
export const ZFinishMode = z.enum(FINISH_MODES, { error: 'Forma de encerramento inválida' });
export type FinishMode = z.infer<typeof ZFinishMode>;

/**
 * `POST /conversation/{id}/finish`: 'end' just closes; 'quick-reply' sends `fastMessageId`
 * (placeholders filled) and closes; 'evaluation' sends EVALUATION_REQUEST_TEXT and closes,
 * waiting EVALUATION_WINDOW_HOURS for a 1–5 answer.
 */
export const ZFinishConversationBody = z
  .object({
    mode: ZFinishMode,
    fastMessageId: z.uuid({ error: 'Resposta rápida inválida' }).nullish(),
  })
  .superRefine((body, context) => {
    if (body.mode === 'quick-reply' && !body.fastMessageId) {
      context.addIssue({ code: 'custom', message: FINISH_FAST_MESSAGE_REQUIRED_MESSAGE, path: ['fastMessageId'] });
    }
  });
export type FinishConversationBody = z.infer<typeof ZFinishConversationBody>;

/** The five choices of the evaluation, as the client reads them (1 worst, 5 best). */
export const EVALUATION_CHOICES = ['Péssimo', 'Ruim', 'Regular', 'Bom', 'Excelente'] as const;

/**
 * Sent by the 'evaluation' finish: numbered replies, which every WhatsApp account shows the same
 * (Baileys' lists and buttons are not delivered reliably to non-business accounts). The client's
 * next message, the number (or the choice's label), is the score.
 */
export const EVALUATION_REQUEST_TEXT = [
  'Como você avalia o nosso atendimento? Responda com o número da sua nota:',
  ...EVALUATION_CHOICES.map((label, index) => `${index + 1} - ${label}`),
].join('\n');
/** Sent once the client answered: the conversation stays finished. */
export const EVALUATION_THANKS_TEXT = 'Obrigado pela sua avaliação! Ela nos ajuda a atender cada vez melhor.';
export const EVALUATION_WINDOW_HOURS = 24;
export const EVALUATION_MIN_SCORE = 1;
export const EVALUATION_MAX_SCORE = 5;
