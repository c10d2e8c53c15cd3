import { z } from 'zod';
import { defineEvent, ZActorUserId } from '../common/events';
import { ZFunnelColumn } from './columns';
import { ZFunnel } from './funnels';
import { ZLead } from './leads';

/**
 * Facts of the crm service. Every event carries the envelope's inboxId (the funnel's
 * workspace), so the realtime gateway can route it to that workspace's boards.
 */
export const crmEvents = {
  funnelCreated: defineEvent('balcao.crm.funnel.created', z.object({ funnel: ZFunnel })),
  funnelUpdated: defineEvent('balcao.crm.funnel.updated', z.object({ funnel: ZFunnel })),
  /** The funnel is gone with its columns, leads and custom fields. */
  funnelDeleted: defineEvent('balcao.crm.funnel.deleted', z.object({ id: z.string() })),
  /** A column was created, renamed, recoloured or reordered: `columns` is the funnel's whole list after it. */
  columnsChanged: defineEvent('balcao.crm.funnel-column.changed', z.object({ funnelId: z.string(), columns: z.array(ZFunnelColumn) })),
  /** Columns were deleted; each one's leads moved to `toColumnId` (null: it had none). `columns` is what remains. */
  columnsDeleted: defineEvent(
    'balcao.crm.funnel-column.deleted',
    z.object({
      funnelId: z.string(),
      moves: z.array(z.object({ fromColumnId: z.string(), toColumnId: z.string().nullable(), leadIds: z.array(z.string()) })),
      columns: z.array(ZFunnelColumn),
    }),
  ),
  leadCreated: defineEvent('balcao.crm.lead.created', z.object({ lead: ZLead })),
  /** Anything of the lead but its column changed (attendant, tags, channel, fields, last interaction). */
  leadUpdated: defineEvent('balcao.crm.lead.updated', z.object({ lead: ZLead })),
  /** The lead entered another column (columnChangedAt set). */
  leadMoved: defineEvent('balcao.crm.lead.moved', z.object({ lead: ZLead, fromColumnId: z.string() })),
  leadsDeleted: defineEvent('balcao.crm.lead.deleted', z.object({ funnelId: z.string(), ids: z.array(z.string()), actorUserId: ZActorUserId })),
} as const;

/**
 * What a board learns from a `funnel:card:update` frame: enough to patch its cache or refetch.
 * 'columns-changed': the funnel's columns were created, edited, reordered or deleted (leads of a
 * deleted column moved): refetch the board.
 */
export const FUNNEL_CARD_ACTIONS = ['created', 'updated', 'moved', 'deleted', 'columns-changed'] as const;
export const ZFunnelCardUpdate = z.object({
  action: z.enum(FUNNEL_CARD_ACTIONS),
  funnelId: z.string(),
  /** The leads concerned (one, except a deletion of several or a column's leads moved). */
  leadIds: z.array(z.string()),
  /** The lead as it is now; absent on deletion. */
  lead: ZLead.optional(),
  fromColumnId: z.string().optional(),
});
export type FunnelCardUpdate = z.infer<typeof ZFunnelCardUpdate>;
