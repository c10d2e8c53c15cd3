import { z } from 'zod';
import { ZFlowMessage } from '../flows/flow-session';

/**
 * What a robot (a service flow or an AI agent) asks messaging to do in a conversation it runs
 * (ARCHITECTURE §5): send these messages in order, then these actions. The asking event's id is
 * the idempotency key: messaging sends each message once, and does nothing once a human holds
 * the conversation.
 */
export const ZRobotAction = z.discriminatedUnion('type', [
  /** To a person: the chosen attendant, or the waiting queue (WAITING_HUMAN) when userId is null. */
  z.object({ type: z.literal('HAND_OFF'), userId: z.string().nullable() }),
  z.object({ type: z.literal('END_CONVERSATION') }),
  /** The client's answer to a rating step, recorded as the conversation's evaluation. */
  z.object({ type: z.literal('EVALUATION'), score: z.number().int().min(1).max(5) }),
]);
export type RobotAction = z.infer<typeof ZRobotAction>;

export const ZRobotReply = z.object({
  conversationId: z.string(),
  messages: z.array(ZFlowMessage),
  actions: z.array(ZRobotAction),
  /** Who answers: an AI agent's replies show its name; a flow's are automated (no sender). */
  agent: z.object({ id: z.string(), name: z.string() }).nullable().default(null),
});
export type RobotReply = z.infer<typeof ZRobotReply>;
