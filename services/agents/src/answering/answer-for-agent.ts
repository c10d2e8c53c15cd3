import { and, asc, eq } from 'drizzle-orm';
import type { AgentAnswer, ChatTurnMessage } from '@balcao/contracts';
import type { Executor } from '../db/database';
import { agentModels, agents, trainings } from '../db/schema';
import { answerTurn, type AnsweringAgent, type AnsweringDeps } from './answer-turn';

/** An agent with what it answers from, or null when it no longer exists. */
export async function loadAnsweringAgent(db: Executor, agentId: string): Promise<AnsweringAgent | null> {
  const [row] = await db.select({ agent: agents, price: agentModels.price }).from(agents).innerJoin(agentModels, eq(agentModels.id, agents.agentModelId)).where(eq(agents.id, agentId));
  if (!row) return null;
  const active = await db
    .select({ id: trainings.id, question: trainings.question, answer: trainings.answer })
    .from(trainings)
    .where(and(eq(trainings.agentId, agentId), eq(trainings.isActive, true)))
    .orderBy(asc(trainings.createdAt));
  return { agent: row.agent, trainings: active, price: row.price };
}

/**
 * "Answer this turn for agent X given the conversation's recent messages": what a runtime calls
 * for a client's turn (null when the agent was deleted). It records nothing; the caller publishes
 * the credits used (see credits/credit-events.ts) with its own turn id.
 */
export async function answerForAgent(db: Executor, deps: AnsweringDeps, agentId: string, messages: ChatTurnMessage[]): Promise<AgentAnswer | null> {
  const subject = await loadAnsweringAgent(db, agentId);
  return subject ? answerTurn(deps, subject, messages) : null;
}
