import { z } from 'zod';
import { defineEvent, ZActorUserId } from '../common/events';
import { ZRobotReply } from '../messaging/robot-replies';
import { ZCaseLookup } from './flows';

const ZFlowRef = z.object({ id: z.string(), name: z.string(), inboxId: z.string() });

/** Facts and requests of the flows service. */
export const flowsEvents = {
  flowCreated: defineEvent('balcao.flows.flow.created', z.object({ flow: ZFlowRef, actorUserId: ZActorUserId })),
  flowUpdated: defineEvent('balcao.flows.flow.updated', z.object({ flow: ZFlowRef, actorUserId: ZActorUserId })),
  /** Devices that ran it stop running a flow (messaging clears their flowId). */
  flowDeleted: defineEvent('balcao.flows.flow.deleted', z.object({ id: z.string(), name: z.string().optional(), actorUserId: ZActorUserId })),
  /** A flow's turn in a conversation: messaging sends the messages once and applies the actions. */
  replyRequested: defineEvent('balcao.flows.conversation.reply-requested', ZRobotReply),
  /** A client's court case was looked up (dashboard 'Consultas recentes'). */
  caseLookupCompleted: defineEvent('balcao.flows.case-lookup.completed', z.object({ lookup: ZCaseLookup })),
  /** The office's plan had no court-case consultation left this month (once per month): its managers are told. */
  consultationsExhausted: defineEvent('balcao.flows.case-consultations.exhausted', z.object({ month: z.string(), max: z.number().int() })),
} as const;
