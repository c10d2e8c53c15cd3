import { and, asc, eq } from 'drizzle-orm';
import { commonErrors, type Principal } from '@balcao/service-kit';
import type { Integration, ListIntegrationsQuery } from '@balcao/contracts';
import type { Executor } from '../db/database';
import { integrations, type IntegrationRow } from '../db/schema';
import { toIso } from '../shared/http';
import { assertMember, visibleTo } from '../shared/tenancy';

export function toIntegration(row: IntegrationRow): Integration {
  return {
    id: row.id,
    name: row.name,
    channel: row.channel,
    config: { status: row.status, phoneNumber: row.phoneNumber },
    flowId: row.flowId,
    funnelId: row.funnelId,
    agentId: row.agentId,
    inboxId: row.inboxId,
    createdAt: toIso(row.createdAt),
  };
}

/** The device if the caller may see it, else 404. */
export async function findVisibleIntegration(db: Executor, principal: Principal, id: string): Promise<IntegrationRow> {
  const [row] = await db
    .select()
    .from(integrations)
    .where(and(eq(integrations.id, id), visibleTo(principal, integrations)));
  if (!row) throw commonErrors.NOT_FOUND();
  return row;
}

export async function listIntegrations(db: Executor, principal: Principal, query: ListIntegrationsQuery): Promise<Integration[]> {
  await assertMember(db, principal, query.inboxId);
  const rows = await db
    .select()
    .from(integrations)
    .where(
      and(
        eq(integrations.officeId, principal.officeId),
        eq(integrations.inboxId, query.inboxId),
        query.channel ? eq(integrations.channel, query.channel) : undefined,
      ),
    )
    .orderBy(asc(integrations.createdAt));
  return rows.map(toIntegration);
}
