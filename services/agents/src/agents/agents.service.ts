import { eq } from 'drizzle-orm';
import { agentsEvents, type Agent, type CreateAgentInput, type UpdateAgentInput } from '@balcao/contracts';
import type { Principal } from '@balcao/service-kit';
import { eventOf, recordEvents, runCommand, type DataAccess, type Executor } from '../db/database';
import { agentModels, agents, type AgentRow } from '../db/schema';
import { agentErrors } from '../shared/errors';
import { definedOnly } from '../shared/http';
import { assertMember } from '../shared/tenancy';
import { assertAgentAvailable } from './agents-limit';
import { activePeriodOf, stableIdleActions, stableTransferRules } from './agent-settings';
import { findVisibleAgent, loadAgents } from './agents.repository';

async function assertModel(db: Executor, agentModelId: string) {
  const [model] = await db.select({ id: agentModels.id }).from(agentModels).where(eq(agentModels.id, agentModelId));
  if (!model) throw agentErrors.MODEL_INVALID(undefined, 'agentModelId');
}

const refOf = (row: AgentRow) => ({ id: row.id, name: row.name, inboxId: row.inboxId });

export async function createAgent(data: DataAccess, principal: Principal, body: CreateAgentInput): Promise<Agent> {
  await assertMember(data.db, principal, body.inboxId);
  await assertModel(data.db, body.agentModelId);
  const { activePeriodPreset, customSchedule, idleActions, transferRules, ...fields } = body;
  const period = activePeriodOf(activePeriodPreset, customSchedule);
  return runCommand(data, async (tx) => {
    await assertAgentAvailable(tx, principal.officeId);
    const [row] = await tx
      .insert(agents)
      .values({
        ...fields,
        officeId: principal.officeId,
        activePeriodPreset: period.preset,
        customSchedule: period.schedule,
        idleActions: stableIdleActions(idleActions),
        transferRules: stableTransferRules(transferRules),
      })
      .returning();
    await recordEvents(tx, [eventOf(agentsEvents.agentCreated, row, { agent: refOf(row), actorUserId: principal.userId })]);
    const [agent] = await loadAgents(tx, [row]);
    return agent;
  });
}

export async function updateAgent(data: DataAccess, principal: Principal, id: string, body: UpdateAgentInput): Promise<Agent> {
  if (body.agentModelId) await assertModel(data.db, body.agentModelId);
  return runCommand(data, async (tx) => {
    const current = await findVisibleAgent(tx, principal, id, true);
    const { activePeriodPreset, customSchedule, idleActions, transferRules, ...fields } = body;
    const rules = transferRules ? stableTransferRules(transferRules) : current.transferRules;
    // Checked on the agent as it will be: a PATCH may turn human help on, or remove the last rule.
    if ((fields.canRequestHumanHelp ?? current.canRequestHumanHelp) && rules.length === 0) throw agentErrors.TRANSFER_RULE_REQUIRED(undefined, 'canRequestHumanHelp');
    const period = activePeriodOf(activePeriodPreset, customSchedule, { preset: current.activePeriodPreset, schedule: current.customSchedule });
    const [row] = await tx
      .update(agents)
      .set({
        ...definedOnly(fields),
        activePeriodPreset: period.preset,
        customSchedule: period.schedule,
        idleActions: idleActions ? stableIdleActions(idleActions) : current.idleActions,
        transferRules: rules,
        updatedAt: new Date(),
      })
      .where(eq(agents.id, id))
      .returning();
    await recordEvents(tx, [eventOf(agentsEvents.agentUpdated, row, { agent: refOf(row), actorUserId: principal.userId })]);
    const [agent] = await loadAgents(tx, [row]);
    return agent;
  });
}

/** Its trainings go with it (foreign key cascade); messaging hears of it to unlink its devices. */
export async function deleteAgent(data: DataAccess, principal: Principal, id: string): Promise<void> {
  await runCommand(data, async (tx) => {
    const row = await findVisibleAgent(tx, principal, id, true);
    await tx.delete(agents).where(eq(agents.id, id));
    await recordEvents(tx, [eventOf(agentsEvents.agentDeleted, row, { id, name: row.name, actorUserId: principal.userId })]);
  });
}
