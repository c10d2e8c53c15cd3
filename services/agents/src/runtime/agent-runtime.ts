import { eq, getTableColumns, sql } from 'drizzle-orm';
import { agentsEvents, messagingEvents, type ConversationSummary, type Message } from '@balcao/contracts';
import { consumeEvents, conversationKeyOf, type EventBus } from '@balcao/service-kit';
import { eventOf, recordEvents, type AgentsDatabase, type AgentsTx } from '../db/database';
import { agents, agentSessions, earlyMessages, handledEvents, integrations, runtimeConversations, type AgentSessionRow, type RuntimeConversationRow } from '../db/schema';
import { isWithinActivePeriod } from './active-period';
import { RUNTIME_TEXTS } from './runtime-texts';

/**
 * A conversation's facts arrive on consumers running side by side (one per event type): each
 * holds this lock, so the second to come sees what the first committed.
 */
async function lockConversation(tx: AgentsTx, conversationId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${conversationId}, 1))`);
}

/** The same lock for several conversations at once, taken in one order so two takers never deadlock. */
export async function lockConversations(tx: AgentsTx, conversationIds: string[]) {
  const ids = [...new Set(conversationIds)].sort();
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(id, 1)) from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) with ordinality as locks(id, position) order by position`);
}

export async function endAgentSession(tx: AgentsTx, conversationId: string) {
  await tx.delete(agentSessions).where(eq(agentSessions.conversationId, conversationId));
}

/** Where the consumer hands the turns it stored: one due later (its time), or one due now that it claimed. */
export interface TurnTimers {
  wakeAt(dueAt: Date): void;
  startAnswering(claimed: AgentSessionRow[]): void;
}

/**
 * A client's message in a conversation the robot runs on a device with an agent: it joins the
 * client's turn, which the agent answers once the turn's delay has passed (agent-timers.ts).
 * Outside the agent's active period the conversation goes to the office's people instead.
 * `known`: the conversation as this transaction just stored it, under its lock.
 */
async function onClientMessage(tx: AgentsTx, message: Message, eventId: string, timers: TurnTimers, known?: RuntimeConversationRow | null) {
  const now = new Date();
  let conversation = known;
  if (conversation === undefined) {
    await lockConversation(tx, message.conversationId);
    [conversation] = await tx.select().from(runtimeConversations).where(eq(runtimeConversations.id, message.conversationId));
  }
  if (!conversation) {
    await tx.insert(earlyMessages).values({ eventId, conversationId: message.conversationId, message }).onConflictDoNothing();
    return;
  }
  if (conversation.status !== 'ROBOT_INTERACTIVE') return;
  // The device's agent, if it still has one.
  const [agent] = await tx.select(getTableColumns(agents)).from(integrations).innerJoin(agents, eq(agents.id, integrations.agentId)).where(eq(integrations.id, conversation.integrationId));
  const [session] = await tx.select().from(agentSessions).where(eq(agentSessions.conversationId, conversation.id)).for('update');
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
  // starts answering it at once; the answer's commit waits for this one (the conversation's lock).
  const claimNow = answerDueAt <= now && !session?.claimedAt;
  const row = {
    conversationId: conversation.id,
    officeId: conversation.officeId,
    inboxId: conversation.inboxId,
    agentId: agent.id,
    history,
    answerDueAt,
    idleDueAt: null,
    idleStep: 0,
    updatedAt: now,
    ...(claimNow ? { claimedAt: now, claimedCount: history.length } : {}),
  };
  const [stored] = await tx.insert(agentSessions).values(row).onConflictDoUpdate({ target: agentSessions.conversationId, set: row }).returning();
  if (claimNow) timers.startAnswering([stored!]);
  else timers.wakeAt(answerDueAt);
}

/** Stores what messaging says of a conversation (an older fact changes nothing) and answers it as stored now. */
async function onConversation(tx: AgentsTx, officeId: string, summary: ConversationSummary, seenAt: Date, timers: TurnTimers): Promise<RuntimeConversationRow | null> {
  await lockConversation(tx, summary.id);
  const row = { id: summary.id, officeId, inboxId: summary.inboxId, integrationId: summary.integrationId, status: summary.status, personName: summary.person.name, seenAt };
  const [stored] = await tx
    .insert(runtimeConversations)
    .values(row)
    .onConflictDoUpdate({ target: runtimeConversations.id, set: row, setWhere: sql`${runtimeConversations.seenAt} <= ${seenAt}` })
    .returning({ ...getTableColumns(runtimeConversations), inserted: sql<boolean>`(xmax = 0)` });
  // A newer fact was already stored: this one changes nothing.
  if (!stored) return (await tx.select().from(runtimeConversations).where(eq(runtimeConversations.id, summary.id)))[0] ?? null;
  const { inserted, ...conversation } = stored;
  // A person took it over, or it ended: the agent stops at once.
  if (summary.status !== 'ROBOT_INTERACTIVE') await endAgentSession(tx, summary.id);
  // Messages can only have come early while the conversation was unknown here.
  if (inserted) {
    const early = await tx.delete(earlyMessages).where(eq(earlyMessages.conversationId, summary.id)).returning();
    early.sort((a, b) => a.message.id.localeCompare(b.message.id));
    for (const message of early) await onClientMessage(tx, message.message, message.eventId, timers, conversation);
  }
  return conversation;
}

/**
 * The agent runtime's consumer of messaging's conversations and client messages. `wake` runs
 * after each commit (the outbox relay, the timers); `timers` hears of each turn it stores.
 */
export function startAgentRuntime(options: { bus: EventBus; db: AgentsDatabase; wake: () => void; timers: TurnTimers }) {
  return consumeEvents({
    bus: options.bus,
    db: options.db,
    relay: { wake: options.wake },
    handledTable: handledEvents,
    consumer: 'agents-runtime',
    // Many conversations at once, each one's events in order.
    concurrency: 32,
    orderKey: conversationKeyOf,
    events: [messagingEvents.conversationCreated, messagingEvents.conversationChanged, messagingEvents.conversationDeleted, messagingEvents.messageReceived],
    handle: async (tx, event) => {
      const agentsTx = tx as AgentsTx;
      const payload = event.payload as Record<string, any>;
      const seenAt = new Date(event.occurredAt);
      switch (event.type) {
        case messagingEvents.conversationCreated.type:
        case messagingEvents.conversationChanged.type:
          await onConversation(agentsTx, event.officeId, payload.conversation as ConversationSummary, seenAt, options.timers);
          return;
        case messagingEvents.conversationDeleted.type:
          await endAgentSession(agentsTx, payload.conversationId);
          await agentsTx.delete(runtimeConversations).where(eq(runtimeConversations.id, payload.conversationId));
          return;
        case messagingEvents.messageReceived.type: {
          const conversation = payload.conversation ? await onConversation(agentsTx, event.officeId, payload.conversation as ConversationSummary, seenAt, options.timers) : undefined;
          const message = payload.message as Message;
          if (message.direction === 'INBOUND' && message.type !== 'reaction') await onClientMessage(agentsTx, message, event.id, options.timers, conversation);
          return;
        }
      }
    },
  });
}
