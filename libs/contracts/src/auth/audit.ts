import { z } from 'zod';
import { paged } from '../common/http';

/**
 * The office's audit log (issue 41, Configurações › Auditoria): who did what, when and from where.
 * Written by auth from its own sign-ins and from every service's events; append-only.
 */
export const AUDIT_ACTIONS = [
  { code: 'session.signed-in', label: 'Entrou no sistema' },
  { code: 'session.sign-in-failed', label: 'Tentativa de entrada recusada' },
  { code: 'session.password-changed', label: 'Senha alterada' },
  { code: 'session.password-recovered', label: 'Senha redefinida pelo e-mail de recuperação' },
  { code: 'office.updated', label: 'Escritório alterado' },
  { code: 'user.created', label: 'Usuário criado' },
  { code: 'user.updated', label: 'Usuário alterado' },
  { code: 'user.deleted', label: 'Usuário excluído' },
  { code: 'role.created', label: 'Perfil criado' },
  { code: 'role.updated', label: 'Perfil ou permissões alterados' },
  { code: 'role.deleted', label: 'Perfil excluído' },
  { code: 'inbox.created', label: 'Workspace criado' },
  { code: 'inbox.updated', label: 'Workspace alterado' },
  { code: 'inbox.deleted', label: 'Workspace excluído' },
  { code: 'device.created', label: 'Dispositivo criado' },
  { code: 'device.connected', label: 'Dispositivo conectado' },
  { code: 'device.disconnected', label: 'Dispositivo desconectado' },
  { code: 'flow.created', label: 'Fluxo criado' },
  { code: 'flow.updated', label: 'Fluxo alterado' },
  { code: 'flow.deleted', label: 'Fluxo excluído' },
  { code: 'agent.created', label: 'Agente de IA criado' },
  { code: 'agent.updated', label: 'Agente de IA alterado' },
  { code: 'agent.deleted', label: 'Agente de IA excluído' },
  { code: 'conversation.deleted', label: 'Conversa excluída' },
  { code: 'contact.deleted', label: 'Contato excluído' },
  { code: 'lead.deleted', label: 'Lead excluído' },
  { code: 'business-hours.updated', label: 'Horário de atendimento alterado' },
  { code: 'sla-policy.updated', label: 'SLA alterado' },
  { code: 'auto-assignment.updated', label: 'Distribuição automática alterada' },
  { code: 'report.exported', label: 'Relatório exportado' },
  { code: 'subscription.changed', label: 'Assinatura alterada' },
  { code: 'api-key.created', label: 'Chave de API criada' },
  { code: 'api-key.revoked', label: 'Chave de API revogada' },
  { code: 'webhook.created', label: 'Webhook criado' },
  { code: 'webhook.updated', label: 'Webhook alterado' },
  { code: 'webhook.deleted', label: 'Webhook excluído' },
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number]['code'];
const ACTION_CODES = AUDIT_ACTIONS.map((action) => action.code) as [AuditAction, ...AuditAction[]];
export const ZAuditAction = z.enum(ACTION_CODES);

/** The pt-BR label of an action code (the code itself when unknown, e.g. a newer server). */
export const auditActionLabel = (code: string) => AUDIT_ACTIONS.find((action) => action.code === code)?.label ?? code;

/** Who did it: a person, an API key, or the platform itself (a device dropped, a plan expired). */
export const ZAuditActorType = z.enum(['user', 'api-key', 'system']);
export type AuditActorType = z.infer<typeof ZAuditActorType>;
/** How the log names the platform as actor. */
export const AUDIT_SYSTEM_ACTOR = 'Sistema';

export const AUDIT_MESSAGES = {
  actionInvalid: 'Ação inválida',
  userInvalid: 'Pessoa inválida',
  fromInvalid: 'Data inicial inválida',
  toInvalid: 'Data final inválida',
  periodInvalid: 'A data inicial precisa ser anterior à data final',
  exportTooLarge: 'Há registros demais para exportar de uma vez. Escolha um período menor.',
} as const;

/** How many rows one Excel export may hold; a larger one asks for a shorter period. */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;

export const ZAuditFilters = z
  .object({
    userId: z.uuid({ error: AUDIT_MESSAGES.userInvalid }).optional(),
    action: z.enum(ACTION_CODES, { error: AUDIT_MESSAGES.actionInvalid }).optional(),
    from: z.iso.datetime({ offset: true, error: AUDIT_MESSAGES.fromInvalid }).optional(),
    to: z.iso.datetime({ offset: true, error: AUDIT_MESSAGES.toInvalid }).optional(),
  })
  .refine((query) => !query.from || !query.to || Date.parse(query.from) <= Date.parse(query.to), { path: ['to'], message: AUDIT_MESSAGES.periodInvalid });
export type AuditFilters = z.infer<typeof ZAuditFilters>;

export const ZAuditListQuery = z.intersection(
  ZAuditFilters,
  z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  }),
);
export type AuditListQuery = z.input<typeof ZAuditListQuery>;

export const ZAuditEntry = z.object({
  id: z.string(),
  occurredAt: z.string(),
  actor: z.object({ type: ZAuditActorType, id: z.string().nullable(), name: z.string() }),
  action: z.string(),
  target: z.object({ type: z.string(), id: z.string().nullable(), label: z.string().nullable() }).nullable(),
  /** What changed (never a secret or a password). */
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditPage = paged(ZAuditEntry);
export type AuditPage = z.infer<typeof ZAuditPage>;

export const AUDIT_EXPORT_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const auditExportFileName = (date: Date) => `auditoria-${date.toISOString().slice(0, 10)}.xlsx`;

/** The pt-BR label of a target type, for the 'Alvo' column. */
export const AUDIT_TARGET_LABELS: Record<string, string> = {
  user: 'Usuário',
  role: 'Perfil',
  inbox: 'Workspace',
  office: 'Escritório',
  device: 'Dispositivo',
  flow: 'Fluxo',
  agent: 'Agente de IA',
  conversation: 'Conversa',
  contact: 'Contato',
  lead: 'Lead',
  report: 'Relatório',
  subscription: 'Assinatura',
  'api-key': 'Chave de API',
  webhook: 'Webhook',
};

/** 'Usuário: Ana Atendente', as the screen's 'Alvo' column and the Excel file read. */
export const auditTargetText = (target: AuditEntry['target']) =>
  target ? [AUDIT_TARGET_LABELS[target.type] ?? target.type, target.label ?? target.id].filter(Boolean).join(': ') : '';
