import { eq } from 'drizzle-orm';
import { isMessageOutsideRobots, messagingEvents, type ConversationSummary, type Integration, type Message } from '@balcao/contracts';
import { advanceFlow, initialFlowState } from '@balcao/flow-engine';
import type { FastifyBaseLogger } from 'fastify';
import { afterCommit, consumeEvents, conversationKeyOf, executePrepared, lockUntilCommit, type EventBus } from '@balcao/service-kit';
import type { FlowsContext } from '../context';
import { runCommand, type FlowsTx } from '../db/database';
import { earlyMessages, handledEvents } from '../db/schema';
import { forgetConversation, projectConversation, projectDevice } from '../projections/messaging-facts';
import { endSession, flowContextOf, handToPeople, storeTurn } from './flow-turns';
import { loadTurn, lockSessionRow, type LoadedTurn } from './turn-statements';

/**
 * A conversation's facts arrive on consumers running side by side (one per event type): each
 * holds this lock, so the second to come sees what the first committed. Sent on the spot
 * (lockUntilCommit): drizzle's `tx.execute(sql)` is lazy, and would go out after the reads it must
 * come before.
 */
function lockConversation(tx: FlowsTx, conversationId: string) {
  return lockUntilCommit(tx, conversationId);
}

/**
 * The statements a client's message starts with, sent together (one round trip): the
 * conversation's lock, its session's row lock (the timers take it too), and the turn's reads.
 * Statements sent together go out in the order they are called: each is dispatched by
 * `.execute()` on the spot (awaiting a query builder would send it a microtask later).
 */
function lockAndLoadTurn(tx: FlowsTx, conversationId: string) {
  return [lockConversation(tx, conversationId), ...loadLockedTurn(tx, conversationId)] as const;
}

/** The session's row lock and the turn's reads, for a caller that holds the conversation's lock already. */
function loadLockedTurn(tx: FlowsTx, conversationId: string) {
  return [lockSessionRow(tx, conversationId), loadTurn(tx, conversationId)] as const;
}

/** What the consumer wakes once a lookup is scheduled, and where it tells of a link it refuses. */
interface RuntimeDeps {
  wakeTimers: () => void;
  log: FastifyBaseLogger;
}

/**
 * A client's message in a conversation the robot runs: the device's flow starts, or the waiting
 * step takes the message as its answer. An AI agent on the device wins over its flow.
 */
async function runClientMessage(tx: FlowsTx, loaded: LoadedTurn | undefined, message: Message, eventId: string, deps: RuntimeDeps) {
  if (!loaded) {
    await tx.insert(earlyMessages).values({ eventId, conversationId: message.conversationId, message }).onConflictDoNothing();
    return;
  }
  const { conversation, device, session, flow, foreignFlowId } = loaded;
  if (conversation.status !== 'ROBOT_INTERACTIVE') return;
  if (device?.agentId) {
    if (session) await endSession(tx, conversation.id);
    return;
  }
  if (foreignFlowId) return handToPeople(tx, deps.log, conversation, foreignFlowId);
  if (!session && !device?.flowId) return;
  if (!flow || (!session && flow.content.steps.length === 0)) {
    if (session) await endSession(tx, conversation.id);
    return;
  }
  const text = message.content ?? message.metadata.caption ?? '';
  const turn = advanceFlow(flow.content, session?.state ?? initialFlowState(), { type: 'message', text }, flowContextOf(conversation));
  const { lookupScheduled } = await storeTurn(tx, conversation, flow.id, turn);
  // The client waits for the lookup: the timers run it once this commits, not at their next tick.
  if (lookupScheduled) afterCommit(tx, deps.wakeTimers);
}

async function onClientMessage(tx: FlowsTx, message: Message, eventId: string, deps: RuntimeDeps) {
  const [, , loaded] = await Promise.all(lockAndLoadTurn(tx, message.conversationId));
  await runClientMessage(tx, loaded, message, eventId, deps);
}

/**
 * A conversation's newest facts, and a client's message they came with if any. Everything is
 * sent at once: the lock, the projection, the early messages taken, and the message's turn read
 * behind them (it sees the projection just written).
 */
async function onConversation(tx: FlowsTx, officeId: string, summary: ConversationSummary, seenAt: Date, deps: RuntimeDeps, message?: { message: Message; eventId: string }) {
  // The flow runs only while the robot holds the conversation (its session ends below otherwise);
  // a client's message comes here only then (isMessageOutsideRobots).
  const robotTurn = message && summary.status === 'ROBOT_INTERACTIVE' ? message : undefined;
  const [, , , early, , loaded] = await Promise.all([
    lockConversation(tx, summary.id),
    projectConversation(tx, officeId, summary, seenAt),
    // A person took it, or it ended: the flow stops at once.
    summary.status !== 'ROBOT_INTERACTIVE' ? endSession(tx, summary.id) : null,
    // Prepared: it runs with every fact of a conversation, and planning it cost more than running it.
    executePrepared(tx.delete(earlyMessages).where(eq(earlyMessages.conversationId, summary.id)).returning()),
    ...(robotTurn ? loadLockedTurn(tx, summary.id) : [null, null]),
  ]);
  if (early.length === 0) {
    if (robotTurn) await runClientMessage(tx, loaded as LoadedTurn | undefined, robotTurn.message, robotTurn.eventId, deps);
    return;
  }
  // Messages that came before their conversation run first, in the order they were stored.
  early.sort((a, b) => a.message.id.localeCompare(b.message.id));
  for (const row of early) await onClientMessage(tx, row.message, row.eventId, deps);
  if (message) await onClientMessage(tx, message.message, message.eventId, deps);
}

/**
 * The flow runtime: a consumer of messaging's facts keeps the devices and conversations it
 * needs and runs each client's message through the flow engine. Message ids are uuid v7, so
 * early messages run in the order they were stored. `wakeTimers` runs after a commit that
 * scheduled a court-case lookup (timeouts wait for the timers' next tick).
 */
export function startFlowRuntime(options: { context: FlowsContext; bus: EventBus; wakeTimers: () => void }) {
  const deps: RuntimeDeps = { wakeTimers: options.wakeTimers, log: options.context.log };
  return consumeEvents({
    bus: options.bus,
    db: options.context.db,
    // The turn's reply event goes out with the commit (handed to the relay, not read back).
    transaction: (work) => runCommand(options.context, work),
    handledTable: handledEvents,
    consumer: 'flows-runtime',
    // Many conversations at once, each one's events in order.
    concurrency: 32,
    orderKey: conversationKeyOf,
    events: [
      messagingEvents.integrationCreated,
      messagingEvents.integrationUpdated,
      // Not conversation.created: a client's message carries its conversation (the one it opened
      // too), and a conversation no client wrote in has nothing for the flow to run.
      messagingEvents.conversationChanged,
      messagingEvents.conversationDeleted,
      messagingEvents.messageReceived,
    ],
    // Most messages are in conversations a person holds: no transaction for them.
    ignore: isMessageOutsideRobots,
    handle: async (tx, event) => {
      const seenAt = new Date(event.occurredAt);
      const payload = event.payload as Record<string, any>;
      const flowsTx = tx as FlowsTx;
      switch (event.type) {
        case messagingEvents.integrationCreated.type:
        case messagingEvents.integrationUpdated.type:
          return projectDevice(flowsTx, event.officeId, payload.integration as Integration, seenAt);
        case messagingEvents.conversationChanged.type:
          return onConversation(flowsTx, event.officeId, payload.conversation as ConversationSummary, seenAt, deps);
        case messagingEvents.conversationDeleted.type:
          await endSession(flowsTx, payload.conversationId);
          return forgetConversation(flowsTx, payload.conversationId);
        case messagingEvents.messageReceived.type: {
          const message = payload.message as Message;
          const clientMessage = message.direction === 'INBOUND' && message.type !== 'reaction' ? { message, eventId: event.id } : undefined;
          if (payload.conversation) return onConversation(flowsTx, event.officeId, payload.conversation as ConversationSummary, seenAt, deps, clientMessage);
          if (clientMessage) await onClientMessage(flowsTx, message, event.id, deps);
          return;
        }
      }
    },
  });
}
