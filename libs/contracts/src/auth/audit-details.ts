import { PERMISSIONS } from '../common/permissions';
import { ASSIGNMENT_MODE_LABELS, type AssignmentMode } from '../messaging/auto-assignment';
import type { AuditEntry } from './audit';

const FIELD_LABELS: Record<string, string> = {
  name: 'nome',
  email: 'e-mail',
  contact: 'contato',
  document: 'documento',
  roleId: 'perfil',
  inboxId: 'workspaces',
  password: 'senha',
  imageUrl: 'foto',
  enabled: 'ativação',
  timeZone: 'fuso horário',
  schedule: 'horários',
  holidays: 'feriados',
  outOfHoursMessage: 'mensagem fora do horário',
  firstResponseMinutes: 'primeira resposta',
  nextResponseMinutes: 'respostas seguintes',
  mode: 'modo',
  capacity: 'capacidade por atendente',
  ratingWindowHours: 'prazo da avaliação',
};

const REFUSALS: Record<string, string> = { 'wrong-password': 'Senha incorreta', 'office-archived': 'Escritório arquivado' };
const ACCESS_STATES: Record<string, string> = { trial: 'Período de teste', active: 'Ativa', inactive: 'Inativa' };

const permissionNames = (codes: unknown) =>
  (Array.isArray(codes) ? codes : []).map((code) => PERMISSIONS.find((permission) => permission.code === code)?.name ?? String(code)).join(', ');

/** How a service-level setting is now (Configurações › Atendimento), after what changed. */
function serviceLevelText(action: string, details: AuditEntry['details']): string | null {
  if (action === 'business-hours.updated') return details.enabled ? 'Horário de atendimento ligado' : 'Sempre aberto';
  if (action === 'sla-policy.updated') {
    return details.enabled ? `Primeira resposta em ${details.firstResponseMinutes} min · seguintes em ${details.nextResponseMinutes} min` : 'SLA desligado';
  }
  if (action === 'auto-assignment.updated') return `Modo: ${ASSIGNMENT_MODE_LABELS[details.mode as AssignmentMode] ?? String(details.mode)} · até ${details.capacity} por atendente`;
  return null;
}

/**
 * The entry's details in a line of pt-BR: what changed, why a sign-in was refused, what was exported.
 * The 'Detalhes' column of the Auditoria screen and of its Excel export.
 */
export function auditDetailsText({ action, details }: Pick<AuditEntry, 'action' | 'details'>): string {
  const parts: string[] = [];
  if (Array.isArray(details.changes) && details.changes.length) parts.push(`Alterou: ${details.changes.map((field) => FIELD_LABELS[String(field)] ?? String(field)).join(', ')}`);
  if (typeof details.previousName === 'string') parts.push(`Nome anterior: ${details.previousName}`);
  if (Array.isArray(details.added) && details.added.length) parts.push(`Permissões concedidas: ${permissionNames(details.added)}`);
  if (Array.isArray(details.removed) && details.removed.length) parts.push(`Permissões retiradas: ${permissionNames(details.removed)}`);
  if (action === 'role.created' && Array.isArray(details.permissions)) parts.push(`Permissões: ${permissionNames(details.permissions) || 'nenhuma'}`);
  if (typeof details.reason === 'string') parts.push(REFUSALS[details.reason] ?? details.reason);
  if (typeof details.state === 'string') parts.push(`Situação: ${ACCESS_STATES[details.state] ?? details.state}${details.isCanceled ? ' (cancelada)' : ''}${details.isOverdue ? ' (em atraso)' : ''}`);
  if (typeof details.rows === 'number') parts.push(`${details.rows} ${details.rows === 1 ? 'registro' : 'registros'}`);
  if (typeof details.email === 'string') parts.push(details.email);
  if (typeof details.phoneNumber === 'string') parts.push(details.phoneNumber);
  if (Array.isArray(details.leadIds) && details.leadIds.length > 1) parts.push(`${details.leadIds.length} leads`);
  const serviceLevel = serviceLevelText(action, details);
  if (serviceLevel) parts.push(serviceLevel);
  return parts.join(' · ');
}
