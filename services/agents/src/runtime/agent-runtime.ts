import { eq } from 'drizzle-orm';
import { agentsEvents, isMessageOutsideRobots, messagingEvents, type ConversationSummary, type Message } from '@balcao/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { afterCommit, consumeEvents, conversationKeyOf, lockUntilCommit, runPrepared, sendWithCommit, type EventBus } from '@balcao/service-kit';
import { eventOf, recordEvents, runCommand, type AgentsTx, type DataAccess } from '../db/database';
import { earlyMessages, handledEvents, runtimeConversations, type AgentSessionRow, type RuntimeConversationRow } from '../db/schema';
import { isWithinActivePeriod } from './active-period';
import { RUNTIME_TEXTS } from './runtime-texts';
import {
  endSessions,
  endSessionUnlessNewer,
  loadAnsweringContext,
  loadConversation,
  lockSession,
  robotHoldsSince,
  storeConversation,
  storeSession,
  takeEarlyMessages,
  type AnsweringContext,
  type ForeignAgent,
} from './turn-statements';

/**
 * A conversation's facts arrive on consumers running side by side (one per event type): each
 * holds this lock, so the second to come sees what the first committed. Statements sent together
 * go out in the order they are called: each is dispatched on the spot, by `.execute()` or
 * runPrepared (awaiting a query builder, or drizzle's `tx.execute(sql)`, which is lazy too,
 * would send it a microtask later, after the reads the lock must come before).
 */
function lockConversation(tx: AgentsTx, conversationId: string) {
  return lockUntilCommit(tx, conversationId, 1);
}

/** The same lock for several conversations at once, taken in one order so two takers never deadlock. */
export function lockConversations(tx: AgentsTx, conversationIds: string[]) {
  const ids = [...new Set(conversationIds)].sort();
  return runPrepared(
    tx,
    'select pg_advisory_xact_lock(hashtextextended(id, 1)) from jsonb_array_elements_text($1::jsonb) with ordinality as locks(id, position) order by position',
    [JSON.stringify(ids)],
  );
}

export async function endAgentSession(tx: AgentsTx, conversationId: string) {
  await endSessions(tx, [conversationId]);
}

/** What answering a claimed turn needs of its session. */
export type ClaimedTurn = Pick<AgentSessionRow, 'conversationId' | 'officeId' | 'inboxId' | 'agentId' | 'history' | 'claimedAt' | 'claimedCount'>;

/** Where the consumer hands the turns it stored: one due later (its time), or one due now that it claimed, with what answering it needs. */
export interface TurnTimers {
  wake(): void;
  wakeAt(dueAt: Date): void;
  startAnswering(claimed: ClaimedTurn[], context?: Pick<AnsweringContext, 'subject' | 'noCredits'>): void;
}

/** Where the consumer hands the turns it stores, and where it tells of a link it refuses. */
interface RuntimeDeps {
  timers: TurnTimers;
  log: FastifyBaseLogger;
}

/** What a client's message needs besides its conversation, sent together: the device's agent (with what it answers from) and the turn so far (locked). */
const answeringContextAndSession = (tx: AgentsTx, conversationId: string) => [loadAnsweringContext(tx, conversationId), lockSession(tx, conversationId)] as const;

/** A client's message read on its own: the lock, the conversation, its agent and its turn, in one round trip. */
async function onClientMessage(tx: AgentsTx, message: Message, eventId: string, deps: RuntimeDeps) {
  const [, conversation, context, session] = await Promise.all([
    lockConversation(tx, message.conversationId),
    loadConversation(tx, message.conversationId),
    ...answeringContextAndSession(tx, message.conversationId),
  ]);
  if (!conversation) {
    await tx.insert(earlyMessages).values({ eventId, conversationId: message.conversationId, message }).onConflictDoNothing();
    return;
  }
  await runClientMessage(tx, message, deps, conversation, context, session);
}

/**
 * The device links an agent of another office or workspace (a link messaging should have
 * refused): that agent never answers, and the client goes to the office's people, as on a device
 * running no robot.
 */
async function handToPeople(tx: AgentsTx, deps: RuntimeDeps, conversation: RuntimeConversationRow, foreign: ForeignAgent, session: AgentSessionRow | undefined) {
  deps.log.warn(
    { conversationId: conversation.id, officeId: conversation.officeId, inboxId: conversation.inboxId, integrationId: conversation.integrationId, agentId: foreign.foreignAgentId },
    "device linked to another office's or workspace's agent: the conversation goes to people",
  );
  if (session) await endAgentSession(tx, conversation.id);
  await recordEvents(tx, [eventOf(agentsEvents.replyRequested, conversation, { conversationId: conversation.id, messages: [], actions: [{ type: 'HAND_OFF', userId: null }], agent: null })]);
}

/**
 * A client's message in a conversation the robot runs on a device with an agent: it joins the
 * client's turn, which the agent answers once the turn's delay has passed (agent-timers.ts).
 * Outside the agent's active period the conversation goes to the office's people instead.
 */
async function runClientMessage(
  tx: AgentsTx,
  message: Message,
  deps: RuntimeDeps,
  conversation: RuntimeConversationRow,
  found: AnsweringContext | ForeignAgent | undefined,
  session: AgentSessionRow | undefined,
) {
  const now = new Date();
  if (conversation.status !== 'ROBOT_INTERACTIVE') return;
  if (found && 'foreignAgentId' in found) return handToPeople(tx, deps, conversation, found, session);
  const context = found;
  const agent = context?.agent;
  if (!agent) {
    if (session) await endAgentSession(tx, conversation.id);
    return;
  }
  if (!isWithinActivePeriod(agent, now)) {
    if (session) await endAgentSession(tx, conversation.id);
    await recordEvents(tx, [
      eventOf(agentsEvents.replyRequested, conversation, {
        conversationId: conversation.id,
        messages: [{ type: 'text', text: RUNTIME_TEXTS.outsideHours }],
        actions: [{ type: 'HAND_OFF', userId: null }],
        agent: { id: agent.id, name: agent.name },
      }),
    ]);
    return;
  }
  const text = (message.content ?? message.metadata.caption ?? '').trim() || RUNTIME_TEXTS.mediaMessage;
  const history = [...(session?.agentId === agent.id ? session.history : []), { role: 'client' as const, text: text.slice(0, 4000) }];
  const answerDueAt = session?.agentId === agent.id && session.answerDueAt ? session.answerDueAt : new Date(now.getTime() + agent.responseDelaySeconds * 1000);
  // Due now (no delay) and no answer under way: this replica claims the turn as a pass would and
  // starts answering it at once, from the agent and credits just read; the answer's commit waits
  // for this one (the conversation's lock).
  const claim = answerDueAt <= now && !session?.claimedAt ? { claimedAt: now, claimedCount: history.length } : null;
  const row = { conversationId: conversation.id, officeId: conversation.officeId, inboxId: conversation.inboxId, agentId: agent.id, history, answerDueAt, updatedAt: now };
  // Nothing needs its answer: it travels with the COMMIT. A turn claimed here is answered once
  // committed, from what was written (the claim is checked against the stored session when the
  // answer commits).
  await sendWithCommit(tx, storeSession(tx, row, claim));
  if (claim) afterCommit(tx, () => deps.timers.startAnswering([{ ...row, ...claim }], context));
  // Due later: a timer of its own; due already (an answer was under way): a pass once this commits.
  else afterCommit(tx, () => (answerDueAt.getTime() > Date.now() ? deps.timers.wakeAt(answerDueAt) : deps.timers.wake()));
}

/**
 * Stores what messaging says of a conversation (an older fact changes nothing), and runs the
 * client's message it came with, if any. The lock, the projection, the early messages taken and
 * the message's reads are sent together, one round trip.
 */
async function onConversation(tx: AgentsTx, officeId: string, summary: ConversationSummary, seenAt: Date, deps: RuntimeDeps, clientMessage?: { message: Message; eventId: string }) {
  // A client's message comes here while the robot holds its conversation, or once a newer fact says it does (robotHoldsSince).
  const robotTurn = clientMessage && summary.status === 'ROBOT_INTERACTIVE';
  const [, conversation, , early, context, session] = await Promise.all([
    lockConversation(tx, summary.id),
    storeConversation(tx, officeId, summary, seenAt),
    // A person took it over, or it ended: the agent stops at once (unless a newer fact says otherwise).
    summary.status !== 'ROBOT_INTERACTIVE' ? endSessionUnlessNewer(tx, summary.id, seenAt) : null,
    // Messages can only have come early while the conversation was unknown here.
    takeEarlyMessages(tx, summary.id),
    ...(robotTurn ? answeringContextAndSession(tx, summary.id) : [undefined, undefined]),
  ]);
  if (!conversation) return;
  if (early.length === 0) {
    if (robotTurn) await runClientMessage(tx, clientMessage.message, deps, conversation, context, session);
    // A newer fact stored here says the robot holds it after all: the message's turn is read on its own.
    else if (clientMessage && conversation.status === 'ROBOT_INTERACTIVE') await onClientMessage(tx, clientMessage.message, clientMessage.eventId, deps);
    return;
  }
  early.sort((a, b) => a.message.id.localeCompare(b.message.id));
  for (const message of early) await onClientMessage(tx, message.message, message.eventId, deps);
  if (clientMessage) await onClientMessage(tx, clientMessage.message, clientMessage.eventId, deps);
}

/**
 * The agent runtime's consumer of messaging's conversations and client messages: `timers`
 * hears of each turn it stores. A turn's events go out with its COMMIT (runCommand).
 */
export function startAgentRuntime(options: { bus: EventBus; data: DataAccess; timers: TurnTimers; log: FastifyBaseLogger }) {
  const deps: RuntimeDeps = { timers: options.timers, log: options.log };
  return consumeEvents({
    bus: options.bus,
    db: options.data.db,
    transaction: (work) => runCommand(options.data, work),
    handledTable: handledEvents,
    consumer: 'agents-runtime',
    // Many conversations at once, each one's events in order.
    concurrency: 32,
    orderKey: conversationKeyOf,
    // Not conversation.created: a client's message carries its conversation (the one it opened
    // too), and a conversation no client wrote in has nothing for the agent to answer.
    events: [messagingEvents.conversationChanged, messagingEvents.conversationDeleted, messagingEvents.messageReceived],
    // Most messages are in conversations a person holds: one read, no transaction, for them.
    ignore: async (event) => isMessageOutsideRobots(event) && !(await robotHoldsSince(options.data.db, conversationKeyOf(event)!, new Date(event.occurredAt))),
    handle: async (tx, event) => {
      const agentsTx = tx as AgentsTx;
      const payload = event.payload as Record<string, any>;
      const seenAt = new Date(event.occurredAt);
      switch (event.type) {
        case messagingEvents.conversationChanged.type:
          return onConversation(agentsTx, event.officeId, payload.conversation as ConversationSummary, seenAt, deps);
        case messagingEvents.conversationDeleted.type:
          await Promise.all([endAgentSession(agentsTx, payload.conversationId), agentsTx.delete(runtimeConversations).where(eq(runtimeConversations.id, payload.conversationId)).execute()]);
          return;
        case messagingEvents.messageReceived.type: {
          const message = payload.message as Message;
          const clientMessage = message.direction === 'INBOUND' && message.type !== 'reaction' ? { message, eventId: event.id } : undefined;
          if (payload.conversation) return onConversation(agentsTx, event.officeId, payload.conversation as ConversationSummary, seenAt, deps, clientMessage);
          if (clientMessage) await onClientMessage(agentsTx, message, event.id, deps);
          return;
        }
      }
    },
  });
}
