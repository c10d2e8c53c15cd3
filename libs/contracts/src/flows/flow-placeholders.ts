/**
 * Message placeholders of spec 2 §4, written {{cliente.nome}} in a step's text. The editor shows
 * the labels; the engine fills them from the conversation's context.
 */
export const FLOW_PLACEHOLDERS = [
  { token: 'cliente.nome', label: 'Nome completo do cliente' },
  { token: 'cliente.primeiro_nome', label: 'Primeiro nome do cliente' },
  { token: 'cliente.telefone', label: 'Telefone do cliente' },
  { token: 'cliente.documento', label: 'Documento do cliente' },
  { token: 'cliente.status', label: 'Status do cliente' },
  { token: 'cliente.data_cadastro', label: 'Data de cadastro do cliente' },
  { token: 'atendente.nome', label: 'Nome do atendente' },
  { token: 'atendente.email', label: 'E-mail do atendente' },
  { token: 'atendente.telefone', label: 'Telefone do atendente' },
  { token: 'atendente.cargo', label: 'Cargo do atendente' },
] as const;
export type FlowPlaceholderToken = (typeof FLOW_PLACEHOLDERS)[number]['token'];
