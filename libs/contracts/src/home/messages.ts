/** pt-BR texts of the home dashboard's validation (each names its field). */
export const HOME_MESSAGES = {
  workspaceRequired: 'O workspace (inboxId) é obrigatório',
  workspaceInvalid: 'O workspace (inboxId) informado é inválido',
  startDateInvalid: 'A data inicial (startDate) é inválida',
  endDateInvalid: 'A data final (endDate) é inválida',
  rangeInverted: 'A data final (endDate) deve ser igual ou posterior à data inicial (startDate)',
  rangeTooLong: 'O período (startDate a endDate) pode ter no máximo 2 anos',
  limitInvalid: 'O limite (limit) deve ser um número entre 1 e 50',
} as const;
