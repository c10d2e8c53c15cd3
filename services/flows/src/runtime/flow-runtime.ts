import { eq, sql } from 'drizzle-orm';
import { messagingEvents, type ConversationSummary, type Integration, type Message } from '@balcao/contracts';
import { advanceFlow, initialFlowState } from '@balcao/flow-engine';
import { consumeEvents, conversationKeyOf, type EventBus } from '@balcao/service-kit';
import type { FlowsContext } from '../context';
import { runCommand, type FlowsTx } from '../db/database';
import { conversations, devices, earlyMessages, flows, handledEvents } from '../db/schema';
import { forgetConversation, projectConversation, projectDevice } from '../projections/messaging-facts';
import { endSession, flowContextOf, lockSession, storeTurn } from './flow-turns';

/**
 * A client's message in a conversation the robot runs: the device's flow starts, or the waiting
 * step takes the message as its answer. An AI agent on the device wins over its flow.
 */
/**
 * A conversation's facts arrive on consumers running side by side (one per event type): each
 * holds this lock, so the second to come sees what the first committed.
 */
async function lockConversation(tx: FlowsTx, conversationId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${conversationId}, 0))`);
}

async function onClientMessage(tx: FlowsTx, message: Message, eventId: string) {
  await lockConversation(tx, message.conversationId);
  const [conversation] = await tx.select().from(conversations).where(eq(conversations.id, message.conversationId));
  if (!conversation) {
    await tx.insert(earlyMessages).values({ eventId, conversationId: message.conversationId, message }).onConflictDoNothing();
    return;
  }
  if (conversation.status !== 'ROBOT_INTERACTIVE') return;
  const [device] = await tx.select().from(devices).where(eq(devices.id, conversation.integrationId));
  const session = await lockSession(tx, conversation.id);
  if (device?.agentId) {
    if (session) await endSession(tx, conversation.id);
    return;
  }
  const flowId = session?.flowId ?? device?.flowId;
  if (!flowId) return;
  const [flow] = await tx.select().from(flows).where(eq(flows.id, flowId));
  if (!flow || (!session && flow.content.steps.length === 0)) {
    if (session) await endSession(tx, conversation.id);
    return;
  }
  const text = message.content ?? message.metadata.caption ?? '';
  const turn = advanceFlow(flow.content, session?.state ?? initialFlowState(), { type: 'message', text }, flowContextOf(conversation));
  await storeTurn(tx, conversation, flow.id, turn);
}

async function onConversation(tx: FlowsTx, officeId: string, summary: ConversationSummary, seenAt: Date) {
  await lockConversation(tx, summary.id);
  await projectConversation(tx, officeId, summary, seenAt);
  // A person took it, or it ended: the flow stops at once.
  if (summary.status !== 'ROBOT_INTERACTIVE') await endSession(tx, summary.id);
  const early = await tx.delete(earlyMessages).where(eq(earlyMessages.conversationId, summary.id)).returning();
  early.sort((a, b) => a.message.id.localeCompare(b.message.id));
  for (const row of early) await onClientMessage(tx, row.message, row.eventId);
}

/**
 * The flow runtime: a consumer of messaging's facts keeps the devices and conversations it
 * needs and runs each client's message through the flow engine. Message ids are uuid v7, so
 * early messages run in the order they were stored. `wake` runs after each commit (the timers:
 * a timeout or a lookup may have just been stored).
 */
export function startFlowRuntime(options: { context: FlowsContext; bus: EventBus; wake: () => void }) {
  return consumeEvents({
    bus: options.bus,
    db: options.context.db,
    // The turn's reply event goes out with the commit (handed to the relay, not read back).
    transaction: (work) => runCommand(options.context, work),
    relay: { wake: options.wake },
    handledTable: handledEvents,
    consumer: 'flows-runtime',
    // Many conversations at once, each one's events in order.
    concurrency: 32,
    orderKey: conversationKeyOf,
    events: [
      messagingEvents.integrationCreated,
      messagingEvents.integrationUpdated,
      messagingEvents.conversationCreated,
      messagingEvents.conversationChanged,
      messagingEvents.conversationDeleted,
      messagingEvents.messageReceived,
    ],
    handle: async (tx, event) => {
      const seenAt = new Date(event.occurredAt);
      const payload = event.payload as Record<string, any>;
      const flowsTx = tx as FlowsTx;
      switch (event.type) {
        case messagingEvents.integrationCreated.type:
        case messagingEvents.integrationUpdated.type:
          return projectDevice(flowsTx, event.officeId, payload.integration as Integration, seenAt);
        case messagingEvents.conversationCreated.type:
        case messagingEvents.conversationChanged.type:
          return onConversation(flowsTx, event.officeId, payload.conversation as ConversationSummary, seenAt);
        case messagingEvents.conversationDeleted.type:
          await endSession(flowsTx, payload.conversationId);
          return forgetConversation(flowsTx, payload.conversationId);
        case messagingEvents.messageReceived.type: {
          if (payload.conversation) await onConversation(flowsTx, event.officeId, payload.conversation as ConversationSummary, seenAt);
          const message = payload.message as Message;
          if (message.direction === 'INBOUND' && message.type !== 'reaction') await onClientMessage(flowsTx, message, event.id);
          return;
        }
      }
    },
  });
}
