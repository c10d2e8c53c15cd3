/**
 * pt-BR validation texts of spec 2 §5. Where the spec gives a title and a description (a toast),
 * the API answers the title as `message`; both are exported for the screens.
 */
export const CRM_MESSAGES = {
  funnelNameRequired: 'Digite um nome para o funil',
  workspaceRequired: 'Workspace é obrigatório',
  workspaceInvalid: 'Workspace inválido',
  funnelRequired: 'Selecione um funil',
  funnelInvalid: 'Funil inválido',
  columnNameRequired: 'Digite um nome para a coluna',
  columnTimeLimitInvalid: 'O prazo deve ser um número a partir de 0',
  columnIndexInvalid: 'Posição da coluna inválida',
  columnIdsRequired: 'Selecione pelo menos uma coluna',
  columnNotInFunnel: 'A etapa não pertence a este funil',
  lastColumn: 'Não é possível excluir todas as colunas de um funil com leads',
  contactRequired: 'Selecione um contato',
  contactInvalid: 'Contato inválido',
  stageRequired: 'Selecione uma etapa',
  attendantInvalid: 'Atendente inválido',
  tagInvalid: 'Etiqueta inválida',
  tagNotForCrm: 'Etiqueta não disponível para o CRM',
  leadIdsRequired: 'Selecione pelo menos um lead',
  leadExists: 'Este contato já é um lead neste funil',
  customFieldInvalid: 'Campo personalizado inválido',
  customFieldValueInvalid: 'Valor inválido para o campo personalizado',
  customFieldFunnelRequired: { title: 'Funnel não selecionado', description: 'Selecione um funnel para criar o campo' },
  customFieldNameRequired: { title: 'Nome obrigatório', description: 'Digite um nome para o campo' },
  customFieldTypeRequired: { title: 'Tipo obrigatório', description: 'Selecione um tipo para o campo' },
  customFieldOptionsRequired: { title: 'Opções obrigatórias', description: 'Adicione pelo menos uma opção para campos de seleção' },
  customFieldOptionInvalid: { title: 'Opção inválida', description: 'Digite uma opção válida' },
  customFieldOptionDuplicated: { title: 'Opção duplicada', description: 'Esta opção já existe' },
  eventTitleRequired: { title: 'O título é obrigatório', description: 'Por favor, insira um título para o evento' },
  eventColorRequired: { title: 'A cor é obrigatória', description: 'Por favor, selecione uma cor para o evento' },
  eventEndBeforeStart: { title: 'A data de término não pode ser antes da data de início', description: 'Por favor, selecione uma data válida' },
  eventDateInvalid: 'Data inválida',
  eventRangeInvalid: 'O fim do período não pode ser antes do início',
} as const;

export const customFieldDeleteConfirmation = (name: string) =>
  `Tem certeza que deseja remover o campo "${name}"? Esta ação não pode ser desfeita e os dados do campo serão perdidos.`;
export const LEAD_DELETE_CONFIRMATION = 'Tem certeza que deseja excluir este Lead? Essa ação não pode ser desfeita.';
