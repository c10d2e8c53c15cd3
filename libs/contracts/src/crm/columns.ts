import { z } from 'zod';
import { COLUMN_TIME_LIMIT_MAX_DAYS, DEFAULT_COLUMN_COLOR, DEFAULT_COLUMN_TIME_LIMIT_DAYS, ZColumnColor } from './enums';
import { CRM_MESSAGES } from './messages';
import { crmId, crmName, idList } from './fields';

/** Non-numeric becomes 0, minimum 0 (spec 2 §5). */
const ZTimeLimitDays = z.preprocess(
  (value) => (value === null || value === '' || (typeof value === 'string' && Number.isNaN(Number(value))) ? 0 : value),
  z.coerce.number({ error: CRM_MESSAGES.columnTimeLimitInvalid }).int(CRM_MESSAGES.columnTimeLimitInvalid).min(0, CRM_MESSAGES.columnTimeLimitInvalid).max(COLUMN_TIME_LIMIT_MAX_DAYS, CRM_MESSAGES.columnTimeLimitInvalid),
);
const ZColumnIndex = z.number({ error: CRM_MESSAGES.columnIndexInvalid }).int(CRM_MESSAGES.columnIndexInvalid).min(0, CRM_MESSAGES.columnIndexInvalid).max(1000, CRM_MESSAGES.columnIndexInvalid);
const ZColumnName = crmName(CRM_MESSAGES.columnNameRequired, 60);

/** A stage of a funnel (spec 2 §3). Columns are shown by `index`, ascending. */
export const ZFunnelColumn = z.object({
  id: z.string(),
  funnelId: z.string(),
  name: z.string(),
  color: ZColumnColor,
  index: z.number().int(),
  timeLimitDays: z.number().int(),
  showBadgeProgress: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FunnelColumn = z.infer<typeof ZFunnelColumn>;

/** `POST /funnel-column`; without an index it goes after the funnel's last column. */
export const ZCreateFunnelColumnBody = z.object({
  funnelId: crmId(CRM_MESSAGES.funnelRequired, CRM_MESSAGES.funnelInvalid),
  name: ZColumnName,
  color: ZColumnColor.default(DEFAULT_COLUMN_COLOR),
  index: ZColumnIndex.optional(),
  timeLimitDays: ZTimeLimitDays.default(DEFAULT_COLUMN_TIME_LIMIT_DAYS),
  showBadgeProgress: z.boolean().default(true),
});
export type CreateFunnelColumnBody = z.input<typeof ZCreateFunnelColumnBody>;

/**
 * `PATCH /funnel-column/{id}`. Reorder sends one update per column with its new index; the
 * other columns shift so indexes stay 0..n-1. funnelId, when sent, must be the column's own.
 */
export const ZUpdateFunnelColumnBody = z.object({
  funnelId: crmId(CRM_MESSAGES.funnelRequired, CRM_MESSAGES.funnelInvalid).optional(),
  name: ZColumnName.optional(),
  color: ZColumnColor.optional(),
  index: ZColumnIndex.optional(),
  timeLimitDays: ZTimeLimitDays.optional(),
  showBadgeProgress: z.boolean().optional(),
});
export type UpdateFunnelColumnBody = z.input<typeof ZUpdateFunnelColumnBody>;

/**
 * `DELETE /funnel-column {ids}`: each column's leads move to the next column of its funnel
 * (the previous one when it was the last), all in one transaction.
 */
export const ZDeleteFunnelColumnsBody = z.object({ ids: idList(CRM_MESSAGES.columnIdsRequired) });
export type DeleteFunnelColumnsBody = z.input<typeof ZDeleteFunnelColumnsBody>;
export const ZDeleteFunnelColumnsResponse = z.object({ deleted: z.number().int(), movedLeads: z.number().int() });
export type DeleteFunnelColumnsResponse = z.infer<typeof ZDeleteFunnelColumnsResponse>;
