import { z } from 'zod';
import { defineEvent } from '../common/events';
import { messages } from '../common/zod-pt-br';

/**
 * API keys of an office (issue 41): an integration calls the same /api routes a user does,
 * limited to the domains, accesses and workspaces its key was given.
 */
export const API_KEY_DOMAINS = [
  { code: 'conversas', name: 'Conversas' },
  { code: 'contatos', name: 'Contatos' },
  { code: 'crm', name: 'CRM' },
  { code: 'fluxos', name: 'Fluxos' },
  { code: 'agentes', name: 'Agentes de IA' },
] as const;
export type ApiKeyDomain = (typeof API_KEY_DOMAINS)[number]['code'];
const DOMAIN_CODES = API_KEY_DOMAINS.map((domain) => domain.code) as [ApiKeyDomain, ...ApiKeyDomain[]];

/** `conversas:read` lets a key read (GET/HEAD); `conversas:write` also lets it change (write includes read). */
export const API_KEY_SCOPES = DOMAIN_CODES.flatMap((domain) => [`${domain}:read`, `${domain}:write`] as const);
export type ApiKeyScope = `${ApiKeyDomain}:${'read' | 'write'}`;

/**
 * Which domain each /api path belongs to, by its first segment. A path not listed here (users,
 * profiles, workspaces, billing, settings, devices, the API keys themselves…) is never open to a key.
 */
export const API_KEY_ROUTE_DOMAINS: Record<string, ApiKeyDomain> = {
  conversation: 'conversas',
  'fast-message': 'conversas',
  tag: 'conversas',
  media: 'conversas',
  people: 'contatos',
  funnel: 'crm',
  'funnel-column': 'crm',
  'funnel-column-card': 'crm',
  'funnel-custom-field': 'crm',
  'calendar-event': 'crm',
  flow: 'fluxos',
  agents: 'agentes',
  'agent-models': 'agentes',
};

/** The domain of a route path such as `/api/conversation/:id`, or null when keys may not call it. */
export function apiKeyDomainOf(routePath: string): ApiKeyDomain | null {
  const segment = routePath.replace(/^\/api(?=\/)/, '').replace(/^\//, '').split(/[/?]/)[0] ?? '';
  return Object.hasOwn(API_KEY_ROUTE_DOMAINS, segment) ? API_KEY_ROUTE_DOMAINS[segment]! : null;
}

/** Whether a key with these scopes may call a route of `domain` with `method`. */
export function apiKeyAllows(scopes: readonly string[], domain: ApiKeyDomain, method: string): boolean {
  const reading = method === 'GET' || method === 'HEAD';
  return scopes.includes(`${domain}:write`) || (reading && scopes.includes(`${domain}:read`));
}

/** `blc_<key id, 32 hex>_<secret, 43 base64url>`: told apart from a JWT, and findable by secret scanners. */
export const API_KEY_PREFIX = 'blc_';
export const API_KEY_PATTERN = /^blc_([0-9a-f]{32})_([A-Za-z0-9_-]{43})$/;
/** The longest a key may live; a key always expires (a forgotten key is the usual leak). */
export const API_KEY_MAX_DAYS = 366;

export const API_KEY_MESSAGES = {
  nameRequired: 'Nome da chave é obrigatório',
  nameTooLong: 'O nome da chave pode ter até 80 caracteres',
  scopesRequired: 'Selecione pelo menos uma permissão',
  scopeInvalid: 'Permissão inválida',
  expiryRequired: 'Escolha a data de expiração',
  expiryInPast: 'A data de expiração precisa ser no futuro',
  expiryTooFar: `A chave pode valer por até ${API_KEY_MAX_DAYS} dias`,
  workspaceInvalid: 'Workspace inválido',
  invalidKey: 'Chave de API inválida, expirada ou revogada',
  outOfScope: 'Esta chave de API não tem permissão para esta ação',
  unavailable: 'Não foi possível verificar a chave de API agora. Tente novamente em instantes.',
  rateLimited: 'Limite de requisições desta chave de API atingido. Aguarde e tente novamente.',
  alreadyRevoked: 'Esta chave já foi revogada',
  tooManyInvalid: 'Muitas chaves de API inválidas enviadas deste endereço. Aguarde um minuto e tente novamente.',
} as const;

export const ZCreateApiKeyBody = z
  .object({
    name: z.string({ error: API_KEY_MESSAGES.nameRequired }).trim().min(1, API_KEY_MESSAGES.nameRequired).max(80, API_KEY_MESSAGES.nameTooLong),
    scopes: z
      .array(z.enum(API_KEY_SCOPES as unknown as [ApiKeyScope, ...ApiKeyScope[]], { error: API_KEY_MESSAGES.scopeInvalid }), { error: API_KEY_MESSAGES.scopesRequired })
      .min(1, API_KEY_MESSAGES.scopesRequired)
      .max(API_KEY_SCOPES.length),
    /** The workspaces the key reaches; `allInboxes` instead reaches every workspace, also those created later. */
    inboxIds: z.array(z.uuid({ error: API_KEY_MESSAGES.workspaceInvalid })).max(200).default([]),
    allInboxes: z.boolean().default(false),
    expiresAt: z.iso.datetime({ offset: true, error: API_KEY_MESSAGES.expiryRequired }),
  })
  .superRefine((body, context) => {
    if (!body.allInboxes && body.inboxIds.length === 0) context.addIssue({ code: 'custom', path: ['inboxIds'], message: messages.selectWorkspace });
    const expiresAt = Date.parse(body.expiresAt);
    if (expiresAt <= Date.now()) context.addIssue({ code: 'custom', path: ['expiresAt'], message: API_KEY_MESSAGES.expiryInPast });
    else if (expiresAt > Date.now() + API_KEY_MAX_DAYS * 86_400_000) context.addIssue({ code: 'custom', path: ['expiresAt'], message: API_KEY_MESSAGES.expiryTooFar });
  });
export type CreateApiKeyBody = z.input<typeof ZCreateApiKeyBody>;

/** SUSPENDED: whoever created it is no longer a Gestor of the office (dismissed or demoted); it works again if they are. */
export const ZApiKeyStatus = z.enum(['ACTIVE', 'SUSPENDED', 'EXPIRED', 'REVOKED']);
export type ApiKeyStatus = z.infer<typeof ZApiKeyStatus>;

/** A key as the list shows it: never its secret. */
export const ZApiKey = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's recognisable start (`blc_<id>_`), to tell keys apart in logs. */
  prefix: z.string(),
  scopes: z.array(z.string()),
  /** null: every workspace of the office. */
  inboxIds: z.array(z.string()).nullable(),
  createdBy: z.object({ id: z.string().nullable(), name: z.string() }),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  status: ZApiKeyStatus,
});
export type ApiKey = z.infer<typeof ZApiKey>;

/** Answered once, at creation: the only time the secret is ever shown. */
export const ZCreatedApiKey = ZApiKey.extend({ secret: z.string() });
export type CreatedApiKey = z.infer<typeof ZCreatedApiKey>;

/** Request/reply subject on which auth verifies a key for any service (ARCHITECTURE §5). */
export const API_KEY_VERIFY_SUBJECT = 'auth.api-key.verify';
/** The key's id and the SHA-256 (hex) of the whole key: the secret itself never travels on the bus. */
export const ZVerifyApiKeyRequest = z.object({ keyId: z.uuid(), secretHash: z.string().regex(/^[0-9a-f]{64}$/) });
export type VerifyApiKeyRequest = z.infer<typeof ZVerifyApiKeyRequest>;

/** What a service asks auth about a presented key, or null when it is not even shaped like one. */
export function apiKeyVerification(presented: string, sha256Hex: (value: string) => string): VerifyApiKeyRequest | null {
  const match = API_KEY_PATTERN.exec(presented);
  if (!match) return null;
  const hex = match[1]!;
  return { keyId: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`, secretHash: sha256Hex(presented) };
}
/** What a verified key may do now: its office, scopes and the workspaces it reaches (resolved when it reaches all). */
export const ZApiKeyPrincipal = z.object({ keyId: z.string(), officeId: z.string(), scopes: z.array(z.string()), inboxIds: z.array(z.string()) });
export type ApiKeyPrincipal = z.infer<typeof ZApiKeyPrincipal>;
export const ZVerifyApiKeyReply = z.object({ principal: ZApiKeyPrincipal.nullable() });

const ZApiKeyEventPayload = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(z.string()),
  inboxIds: z.array(z.string()).nullable(),
  expiresAt: z.string(),
  /** Who did it (the Gestor). */
  userId: z.string(),
});

/** Announced for the office's audit log and webhooks (issue 41). */
export const apiKeyEvents = {
  apiKeyCreated: defineEvent('balcao.auth.api-key.created', ZApiKeyEventPayload),
  apiKeyRevoked: defineEvent('balcao.auth.api-key.revoked', ZApiKeyEventPayload),
} as const;
