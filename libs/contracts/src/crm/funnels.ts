import { z } from 'zod';
import { CRM_MESSAGES } from './messages';
import { crmName, ZWorkspaceId } from './fields';

const ZFunnelName = crmName(CRM_MESSAGES.funnelNameRequired);

/** A funnel of a workspace (spec 2 §3). */
export const ZFunnel = z.object({
  id: z.string(),
  name: z.string(),
  inboxId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Funnel = z.infer<typeof ZFunnel>;
export const ZFunnelList = z.array(ZFunnel);

/** `POST /funnel`: it starts with no columns. */
export const ZCreateFunnelBody = z.object({ name: ZFunnelName, inboxId: ZWorkspaceId });
export type CreateFunnelBody = z.infer<typeof ZCreateFunnelBody>;

/** `PATCH /funnel/{id}`: editing sends only the name. */
export const ZUpdateFunnelBody = z.object({ name: ZFunnelName });
export type UpdateFunnelBody = z.infer<typeof ZUpdateFunnelBody>;

/** `GET /funnel?inboxId&name`: name matches part of it, case-insensitive. Ordered by creation. */
export const ZListFunnelsQuery = z.object({
  inboxId: ZWorkspaceId,
  name: z.string().trim().max(120).optional(),
});
export type ListFunnelsQuery = z.infer<typeof ZListFunnelsQuery>;
