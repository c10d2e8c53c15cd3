import { and, eq, sql } from 'drizzle-orm';
import type { AgentAnswer, ChatTurnMessage } from '@balcao/contracts';
import type { Executor } from '../db/database';
import { agentModels, agents, trainings } from '../db/schema';
import { answerTurn, type AnsweringAgent, type AnsweringDeps } from './answer-turn';
import type { FaqEntry } from './faq-answerer';

/** The office and workspace an agent must belong to to answer there (a device's, a conversation's). */
export interface AgentScope {
  officeId: string;
  inboxId: string;
}

/**
 * An agent of this office and workspace with what it answers from (its active trainings, oldest
 * first), or null when it no longer exists there: one statement. Never another office's agent.
 */
export async function loadAnsweringAgent(db: Executor, agentId: string, scope: AgentScope): Promise<AnsweringAgent | null> {
  const [row] = await db
    .select({
      agent: agents,
      price: agentModels.price,
      trainings: sql<FaqEntry[]>`coalesce((select json_agg(json_build_object('id', t.id, 'question', t.question, 'answer', t.answer) order by t.created_at, t.id)
        from ${trainings} t where t.agent_id = ${agents.id} and t.is_active), '[]'::json)`,
    })
    .from(agents)
    .innerJoin(agentModels, eq(agentModels.id, agents.agentModelId))
    .where(and(eq(agents.id, agentId), eq(agents.officeId, scope.officeId), eq(agents.inboxId, scope.inboxId)));
  return row ? { agent: row.agent, trainings: row.trainings, price: row.price } : null;
}

/**
 * "Answer this turn for agent X given the conversation's recent messages": what a runtime calls
 * for a client's turn (null when the agent was deleted, or is not of the conversation's office
 * and workspace). It records nothing; the caller publishes the credits used (see
 * credits/credit-events.ts) with its own turn id.
 */
export async function answerForAgent(db: Executor, deps: AnsweringDeps, agentId: string, scope: AgentScope, messages: ChatTurnMessage[]): Promise<AgentAnswer | null> {
  const subject = await loadAnsweringAgent(db, agentId, scope);
  return subject ? answerTurn(deps, subject, messages) : null;
}
