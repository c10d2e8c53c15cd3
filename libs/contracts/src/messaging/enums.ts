import { z } from 'zod';

export const CONVERSATION_STATUSES = ['ROBOT_INTERACTIVE', 'HUMAN_INTERACTIVE', 'WAITING_HUMAN', 'INACTIVE'] as const;
export const ZConversationStatus = z.enum(CONVERSATION_STATUSES, { error: 'Status inválido' });
export type ConversationStatus = z.infer<typeof ZConversationStatus>;
/** ALL and OPEN (every status but INACTIVE: the 'Abertas' tab) exist only as list filters. */
export const ZConversationStatusFilter = z.enum(['ALL', 'OPEN', ...CONVERSATION_STATUSES], { error: 'Status inválido' });

export const PRIORITIES = ['LOW', 'MEDIUM', 'HIGH'] as const;
export const ZPriority = z.enum(PRIORITIES, { error: 'Prioridade inválida' });
export type Priority = z.infer<typeof ZPriority>;
export const PRIORITY_LABELS: Record<Priority, string> = { LOW: 'Baixa', MEDIUM: 'Média', HIGH: 'Máxima' };

export const MESSAGE_TYPES = ['text', 'list', 'interactive', 'button', 'input', 'note', 'document', 'image', 'sticker', 'audio', 'video', 'reaction'] as const;
export const ZMessageType = z.enum(MESSAGE_TYPES, { error: 'Tipo de mensagem inválido' });
export type MessageType = z.infer<typeof ZMessageType>;

export const ZMessageDirection = z.enum(['INBOUND', 'OUTBOUND']);
export type MessageDirection = z.infer<typeof ZMessageDirection>;

/** Delivery of an outbound message as the channel acknowledges it. */
export const ZMessageStatus = z.enum(['PENDING', 'SENT', 'DELIVERED', 'READ', 'FAILED']);
export type MessageStatus = z.infer<typeof ZMessageStatus>;

export const CHANNELS = ['LITE_WHATSAPP'] as const;
export const ZChannel = z.enum(CHANNELS, { error: 'Canal inválido' });

export const INTEGRATION_STATUSES = ['connected', 'disconnected', 'pending'] as const;
export const ZIntegrationStatus = z.enum(INTEGRATION_STATUSES);
export type IntegrationStatus = z.infer<typeof ZIntegrationStatus>;

export const TAG_MODULES = ['conversas', 'fast-messages', 'pessoas', 'crm'] as const;
export const ZTagModule = z.enum(TAG_MODULES, { error: 'Módulo da etiqueta é obrigatório' });
export type TagModule = z.infer<typeof ZTagModule>;
export const DEFAULT_TAG_COLOR = '#0296F9';

export const MESSAGE_DELETE_WINDOW_HOURS = 48;
export const LONG_MESSAGE_THRESHOLD = 500;
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
export const CONVERSATION_LIST_CAP = 100;
/**
 * The conversation list counts its matches up to this many (or to the end of the asked page, if
 * deeper; a search for a common word only to the end of the page): past it the totals are a
 * lower bound and the answer says so with `totalIsCapped`. No screen shows the list's total,
 * and an exact count grows with the workspace.
 */
export const CONVERSATION_COUNT_CAP = 1000;
export const QR_CODE_LOCK_SECONDS = 120;
