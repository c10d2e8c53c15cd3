import { z } from 'zod';
import { ZId, ZPageQuery, paged } from '../common/http';
import { formatPhone } from '../common/phone-format';

/** Where a notification leads: 'conversation' opens /messages?id={itemId} (spec 1 §4). */
export const NOTIFICATION_MODULES = ['conversation', 'crm', 'billing', 'integrations'] as const;
export const ZNotificationModule = z.enum(NOTIFICATION_MODULES, { error: 'Módulo de notificação inválido' });
export type NotificationModule = z.infer<typeof ZNotificationModule>;

/** What happened: one kind per fact an attendant must act on. */
export const NOTIFICATION_KINDS = ['conversation-transferred', 'conversation-waiting-human', 'lead-overdue', 'payment-confirmed', 'plan-limit-reached', 'webhook-paused', 'sla-breached'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_TEXTS = {
  transferredTitle: 'Atendimento transferido',
  transferredBy: (name: string) => `${name} transferiu um atendimento para você`,
  transferred: 'Um atendimento foi transferido para você',
  transferredByOf: (name: string, contact: string) => `${name} transferiu o atendimento de ${contact} para você`,
  transferredOf: (contact: string) => `O atendimento de ${contact} foi transferido para você`,
  waitingTitle: 'Aguardando atendimento humano',
  waiting: (contact: string) => `${contact} está aguardando atendimento humano`,
  overdueTitle: 'Lead atrasado',
  overdue: (contact: string, days: number) => `${contact} passou do prazo de ${days} ${days === 1 ? 'dia' : 'dias'} na etapa`,
  paymentTitle: 'Pagamento confirmado',
  paymentSubscription: 'O pagamento da assinatura foi confirmado.',
  paymentCredits: 'A compra de créditos de IA foi confirmada.',
  consultationsExhaustedTitle: 'Consultas processuais esgotadas',
  slaBreachedTitle: 'SLA vencido',
  slaBreached: (contact: string) => `${contact} passou do tempo de resposta prometido e ainda aguarda uma resposta`,
} as const;

/** How a notification names a client: the contact's name, else the phone as the screens show it. */
export const contactLabelOf = (contact: { name: string | null; phoneNumber: string }) => contact.name?.trim() || formatPhone(contact.phoneNumber);

export const ZNotification = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  module: ZNotificationModule,
  createdAt: z.string(),
});

/**
 * A group of spec 1 §3: the user's notifications about one item (a conversation, a lead…).
 * `id` is the group's latest notification: marking it read marks the whole group read.
 */
export const ZNotificationGroup = z.object({
  id: z.string(),
  itemId: z.string(),
  unreadCount: z.number().int(),
  latestNotification: ZNotification,
});
export type NotificationGroup = z.infer<typeof ZNotificationGroup>;

/** `GET /notifications`: the signed-in user's groups, newest first; isRead=false keeps groups with unread ones. */
export const ZListNotificationsQuery = ZPageQuery.extend({
  limit: z.coerce.number({ error: 'limit: informe um número' }).int().min(1, 'limit: no mínimo 1').max(100, 'limit: no máximo 100').default(20),
  isRead: z.enum(['true', 'false'], { error: 'isRead: use true ou false' }).transform((value) => value === 'true').optional(),
  module: ZNotificationModule.optional(),
  inboxId: z.uuid({ error: 'inboxId: workspace inválido' }).optional(),
});
export type ListNotificationsQuery = z.input<typeof ZListNotificationsQuery>;

export const ZNotificationGroupList = paged(ZNotificationGroup).extend({
  /** Unread notifications in the same filter (the bell's badge). */
  unreadCount: z.number().int(),
});
export type NotificationGroupList = z.infer<typeof ZNotificationGroupList>;

export const ZUnreadNotificationsQuery = z.object({ inboxId: z.uuid({ error: 'inboxId: workspace inválido' }).optional() });
export const ZUnreadNotificationsCount = z.object({ count: z.number().int() });
export type UnreadNotificationsCount = z.infer<typeof ZUnreadNotificationsCount>;

/** `PATCH /notifications/mark-multiple-read`: group ids (latest notification ids) as listed. */
export const ZMarkNotificationsReadBody = z.object({
  ids: z.array(ZId, { error: 'ids: informe a lista de notificações' }).min(1, 'ids: informe ao menos uma notificação').max(500, 'ids: no máximo 500 notificações'),
});
export type MarkNotificationsReadBody = z.infer<typeof ZMarkNotificationsReadBody>;

export const ZMarkNotificationsReadResponse = z.object({ updated: z.number().int() });

/** The `notification:new` frame pushed to the user's sockets. */
export const ZNotificationFrame = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  module: ZNotificationModule,
  itemId: z.string(),
  inboxId: z.string().nullable(),
  createdAt: z.string(),
});
export type NotificationFrame = z.infer<typeof ZNotificationFrame>;

/** Spec 1 §9: sounds of new notifications play at this volume, once per burst. */
export const NOTIFICATION_SOUND_VOLUME = 0.5;
export const NOTIFICATION_SOUND_DEBOUNCE_MS = 800;
