import { z } from 'zod';
import { paged, ZQueryBoolean } from '../common/http';
import { ZConversationEvaluation, ZConversationSummary, ZMessage } from './dto';
import { CONVERSATION_LIST_CAP, ZConversationStatusFilter, ZPriority } from './enums';
import { requiredId } from './fields';

export const HUMAN_SUPPORT_ALREADY_MESSAGE = 'A conversa já está em atendimento humano';

/** `tags` arrives comma-joined (spec 1 §7). */
const ZCommaJoinedIds = z
  .string()
  .trim()
  .transform((value) => value.split(',').map((id) => id.trim()).filter(Boolean))
  .pipe(z.array(z.uuid({ error: 'Etiqueta inválida' })).max(50));

export const ZListConversationsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(CONVERSATION_LIST_CAP).default(50),
  tags: ZCommaJoinedIds.optional(),
  /** Contact name, number or message text; one character or less is too short and ignored (spec 1 §5). */
  content: z.string().trim().max(200).optional(),
  status: ZConversationStatusFilter.default('ALL'),
  inboxId: requiredId('Workspace inválido'),
  integrationId: z.uuid({ error: 'Dispositivo inválido' }).optional(),
  showOnlyUnread: ZQueryBoolean.optional(),
  /** The responsible attendant. */
  userId: z.uuid({ error: 'Atendente inválido' }).optional(),
  /**
   * One contact's conversations, its finished ones included (its history). Without it the list
   * shows each contact's latest conversation per device only (SPEC-DECISIONS).
   */
  personId: z.uuid({ error: 'Contato inválido' }).optional(),
  /** 'SLA vencido' (issue 40): open conversations whose SLA target has passed. */
  slaOverdue: ZQueryBoolean.optional(),
});
export type ListConversationsQuery = z.infer<typeof ZListConversationsQuery>;

export const ZConversationList = paged(ZConversationSummary).extend({
  /**
   * Present (true) only when more conversations match than were counted: totalItems and
   * totalResults are then the count reached, and totalPages is theirs: all three are lower
   * bounds. The count stops at CONVERSATION_COUNT_CAP, or at the end of the asked page if deeper;
   * a text search with more matches than one past the page in either its contacts or its
   * messages (a common word or name) stops at the end of the page. Absent, they are exact.
   */
  totalIsCapped: z.literal(true).optional(),
});
export type ConversationList = z.infer<typeof ZConversationList>;

/** Messages page backwards from `cursor` (a message id); the page is ordered oldest to newest. */
export const ZConversationMessagesQuery = z.object({
  cursor: z.uuid({ error: 'Cursor inválido' }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type ConversationMessagesQuery = z.infer<typeof ZConversationMessagesQuery>;

export const ZConversationDetail = ZConversationSummary.extend({
  messages: z.array(ZMessage),
  /** Pass as `cursor` to get older messages; null when there are none. */
  nextCursor: z.string().nullable(),
  /** The client's score after an 'evaluation' finish; null until answered (always sent by messaging). */
  evaluation: ZConversationEvaluation.nullable().optional(),
});
export type ConversationDetail = z.infer<typeof ZConversationDetail>;

export const ZUpdateConversationBody = z.object({
  priority: ZPriority.optional(),
  isFixed: z.boolean().optional(),
  /** The responsible attendant; null clears it. */
  userId: z.uuid({ error: 'Atendente inválido' }).nullish(),
});
export type UpdateConversationBody = z.infer<typeof ZUpdateConversationBody>;

export const ZStartConversationBody = z.object({
  inboxId: requiredId('Workspace inválido'),
  personId: requiredId('Contato inválido'),
  integrationId: requiredId('Dispositivo inválido'),
});
export type StartConversationBody = z.infer<typeof ZStartConversationBody>;
export const ZStartConversationResponse = z.object({ id: z.string() });
