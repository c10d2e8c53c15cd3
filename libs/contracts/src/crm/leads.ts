import { z } from 'zod';
import { ZTagModule } from '../messaging/enums';
import { ZFunnelColumn } from './columns';
import { ZCustomFieldType, ZLeadChannel, ZLeadSortField, ZSortOrder } from './enums';
import { commaSeparatedIds, crmId, idList, ZIsoDateOrDateTime, ZLeadTagIds } from './fields';
import { CRM_MESSAGES } from './messages';

/** The contact of a lead, from crm's projection of messaging's people. */
export const ZLeadPerson = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export type LeadPerson = z.infer<typeof ZLeadPerson>;

/** The responsible attendant, from crm's projection of auth's users. */
export const ZLeadUser = z.object({ id: z.string(), name: z.string(), email: z.string(), imageUrl: z.string().nullable() });
export type LeadUser = z.infer<typeof ZLeadUser>;

export const ZLeadTag = z.object({ id: z.string(), name: z.string(), color: z.string(), modules: z.array(ZTagModule) });
export type LeadTag = z.infer<typeof ZLeadTag>;

/** A custom field of the funnel with this lead's value (null when not filled). */
export const ZLeadCustomField = z.object({
  id: z.string(),
  name: z.string(),
  type: ZCustomFieldType,
  options: z.string(),
  value: z.string().nullable(),
});
export type LeadCustomField = z.infer<typeof ZLeadCustomField>;

/**
 * A lead: a card on the board (spec 2 §3). timeLimitDays and showBadgeProgress are its
 * column's; lastInteraction is its conversation's last message (or its creation).
 */
export const ZLead = z.object({
  id: z.string(),
  funnelId: z.string(),
  columnId: z.string(),
  channel: ZLeadChannel,
  columnChangedAt: z.string(),
  timeLimitDays: z.number().int(),
  showBadgeProgress: z.boolean(),
  conversationId: z.string().nullable(),
  lastInteraction: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  person: ZLeadPerson,
  user: ZLeadUser.nullable(),
  tags: z.array(ZLeadTag),
  customFields: z.array(ZLeadCustomField),
});
export type Lead = z.infer<typeof ZLead>;

/**
 * A custom field value as the lead form sends it. Multiselect values are comma-joined,
 * numbers and dates as text (date YYYY-MM-DD, time HH:mm, datetime ISO); null or '' clears it.
 */
export const ZLeadCustomFieldValue = z.object({
  id: z.uuid({ error: CRM_MESSAGES.customFieldInvalid }),
  value: z
    .union([z.string().max(10_000), z.number(), z.null()])
    .transform((value) => (value === null ? null : String(value).trim() || null)),
});
export type LeadCustomFieldValue = z.input<typeof ZLeadCustomFieldValue>;
const ZLeadCustomFieldValues = z.array(ZLeadCustomFieldValue).max(200);

/** `POST /funnel-column-card`: Contato and Etapa are required (spec 2 §5). */
export const ZCreateLeadBody = z.object({
  funnelId: crmId(CRM_MESSAGES.funnelRequired, CRM_MESSAGES.funnelInvalid),
  columnId: crmId(CRM_MESSAGES.stageRequired),
  personId: crmId(CRM_MESSAGES.contactRequired),
  userId: z.uuid({ error: CRM_MESSAGES.attendantInvalid }).nullish(),
  channel: ZLeadChannel.nullish(),
  tags: ZLeadTagIds.default([]),
  customFields: ZLeadCustomFieldValues.default([]),
});
export type CreateLeadBody = z.input<typeof ZCreateLeadBody>;

/**
 * `PATCH /funnel-column-card/{id}`: only what is sent changes. `{ columnId }` alone is the
 * board's drop (SPEC-DECISIONS): a different column sets columnChangedAt. customFields sent
 * replace the values of the fields they name; userId null clears the attendant.
 */
export const ZUpdateLeadBody = z.object({
  columnId: crmId(CRM_MESSAGES.stageRequired).optional(),
  personId: crmId(CRM_MESSAGES.contactRequired).optional(),
  userId: z.uuid({ error: CRM_MESSAGES.attendantInvalid }).nullish(),
  channel: ZLeadChannel.nullish(),
  tags: ZLeadTagIds.optional(),
  customFields: ZLeadCustomFieldValues.optional(),
  /** Accepted from the spec's save payload; a lead never changes funnel. */
  funnelId: z.uuid({ error: CRM_MESSAGES.funnelInvalid }).optional(),
});
export type UpdateLeadBody = z.input<typeof ZUpdateLeadBody>;

/** `DELETE /funnel-column-card {ids}`. */
export const ZDeleteLeadsBody = z.object({ ids: idList(CRM_MESSAGES.leadIdsRequired) });
export type DeleteLeadsBody = z.input<typeof ZDeleteLeadsBody>;
export const ZDeleteLeadsResponse = z.object({ deleted: z.number().int() });

/** A board opens with this many leads per column; a column scrolls further with offsetPerColumn. */
export const BOARD_DEFAULT_LEADS_PER_COLUMN = 25;
export const BOARD_MAX_LEADS_PER_COLUMN = 500;

/**
 * `GET /funnel-column`: the board. Filters combine (AND); tags match leads with ANY of them;
 * createdAt and lastContact are days (ISO date or date-time, the day in Brasília time);
 * search matches the contact's name or phone digits. Each column brings `limitPerColumn`
 * leads after the first `offsetPerColumn` and, in totalLeads, how many match (a column's
 * 'load more' asks `columnId` with the next offset).
 */
export const ZBoardQuery = z.object({
  funnelId: crmId(CRM_MESSAGES.funnelRequired, CRM_MESSAGES.funnelInvalid),
  search: z.string().trim().max(120).optional(),
  userId: z.uuid({ error: CRM_MESSAGES.attendantInvalid }).optional(),
  channel: ZLeadChannel.optional(),
  columnId: z.uuid({ error: CRM_MESSAGES.stageRequired }).optional(),
  createdAt: ZIsoDateOrDateTime.optional(),
  lastContact: ZIsoDateOrDateTime.optional(),
  tags: commaSeparatedIds(CRM_MESSAGES.tagInvalid).optional(),
  sortField: ZLeadSortField.default('lastInteraction'),
  sortOrder: ZSortOrder.default('desc'),
  limitPerColumn: z.coerce.number().int().min(1).max(BOARD_MAX_LEADS_PER_COLUMN).default(BOARD_DEFAULT_LEADS_PER_COLUMN),
  offsetPerColumn: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type BoardQuery = z.input<typeof ZBoardQuery>;

export const ZBoardColumn = ZFunnelColumn.extend({ totalLeads: z.number().int(), leads: z.array(ZLead) });
export type BoardColumn = z.infer<typeof ZBoardColumn>;
/** The funnel's columns by index; a columnId filter leaves the other columns out. */
export const ZBoard = z.array(ZBoardColumn);
export type Board = z.infer<typeof ZBoard>;
