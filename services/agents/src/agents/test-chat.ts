import { v7 as uuidv7 } from 'uuid';
import type { AgentAnswer, ChatTurnMessage } from '@balcao/contracts';
import { commonErrors, type Principal } from '@balcao/service-kit';
import { answerTurn } from '../answering/answer-turn';
import { loadAnsweringAgent } from '../answering/answer-for-agent';
import type { AgentsContext } from '../context';
import { creditsUsed } from '../credits/credit-events';
import { assertCreditsLeft } from '../credits/credits-left';
import { recordEvents, runCommand } from '../db/database';
import { findVisibleAgent } from './agents.repository';

/**
 * 'Testar agente': the agent answers through the same function as on WhatsApp; its credits are
 * used as there, and an office without credits gets no answer, as its clients would not.
 */
export async function testChat(context: AgentsContext, principal: Principal, agentId: string, messages: ChatTurnMessage[]): Promise<AgentAnswer> {
  const row = await findVisibleAgent(context.db, principal, agentId);
  await assertCreditsLeft(context.db, row.officeId);
  const subject = await loadAnsweringAgent(context.db, row.id, row);
  if (!subject) throw commonErrors.NOT_FOUND();
  const answer = await answerTurn(context.answering, subject, messages);
  const events = creditsUsed(row, answer.creditsUsed, 'agent_test', uuidv7());
  if (events.length > 0) await runCommand(context, (tx) => recordEvents(tx, events));
  return answer;
}
