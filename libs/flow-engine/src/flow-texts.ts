import { CASE_NUMBER_MESSAGES } from '@balcao/contracts';

/** What the engine says on its own; the spec gives no wording for these (see SPEC-DECISIONS). */
export const FLOW_TEXTS = {
  invalidChoice: 'Opção inválida. Responda com o número ou o nome de uma das opções.',
  timeout: 'Como não recebemos resposta, encerramos este atendimento. Se precisar, é só nos chamar novamente.',
  invalidCaseNumber: 'Número de processo inválido. Envie o número no formato NNNNNNN-DD.AAAA.J.TR.OOOO.',
  caseNumberCheckDigits: CASE_NUMBER_MESSAGES.checkDigitsMismatch,
  caseNotFound: 'Não encontramos movimentações para esse processo.',
  lookupUnavailable: 'Não foi possível consultar o processo agora. Tente novamente mais tarde.',
  lookupInProgress: 'Aguarde, estamos consultando o processo.',
} as const;
