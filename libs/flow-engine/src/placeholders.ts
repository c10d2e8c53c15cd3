import type { FlowPlaceholderToken } from '@balcao/contracts';
import type { FlowContext } from './flow-context';

const dateFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' });

function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

function valuesOf(context: FlowContext): Record<FlowPlaceholderToken, string> {
  const client = context.client ?? {};
  const attendant = context.attendant ?? {};
  const name = client.name?.trim() ?? '';
  return {
    'cliente.nome': name,
    'cliente.primeiro_nome': name.split(/\s+/)[0] ?? '',
    'cliente.telefone': client.phone ?? '',
    'cliente.documento': client.document ?? '',
    'cliente.status': client.status ?? '',
    'cliente.data_cadastro': formatDate(client.createdAt),
    'atendente.nome': attendant.name ?? '',
    'atendente.email': attendant.email ?? '',
    'atendente.telefone': attendant.phone ?? '',
    'atendente.cargo': attendant.role ?? '',
  };
}

/** Replaces {{cliente.nome}}-style tokens; a known token without a value becomes empty, unknown ones stay. */
export function fillPlaceholders(text: string, context: FlowContext): string {
  const values: Record<string, string> = valuesOf(context);
  return text.replace(/\{\{\s*([a-z_.]+)\s*\}\}/g, (token, key: string) => (key in values ? values[key] : token));
}
