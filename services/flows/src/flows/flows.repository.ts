import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Flow } from '@balcao/contracts';
import { commonErrors, preparedQuery, type Principal } from '@balcao/service-kit';
import type { Executor } from '../db/database';
import { devices, flows, type FlowRow } from '../db/schema';
import { visibleTo } from '../shared/flows-routes';

/** A device runs a flow only within the flow's office and workspace: a link of another's is not the flow's. */
const runsFlow = () => and(eq(devices.flowId, flows.id), eq(devices.officeId, flows.officeId), eq(devices.inboxId, flows.inboxId))!;

/** Devices running each of these flows. */
async function devicesByFlow(db: Executor, flowIds: string[]): Promise<Map<string, string[]>> {
  const byFlow = new Map<string, string[]>();
  if (flowIds.length === 0) return byFlow;
  const rows = await db
    .select({ id: devices.id, flowId: devices.flowId })
    .from(devices)
    .innerJoin(flows, runsFlow())
    .where(inArray(devices.flowId, flowIds))
    .orderBy(devices.id);
  for (const row of rows) byFlow.set(row.flowId!, [...(byFlow.get(row.flowId!) ?? []), row.id]);
  return byFlow;
}

export function toFlow(row: FlowRow, integrationIds: string[]): Flow {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    color: row.color,
    isMain: integrationIds.length > 0,
    inboxId: row.inboxId,
    content: row.content,
    integrationIds,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function toFlows(db: Executor, rows: FlowRow[]): Promise<Flow[]> {
  const byFlow = await devicesByFlow(db, rows.map((row) => row.id));
  return rows.map((row) => toFlow(row, byFlow.get(row.id) ?? []));
}

/** The workspace's flows, newest first, each with its devices: one statement, built once and run prepared. */
const flowsOfWorkspace = preparedQuery((db: Executor) =>
  db
    .select({ flow: flows, integrationIds: sql<string[]>`array(select ${devices.id} from ${devices} where ${runsFlow()} order by ${devices.id})` })
    .from(flows)
    .where(and(eq(flows.officeId, sql.placeholder('officeId')), eq(flows.inboxId, sql.placeholder('inboxId'))))
    .orderBy(desc(flows.createdAt)),
);

/** The workspace's flows, newest first, each with its devices. The caller checked the workspace's membership. */
export async function listFlows(db: Executor, principal: Principal, inboxId: string): Promise<Flow[]> {
  const rows = await flowsOfWorkspace(db, { officeId: principal.officeId, inboxId });
  return rows.map((row) => toFlow(row.flow, row.integrationIds));
}

/** A flow the caller may see (locked for update when asked), or 404. */
export async function findVisibleFlow(db: Executor, principal: Principal, id: string, forUpdate = false): Promise<FlowRow> {
  const query = db.select().from(flows).where(and(eq(flows.id, id), visibleTo(principal, flows)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw commonErrors.NOT_FOUND();
  return row;
}
