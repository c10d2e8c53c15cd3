/** Codes of a flow's validation errors; the first three are the editor panel's groups (spec 2 §2.5). */
export const FLOW_VALIDATION_CODES = [
  'no_connection',
  'orphan_option',
  'no_finalization',
  'missing_initial_step',
  'content_required',
  'content_too_long',
  'options_message_required',
  'min_options',
  'option_title_too_long',
  'option_text_too_long',
  'attendant_required',
] as const;
export type FlowValidationCode = (typeof FLOW_VALIDATION_CODES)[number];

export interface FlowValidationError {
  code: FlowValidationCode;
  /** The step to jump to; the initial step for flow-wide errors. */
  stepId: string;
  message: string;
}

export const FLOW_MESSAGES = {
  nameRequired: 'Nome obrigatório',
  nameRequiredDescription: 'Por favor, informe um nome para o fluxo.',
  noConnection: 'Esta etapa não está conectada a nenhuma outra etapa.',
  orphanOption: (title: string) => `A opção "${title}" não está conectada a nenhuma etapa.`,
  noFinalization: 'O fluxo precisa de uma etapa que finalize o atendimento (encerrar ou redirecionar).',
  missingInitialStep: 'O fluxo precisa de uma etapa inicial.',
  contentRequired: 'A mensagem da etapa é obrigatória.',
  contentTooLong: 'A mensagem pode ter no máximo 4096 caracteres.',
  optionsMessageRequired: 'É necessário adicionar uma mensagem antes das opções.',
  minOptions: 'É necessário adicionar pelo menos 2 opções com título preenchido.',
  optionTitleTooLong: 'O título da opção pode ter no máximo 30 caracteres.',
  optionTextTooLong: 'A descrição da opção pode ter no máximo 4096 caracteres.',
  attendantRequired: 'Por favor, selecione um atendente específico.',
  cannotRemoveOption: 'Não é possível remover',
  cannotRemoveOptionDescription: 'É necessário manter pelo menos 2 opções.',
} as const;
