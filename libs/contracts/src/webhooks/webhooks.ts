import { z } from 'zod';
import { defineEvent } from '../common/events';
import { ZConversationStatus, ZMessageDirection, ZMessageType } from '../messaging/enums';
import { ZLeadChannel } from '../crm/enums';

/**
 * Outbound webhooks (issue 41): an office subscribes URLs to the facts below. Each delivery is a
 * POST of `{ id, type, version, occurredAt, officeId, data }`, signed as documented in
 * docs/webhooks.md. `id` is the event's id: the same fact always has the same id, so a receiver
 * de-duplicates on it (a delivery may arrive more than once, never less).
 */
export const WEBHOOK_EVENT_TYPES = [
  { code: 'message.received', name: 'Mensagem recebida de um cliente' },
  { code: 'message.sent', name: 'Mensagem enviada' },
  { code: 'conversation.status_changed', name: 'Status do atendimento alterado' },
  { code: 'conversation.assigned', name: 'Atendimento atribuído a um atendente' },
  { code: 'conversation.finished', name: 'Atendimento finalizado' },
  { code: 'conversation.rated', name: 'Avaliação recebida' },
  { code: 'lead.created', name: 'Lead criado' },
  { code: 'lead.moved', name: 'Lead movido de coluna' },
  { code: 'payment.confirmed', name: 'Pagamento confirmado' },
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number]['code'];
const EVENT_CODES = WEBHOOK_EVENT_TYPES.map((type) => type.code) as [WebhookEventType, ...WebhookEventType[]];
/** Sent only by 'Enviar teste', to every endpoint whatever it subscribed. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export const WEBHOOK_PAYLOAD_VERSION = 1;

/** Headers of every delivery (like Stripe's): the signature is `v1=<hex HMAC-SHA256 of "<timestamp>.<body>">`. */
export const WEBHOOK_HEADERS = { id: 'Balcao-Webhook-Id', timestamp: 'Balcao-Webhook-Timestamp', signature: 'Balcao-Webhook-Signature' } as const;

// ---- Payloads, version 1: what a receiver needs, nothing internal. ----
const ZContact = z.object({ id: z.string(), name: z.string().nullable(), phoneNumber: z.string() });
const ZAttendant = z.object({ id: z.string(), name: z.string() }).nullable();
const ZWebhookConversation = z.object({ id: z.string(), workspaceId: z.string(), status: ZConversationStatus, attendant: ZAttendant, contact: ZContact });
const ZWebhookMessage = z.object({
  id: z.string(),
  conversationId: z.string(),
  type: ZMessageType,
  direction: ZMessageDirection,
  content: z.string().nullable(),
  sentAt: z.string(),
  /** Who wrote an outbound message: an attendant or an AI agent; null for an inbound or flow message. */
  author: z.object({ id: z.string(), name: z.string(), isAgent: z.boolean() }).nullable(),
  fileName: z.string().nullable(),
  mimeType: z.string().nullable(),
});
const ZWebhookLead = z.object({
  id: z.string(),
  funnelId: z.string(),
  columnId: z.string(),
  channel: ZLeadChannel,
  conversationId: z.string().nullable(),
  contact: z.object({ id: z.string(), name: z.string().nullable(), phoneNumber: z.string().nullable() }),
  attendant: ZAttendant,
  createdAt: z.string(),
});

export const webhookPayloads = {
  'message.received': z.object({ message: ZWebhookMessage, conversation: ZWebhookConversation.nullable() }),
  'message.sent': z.object({ message: ZWebhookMessage, conversation: ZWebhookConversation.nullable() }),
  'conversation.status_changed': z.object({ conversation: ZWebhookConversation, previousStatus: ZConversationStatus.nullable() }),
  'conversation.assigned': z.object({ conversation: ZWebhookConversation, previousAttendant: ZAttendant }),
  'conversation.finished': z.object({ conversation: ZWebhookConversation, previousStatus: ZConversationStatus.nullable() }),
  'conversation.rated': z.object({ conversationId: z.string(), score: z.number().int().min(1).max(5), answeredAt: z.string() }),
  'lead.created': z.object({ lead: ZWebhookLead }),
  'lead.moved': z.object({ lead: ZWebhookLead, fromColumnId: z.string() }),
  'payment.confirmed': z.object({ invoiceId: z.string(), purpose: z.enum(['subscription', 'renewal', 'credits']), amountCents: z.number().int(), receiptUrl: z.string().nullable() }),
  'webhook.test': z.object({ message: z.string() }),
} satisfies Record<WebhookEventType | typeof WEBHOOK_TEST_EVENT, z.ZodType>;
export type WebhookPayloads = { [K in keyof typeof webhookPayloads]: z.infer<(typeof webhookPayloads)[K]> };

/** The body of every delivery. */
export const ZWebhookDeliveryBody = z.object({
  id: z.string(),
  type: z.string(),
  version: z.literal(WEBHOOK_PAYLOAD_VERSION),
  occurredAt: z.string(),
  officeId: z.string(),
  data: z.unknown(),
});
export type WebhookDeliveryBody = z.infer<typeof ZWebhookDeliveryBody>;

// ---- Routes (Configurações › Webhooks, Gestor only). ----
export const WEBHOOK_URL_MAX_LENGTH = 2000;
export const WEBHOOK_MESSAGES = {
  urlRequired: 'URL é obrigatória',
  urlInvalid: 'URL inválida: informe um endereço completo, como https://exemplo.com.br/webhook',
  urlTooLong: `A URL pode ter até ${WEBHOOK_URL_MAX_LENGTH} caracteres`,
  urlNotHttps: 'A URL precisa usar https://',
  urlCredentials: 'A URL não pode conter usuário ou senha',
  urlPrivate: 'A URL aponta para um endereço interno ou privado, que não é permitido',
  urlUnresolvable: 'Não foi possível encontrar o endereço desta URL',
  descriptionTooLong: 'A descrição pode ter até 200 caracteres',
  eventTypesRequired: 'Selecione pelo menos um evento',
  eventTypeInvalid: 'Evento inválido',
  testMessage: 'Este é um evento de teste do Balcão.',
  pausedTitle: 'Webhook pausado',
  paused: (url: string) => `As entregas para ${url} falharam por 24 horas e o webhook foi pausado. Verifique o endereço e reative-o.`,
} as const;

export const ZWebhookUrl = z.string({ error: WEBHOOK_MESSAGES.urlRequired }).trim().min(1, WEBHOOK_MESSAGES.urlRequired).max(WEBHOOK_URL_MAX_LENGTH, WEBHOOK_MESSAGES.urlTooLong).url({ error: WEBHOOK_MESSAGES.urlInvalid });
const ZEventTypes = z
  .array(z.enum(EVENT_CODES, { error: WEBHOOK_MESSAGES.eventTypeInvalid }), { error: WEBHOOK_MESSAGES.eventTypesRequired })
  .min(1, WEBHOOK_MESSAGES.eventTypesRequired)
  .max(EVENT_CODES.length)
  .transform((types) => [...new Set(types)]);
const ZDescription = z.string().trim().max(200, WEBHOOK_MESSAGES.descriptionTooLong);

export const ZCreateWebhookEndpointBody = z.object({ url: ZWebhookUrl, description: ZDescription.default(''), eventTypes: ZEventTypes });
export type CreateWebhookEndpointBody = z.input<typeof ZCreateWebhookEndpointBody>;
export const ZUpdateWebhookEndpointBody = z.object({ url: ZWebhookUrl.optional(), description: ZDescription.optional(), eventTypes: ZEventTypes.optional(), active: z.boolean().optional() });
export type UpdateWebhookEndpointBody = z.input<typeof ZUpdateWebhookEndpointBody>;

export const ZWebhookEndpoint = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(z.string()),
  active: z.boolean(),
  /** When the endpoint was paused because deliveries failed for the whole retry window. */
  pausedForFailuresAt: z.string().nullable(),
  createdBy: z.object({ id: z.string(), name: z.string() }),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;
/** Answered at creation: the signing secret (also shown by 'Revelar segredo'). */
export const ZCreatedWebhookEndpoint = ZWebhookEndpoint.extend({ secret: z.string() });
export type CreatedWebhookEndpoint = z.infer<typeof ZCreatedWebhookEndpoint>;
export const ZWebhookSecret = z.object({ secret: z.string() });

/** PENDING: waiting for its first or next attempt; FAILED: given up after the retry window. */
export const ZWebhookDeliveryStatus = z.enum(['PENDING', 'SUCCEEDED', 'FAILED']);
export type WebhookDeliveryStatus = z.infer<typeof ZWebhookDeliveryStatus>;
export const ZWebhookDelivery = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  status: ZWebhookDeliveryStatus,
  attempts: z.number().int(),
  responseStatus: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  /** Why the last attempt failed when there was no answer (timeout, refused connection…), pt-BR. */
  error: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  /** The body sent, and the first bytes of the receiver's answer. */
  requestBody: z.string(),
  responseBodyPreview: z.string().nullable(),
  /** Every attempt, oldest first (the last 20). */
  attemptLog: z.array(z.object({ at: z.string(), responseStatus: z.number().int().nullable(), durationMs: z.number().int(), error: z.string().nullable() })),
});
export type WebhookDelivery = z.infer<typeof ZWebhookDelivery>;
export const ZWebhookDeliveryParams = z.object({ id: z.uuid({ error: 'Webhook inválido' }), deliveryId: z.uuid({ error: 'Entrega inválida' }) });

const ZWebhookEndpointEventPayload = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(z.string()),
  active: z.boolean(),
  /** Who did it (the Gestor). */
  userId: z.string(),
});

/** Announced for the office's audit log (issue 41): a Gestor created, changed or deleted a webhook. Never the secret. */
export const webhookEndpointEvents = {
  webhookEndpointCreated: defineEvent('balcao.notifications.webhook-endpoint.created', ZWebhookEndpointEventPayload),
  webhookEndpointUpdated: defineEvent('balcao.notifications.webhook-endpoint.updated', ZWebhookEndpointEventPayload),
  webhookEndpointDeleted: defineEvent('balcao.notifications.webhook-endpoint.deleted', ZWebhookEndpointEventPayload),
} as const;
