import { z } from 'zod';
import { defineEvent, ZActorOrigin, ZActorUserId } from '../common/events';
import { ZAutoAssignmentSettings } from './auto-assignment';
import { ZBusinessHours } from './business-hours';
import { ZConversationSummary, ZMessage } from './dto';
import { ZNote } from './notes';
import { ZTag } from './tags';
import { ZIntegrationStatus } from './enums';
import { ZIntegration } from './integrations';
import { ZSlaPolicy } from './sla';

const ZPersonPayload = z.object({ id: z.string(), name: z.string().nullable(), phoneNumber: z.string(), email: z.string().nullable(), imageUrl: z.string().nullable() });

/**
 * A Gestor saved a workspace's service-level settings and something changed: `changes` names the
 * fields, the settings are as saved. Written with the save, so the audit log (auth) has a row for
 * every change and none for a refused save; the SLA clock redates the waiting conversations.
 */
const settingsChange = <TSettings extends z.ZodType>(settings: TSettings) =>
  z.object({ settings, changes: z.array(z.string()), actorUserId: ZActorUserId, origin: ZActorOrigin });

const ZMessageEventPayload = z.object({
  conversationId: z.string(),
  message: ZMessage,
  conversation: ZConversationSummary.optional(),
  /** The message opened `conversation` (conversation.created announced it too): the robots start on it without waiting for that event. */
  startedConversation: z.literal(true).optional(),
});

/**
 * Facts of the messaging service. Every event about a conversation carries the envelope's
 * inboxId, so the realtime gateway can route it without knowing messaging's tables.
 */
export const messagingEvents = {
  /**
   * An inbound message from a client was stored (once per provider message id). `conversation`
   * is the conversation as the message left it (last message, unread count) when the message
   * changed it or opened it: one event per message instead of this one plus conversation.changed.
   */
  messageReceived: defineEvent('balcao.messaging.message.received', ZMessageEventPayload),
  /** An outbound message (attendant, flow or agent) was stored and handed to the channel; `conversation` as above. */
  messageSent: defineEvent('balcao.messaging.message.sent', ZMessageEventPayload),
  /** Delivery status, deletion, edition or reactions of a stored message changed. */
  messageUpdated: defineEvent('balcao.messaging.message.updated', z.object({ conversationId: z.string(), message: ZMessage })),
  conversationCreated: defineEvent('balcao.messaging.conversation.created', z.object({ conversation: ZConversationSummary })),
  /** Anything shown in the list changed: status, unread count, priority, pin, responsible, tags, last message. */
  conversationChanged: defineEvent('balcao.messaging.conversation.changed', z.object({ conversation: ZConversationSummary })),
  conversationRead: defineEvent('balcao.messaging.conversation.read', z.object({ conversationId: z.string(), userId: z.string() })),
  conversationDeleted: defineEvent('balcao.messaging.conversation.deleted', z.object({ conversationId: z.string(), actorUserId: ZActorUserId })),
  conversationTransferred: defineEvent(
    'balcao.messaging.conversation.transferred',
    z.object({
      conversationId: z.string(),
      fromUserId: z.string().nullable(),
      toUserId: z.string(),
      /** The client, so the receiver reads whose conversation it is (absent in events published before it was added). */
      contact: z.object({ name: z.string().nullable(), phoneNumber: z.string() }).optional(),
    }),
  ),
  /** The client answered the evaluation request of a finished conversation (a score 1–5). */
  conversationEvaluated: defineEvent(
    'balcao.messaging.conversation.evaluated',
    z.object({
      conversationId: z.string(),
      score: z.number().int(),
      answeredAt: z.string(),
      /** The attendant who finished it asking for the evaluation; null for a flow's rating step (absent in older events). */
      userId: z.string().nullish(),
      /** 'finish': the answer to 'Finalizar com avaliação' (the client is thanked); 'flow': a flow's rating step. Absent in older events. */
      via: z.enum(['finish', 'flow']).optional(),
    }),
  ),
  /**
   * A conversation was finished: its service-level figures as messaging measured them, in the
   * workspace's business hours (issue 40). The reports projection (crm) is fed by these and by
   * conversation.evaluated, never by messaging's tables.
   */
  conversationServiceMeasured: defineEvent(
    'balcao.messaging.conversation.service-measured',
    z.object({
      conversationId: z.string(),
      personId: z.string(),
      /** The attendant responsible when it was finished; null when no person held it (a robot or nobody finished it). */
      userId: z.string().nullable(),
      /** When the client's first message of this conversation arrived. */
      openedAt: z.string(),
      finishedAt: z.string(),
      /**
       * Business-hours seconds from the moment the conversation waited for a person (opened on a
       * people-only device, or handed over by a flow or agent) to a person's first answer; null when
       * no person answered.
       */
      firstResponseSeconds: z.number().int().nonnegative().nullable(),
      /** Business-hours seconds from openedAt to finishedAt. */
      resolutionSeconds: z.number().int().nonnegative(),
      /** Every target of the workspace's SLA policy was met; null when no policy applied. */
      slaMet: z.boolean().nullable(),
    }),
  ),
  /**
   * A conversation's SLA target passed while the client waited for a person (issue 40): found
   * once per wait by the sweeper of any replica. The notifications service tells the responsible
   * attendant (if any) and the workspace's managers.
   */
  conversationSlaBreached: defineEvent(
    'balcao.messaging.conversation.sla-breached',
    z.object({
      conversationId: z.string(),
      userId: z.string().nullable(),
      dueAt: z.string(),
      contact: z.object({ name: z.string().nullable(), phoneNumber: z.string() }),
    }),
  ),
  /** An internal note was written on a conversation (never sent to the client). */
  noteAdded: defineEvent('balcao.messaging.note.added', z.object({ conversationId: z.string(), note: ZNote })),
  tagCreated: defineEvent('balcao.messaging.tag.created', z.object({ tag: ZTag })),
  /** Name, colour or modules changed. */
  tagUpdated: defineEvent('balcao.messaging.tag.updated', z.object({ tag: ZTag })),
  /** The tag is gone, and with it every link to conversations, contacts and quick replies. */
  tagDeleted: defineEvent('balcao.messaging.tag.deleted', z.object({ id: z.string() })),
  /** A device was created, or its name or links (flowId, funnelId, agentId) changed: the whole device as it is now. */
  integrationCreated: defineEvent('balcao.messaging.integration.created', z.object({ integration: ZIntegration, actorUserId: ZActorUserId })),
  integrationUpdated: defineEvent('balcao.messaging.integration.updated', z.object({ integration: ZIntegration })),
  integrationStatusChanged: defineEvent(
    'balcao.messaging.integration.status-changed',
    z.object({ integrationId: z.string(), status: ZIntegrationStatus, phoneNumber: z.string().nullable() }),
  ),
  /** The channel issued a fresh QR code for a device still pairing (WhatsApp renews it every ~20 s). */
  integrationQrCodeRefreshed: defineEvent(
    'balcao.messaging.integration.qrcode-refreshed',
    z.object({ integrationId: z.string(), qrcode: z.string() }),
  ),
  personCreated: defineEvent('balcao.messaging.person.created', ZPersonPayload),
  personUpdated: defineEvent('balcao.messaging.person.updated', ZPersonPayload),
  /** Someone exported the customers report (spec 2 §2.6): the office's audit log names who, what and how many. */
  peopleReportExported: defineEvent(
    'balcao.messaging.people-report.exported',
    z.object({ format: z.enum(['pdf', 'xlsx']), fileName: z.string(), fields: z.array(z.string()), rows: z.number().int(), actorUserId: ZActorUserId }),
  ),
  /** Hours, holidays, time zone or the out-of-hours message of a workspace changed. */
  businessHoursUpdated: defineEvent('balcao.messaging.business-hours.updated', settingsChange(ZBusinessHours)),
  /** A workspace's SLA policy was turned on or off or its targets changed. */
  slaPolicyUpdated: defineEvent('balcao.messaging.sla-policy.updated', settingsChange(ZSlaPolicy)),
  /** A workspace's auto-assignment mode, capacity or rating window changed (`queued` as it was then). */
  autoAssignmentUpdated: defineEvent('balcao.messaging.auto-assignment.updated', settingsChange(ZAutoAssignmentSettings)),
  personDeleted: defineEvent('balcao.messaging.person.deleted', z.object({ id: z.string(), name: z.string().optional(), actorUserId: ZActorUserId })),
} as const;

/**
 * A message.received the robots' runtimes (flows, agents) have nothing to do for: its
 * conversation is not the robot's (a person holds it, or its device runs no robot). A message
 * never changes its conversation's status (every change is a conversation.changed, which they
 * handle), so it tells them nothing they need: they keep a conversation once the robot holds it.
 */
export function isMessageOutsideRobots(event: { type: string; payload: unknown }): boolean {
  if (event.type !== messagingEvents.messageReceived.type) return false;
  const conversation = (event.payload as { conversation?: { status: string } }).conversation;
  return conversation !== undefined && conversation.status !== 'ROBOT_INTERACTIVE';
}
