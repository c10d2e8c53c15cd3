import { z } from 'zod';
import { ZConversationStatus, ZMessageDirection, ZMessageStatus, ZMessageType, ZPriority } from './enums';

/** Reactions to one message, grouped by emoji (spec 1 §4: shown under the message they reference). */
export const ZReactionGroup = z.object({ emoji: z.string(), count: z.number().int() });
export type ReactionGroup = z.infer<typeof ZReactionGroup>;

/** A message as the inbox shows it (spec 1 §3). */
export const ZMessage = z.object({
  id: z.string(),
  conversationId: z.string(),
  externalId: z.string().nullable(),
  type: ZMessageType,
  content: z.string().nullable(),
  direction: ZMessageDirection,
  status: ZMessageStatus,
  messageAt: z.string(),
  user: z.object({ id: z.string(), name: z.string(), imageUrl: z.string().nullable(), isAgent: z.boolean() }).nullable(),
  clientInfo: z.object({ name: z.string().nullable(), imageUrl: z.string().nullable() }).nullable(),
  fileUrl: z.string().nullable(),
  metadata: z.object({
    isDeleted: z.boolean(),
    isEdited: z.boolean(),
    quotedMessageId: z.string().nullable(),
    reactionMessageId: z.string().nullable(),
    caption: z.string().nullable(),
    fileName: z.string().nullable(),
    mimeType: z.string().nullable(),
  }),
  /** Reactions that reference this message; reaction messages themselves are not listed apart. */
  reactions: z.array(ZReactionGroup).default([]),
});
export type Message = z.infer<typeof ZMessage>;

export const ZTagSummary = z.object({ id: z.string(), name: z.string(), color: z.string() });
export type TagSummary = z.infer<typeof ZTagSummary>;

export const ZLastMessageSender = z.object({ id: z.string(), name: z.string(), isAgent: z.boolean() });
export type LastMessageSender = z.infer<typeof ZLastMessageSender>;

/** A conversation as the list shows it (spec 1 §3). */
export const ZConversationSummary = z.object({
  id: z.string(),
  inboxId: z.string(),
  personId: z.string(),
  integrationId: z.string(),
  status: ZConversationStatus,
  priority: ZPriority,
  isFixed: z.boolean(),
  unreadCount: z.number().int(),
  lastMessageAt: z.string().nullable(),
  formattedDate: z.string().nullable(),
  tags: z.array(ZTagSummary),
  user: z.object({ id: z.string(), name: z.string() }).nullable(),
  person: z.object({ id: z.string(), name: z.string().nullable(), imageUrl: z.string().nullable(), phoneNumber: z.string() }),
  lastMessage: z
    .object({
      content: z.string().nullable(),
      direction: ZMessageDirection,
      type: ZMessageType,
      /**
       * Who sent an outbound last message: an attendant or an AI agent; null for an automated
       * (flow) message or an inbound one. Optional so older summaries keep parsing.
       */
      sender: ZLastMessageSender.nullable().optional(),
    })
    .nullable(),
  /**
   * How many internal notes it has. Messaging always sends it; optional so summaries written
   * before it existed (events still in the stream) keep parsing.
   */
  notesCount: z.number().int().optional(),
  createdAt: z.string(),
  /**
   * When the answer the client waits for is due by the workspace's SLA policy (business hours;
   * issue 40); null when nobody waits on a person, or no policy applies. Optional so older
   * summaries keep parsing.
   */
  slaDueAt: z.string().nullable().optional(),
  /** When the sweeper found the target passed (null while on time). */
  slaBreachedAt: z.string().nullable().optional(),
});
export type ConversationSummary = z.infer<typeof ZConversationSummary>;

/** The client's answer to the evaluation request of a finished conversation. */
export const ZConversationEvaluation = z.object({ score: z.number().int().min(1).max(5), answeredAt: z.string() });
export type ConversationEvaluation = z.infer<typeof ZConversationEvaluation>;
