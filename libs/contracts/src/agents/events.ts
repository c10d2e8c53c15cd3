import { z } from 'zod';
import { defineEvent, ZActorUserId } from '../common/events';
import { ZRobotReply } from '../messaging/robot-replies';
import { ZCaseLookup } from '../flows/flows';

const ZAgentRef = z.object({ id: z.string(), name: z.string(), inboxId: z.string() });

/** Why credits were used: an agent's answer (in a conversation or in 'Testar agente') or a composer helper. */
export const CREDIT_USE_REASONS = ['agent_answer', 'agent_test', 'improve_text', 'resume_message', 'resume_audio'] as const;

/** Facts of the agents service. */
export const agentsEvents = {
  agentCreated: defineEvent('balcao.agents.agent.created', z.object({ agent: ZAgentRef, actorUserId: ZActorUserId })),
  agentUpdated: defineEvent('balcao.agents.agent.updated', z.object({ agent: ZAgentRef, actorUserId: ZActorUserId })),
  /** Devices that ran it should stop running it (messaging clears their agentId). */
  agentDeleted: defineEvent('balcao.agents.agent.deleted', z.object({ id: z.string(), name: z.string().optional(), actorUserId: ZActorUserId })),
  /**
   * AI credits were used once: billing's ledger debits `amount` once per event id. `refId` is
   * what was paid for (the answer's or helper call's id).
   */
  creditsConsumed: defineEvent(
    'balcao.agents.credits.consumed',
    z.object({ amount: z.number().int().min(1), reason: z.enum(CREDIT_USE_REASONS), refId: z.string() }),
  ),
  /** An agent's turn in a conversation: messaging sends the messages once (signed with the agent) and applies the actions. */
  replyRequested: defineEvent('balcao.agents.conversation.reply-requested', ZRobotReply),
  /** An agent looked a client's court case up in a conversation (dashboard 'Consultas recentes'). */
  caseLookupCompleted: defineEvent('balcao.agents.case-lookup.completed', z.object({ lookup: ZCaseLookup })),
} as const;
