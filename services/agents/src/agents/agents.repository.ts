import { and, asc, count, eq, exists, ilike, inArray, not, sql, type SQL } from 'drizzle-orm';
import type { Agent, AgentList, ListAgentsQuery } from '@balcao/contracts';
import { commonErrors, preparedQuery, type Principal } from '@balcao/service-kit';
import type { Executor } from '../db/database';
import { agentModels, agents, integrations, trainings, type AgentModelRow, type AgentRow } from '../db/schema';
import { containsPattern, toIso } from '../shared/http';
import { assertMember, visibleTo } from '../shared/tenancy';

export function toAgent(row: AgentRow, extra: { model: AgentModelRow | null; integrationIds: string[]; trainingsCount: number }): Agent {
  return {
    id: row.id,
    name: row.name,
    avatarUrl: row.avatarUrl,
    purpose: row.purpose,
    inboxId: row.inboxId,
    productName: row.productName,
    productSite: row.productSite,
    productDescription: row.productDescription,
    communicationStyle: row.communicationStyle,
    behavior: row.behavior,
    agentModelId: row.agentModelId,
    agentModel: extra.model ? { id: extra.model.id, name: extra.model.name, price: extra.model.price, description: extra.model.description } : null,
    integrationId: extra.integrationIds[0] ?? null,
    integrationIds: extra.integrationIds,
    isActive: extra.integrationIds.length > 0,
    allowConsultingProcesses: row.allowConsultingProcesses,
    restrictToAllowedTopics: row.restrictToAllowedTopics,
    responseDelaySeconds: row.responseDelaySeconds,
    maxInteractionsPerSession: row.maxInteractionsPerSession,
    canRequestHumanHelp: row.canRequestHumanHelp,
    activePeriodEnabled: row.activePeriodEnabled,
    activePeriodPreset: row.activePeriodPreset,
    customSchedule: row.customSchedule,
    idleActions: row.idleActions,
    transferRules: row.transferRules,
    trainingsCount: extra.trainingsCount,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

/** A device runs an agent only within the agent's office and workspace: a link of another's is not the agent's. */
const runsAgent = () => and(eq(integrations.agentId, agents.id), eq(integrations.officeId, agents.officeId), eq(integrations.inboxId, agents.inboxId))!;

/** The agents as the API shows them: with their model, linked devices and trainings count. */
export async function loadAgents(db: Executor, rows: AgentRow[]): Promise<Agent[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [models, links, counts] = await Promise.all([
    db.select().from(agentModels),
    db
      .select({ id: integrations.id, agentId: integrations.agentId })
      .from(integrations)
      .innerJoin(agents, runsAgent())
      .where(inArray(integrations.agentId, ids))
      .orderBy(asc(integrations.id)),
    db.select({ agentId: trainings.agentId, total: count() }).from(trainings).where(inArray(trainings.agentId, ids)).groupBy(trainings.agentId),
  ]);
  return rows.map((row) =>
    toAgent(row, {
      model: models.find((model) => model.id === row.agentModelId) ?? null,
      integrationIds: links.filter((link) => link.agentId === row.id).map((link) => link.id),
      trainingsCount: counts.find((entry) => entry.agentId === row.id)?.total ?? 0,
    }),
  );
}

/** The agent if the caller may see it, else 404. */
export async function findVisibleAgent(db: Executor, principal: Principal, id: string, lock = false): Promise<AgentRow> {
  const query = db.select().from(agents).where(and(eq(agents.id, id), visibleTo(principal, agents)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw commonErrors.NOT_FOUND();
  return row;
}

export async function getAgent(db: Executor, principal: Principal, id: string): Promise<Agent> {
  const [agent] = await loadAgents(db, [await findVisibleAgent(db, principal, id)]);
  return agent;
}

const linked = (db: Executor) => exists(db.select({ one: sql`1` }).from(integrations).where(runsAgent()));

type AgentFilters = { name?: boolean; communicationStyle?: boolean; integrationId?: boolean; active?: boolean; inactive?: boolean };

const workspaceOf = () => and(eq(agents.officeId, sql.placeholder('officeId')), eq(agents.inboxId, sql.placeholder('inboxId')))!;

/** The workspace's agents matching the filters a request gives (placeholders: one statement per shape of filters). */
function agentsWhere(db: Executor, filters: AgentFilters) {
  const conditions: SQL[] = [workspaceOf()];
  if (filters.name) conditions.push(ilike(agents.name, sql.placeholder('name')));
  if (filters.communicationStyle) conditions.push(eq(agents.communicationStyle, sql.placeholder('communicationStyle')));
  if (filters.integrationId) {
    conditions.push(exists(db.select({ one: sql`1` }).from(integrations).where(and(runsAgent(), eq(integrations.id, sql.placeholder('integrationId'))))));
  }
  if (filters.active) conditions.push(linked(db));
  if (filters.inactive) conditions.push(not(linked(db)));
  return and(...conditions);
}

// A name search's best plan depends on the text searched: planned for it each time.
const planSearchEachTime = { planEachTime: (filters: AgentFilters) => filters.name === true };

/** The page with each agent's model, devices and trainings, and the counts, in one statement (built once per shape, run prepared). */
const agentsPage = preparedQuery(
  (db: Executor, filters: AgentFilters) =>
    db
      .select({
        agent: agents,
        model: agentModels,
        integrationIds: sql<string[]>`array(select ${integrations.id} from ${integrations} where ${runsAgent()} order by ${integrations.id})`,
        trainingsCount: sql<number>`(select count(*) from ${trainings} where ${trainings.agentId} = ${agents.id})`.mapWith(Number),
        total: sql<number>`count(*) over ()`.mapWith(Number),
        active: sql<number>`count(*) filter (where ${linked(db)}) over ()`.mapWith(Number),
      })
      .from(agents)
      .leftJoin(agentModels, eq(agentModels.id, agents.agentModelId))
      .where(agentsWhere(db, filters))
      .orderBy(asc(agents.createdAt), asc(agents.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  planSearchEachTime,
);

const agentsCount = preparedQuery((db: Executor, filters: AgentFilters) => db.select({ total: count() }).from(agents).where(agentsWhere(db, filters)), planSearchEachTime);

const workspaceCounters = preparedQuery((db: Executor) =>
  db
    .select({ total: count(), active: sql<number>`count(*) filter (where ${linked(db)})`.mapWith(Number) })
    .from(agents)
    .where(workspaceOf()),
);

/** `GET /agents`: the workspace's agents (filters name, style, device, active) and the workspace's counters. */
export async function listAgents(db: Executor, principal: Principal, query: ListAgentsQuery): Promise<AgentList> {
  const { inboxId, page, limit } = query;
  await assertMember(db, principal, inboxId);
  const filters: AgentFilters = {
    name: !!query.name,
    communicationStyle: !!query.communicationStyle,
    integrationId: !!query.integrationId,
    active: query.isActive === true,
    inactive: query.isActive === false,
  };
  const values = {
    officeId: principal.officeId,
    inboxId,
    name: query.name ? containsPattern(query.name) : undefined,
    communicationStyle: query.communicationStyle,
    integrationId: query.integrationId,
  };
  const rows = await agentsPage(db, { ...values, limit, offset: (page - 1) * limit }, filters);
  const first = rows[0];
  const filtered = Object.values(filters).some(Boolean);
  // Filters, or a page past the end, leave the workspace's counts to their own statement.
  const total = first ? first.total : page === 1 ? 0 : (await agentsCount(db, values, filters))[0]!.total;
  const counters = first && !filtered ? { total: first.total, active: first.active } : (await workspaceCounters(db, values))[0]!;
  return {
    data: rows.map((row) => toAgent(row.agent, { model: row.model, integrationIds: row.integrationIds, trainingsCount: row.trainingsCount })),
    totalItems: total,
    totalResults: total,
    totalPages: Math.ceil(total / limit),
    counters: { total: counters.total, active: counters.active, inactive: counters.total - counters.active },
  };
}
