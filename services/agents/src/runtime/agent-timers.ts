import { and, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { agentsEvents, AGENT_MESSAGES, type ChatTurnMessage, type ConsultedCase, type RobotAction } from '@balcao/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { FastifyBaseLogger } from 'fastify';
import { Ticker } from '@balcao/service-kit';
import { answerForAgent } from '../answering/answer-for-agent';
import type { AnsweringDeps } from '../answering/answer-turn';
import { creditsUsed } from '../credits/credit-events';
import { eventOf, recordEvents, runCommand, type AgentsTx, type DataAccess } from '../db/database';
import { agents, agentSessions, runtimeConversations, type AgentRow, type AgentSessionRow } from '../db/schema';
import { endAgentSession } from './agent-runtime';
import { hasCredits } from './office-credits';
import { RUNTIME_TEXTS } from './runtime-texts';

const TICK_MS = 500;
/** An answer claimed this long ago and not applied was cut off (a crash, a restart): take it again. */
const RECLAIM_MS = 90_000;
const BATCH = 50;

const minutes = (count: number) => count * 60_000;

/**
 * What runs on the clock: client turns whose delay passed get the agent's answer (the model is
 * called outside any transaction, then the answer, its reply event and its credits are one
 * commit), and idle actions fire when the client stops answering. Sessions are claimed with
 * SKIP LOCKED, so replicas share the work and none answers a turn twice.
 */
export class AgentTimers {
  private readonly ticker: Ticker;

  constructor(
    private readonly data: DataAccess,
    private readonly answering: AnsweringDeps,
    private readonly log: FastifyBaseLogger,
  ) {
    this.ticker = new Ticker(
      async () => {
        await this.answerDueTurns();
        await this.fireIdleActions();
      },
      { everyMs: TICK_MS, onError: (error) => this.log.error({ err: error }, 'agent timers pass failed') },
    );
  }

  start() {
    this.ticker.start();
  }

  /** Runs a pass now (something was just scheduled), or right after the running one. */
  wake() {
    this.ticker.wake();
  }

  stop() {
    return this.ticker.stop();
  }

  async answerDueTurns() {
    const now = new Date();
    const claimed = await this.data.db
      .update(agentSessions)
      .set({ claimedAt: now, claimedCount: sql`jsonb_array_length(${agentSessions.history})` })
      .where(
        sql`${agentSessions.conversationId} in (${this.data.db
          .select({ id: agentSessions.conversationId })
          .from(agentSessions)
          .where(
            and(
              lte(agentSessions.answerDueAt, now),
              or(isNull(agentSessions.claimedAt), lte(agentSessions.claimedAt, new Date(now.getTime() - RECLAIM_MS))),
            ),
          )
          .limit(BATCH)
          .for('update', { skipLocked: true })})`,
      )
      .returning();
    await Promise.all(claimed.map((session) => this.answer(session).catch((error) => this.log.error({ err: error, conversationId: session.conversationId }, 'agent turn failed'))));
  }

  private async answer(claimed: AgentSessionRow) {
    const turn = claimed.history.slice(0, claimed.claimedCount ?? claimed.history.length);
    if (!(await hasCredits(this.data.db, claimed.officeId))) return this.handOverWithoutCredits(claimed);
    const answer = await answerForAgent(this.data.db, this.answering, claimed.agentId, turn);
    await runCommand(this.data, async (tx) => {
      const [session] = await tx.select().from(agentSessions).where(eq(agentSessions.conversationId, claimed.conversationId)).for('update');
      // Ended meanwhile (a person took over), or another worker took the turn again after a stall.
      if (!session || session.claimedAt?.getTime() !== claimed.claimedAt?.getTime()) return;
      const [agent] = await tx.select().from(agents).where(eq(agents.id, session.agentId));
      if (!answer || !agent) return endAgentSession(tx, session.conversationId);

      const texts = answer.text ? [answer.text] : [];
      const actions: RobotAction[] = answer.transfer ? [{ type: 'HAND_OFF', userId: null }] : [];
      await this.reply(tx, session, agent, texts, actions);
      await recordEvents(tx, creditsUsed(session, answer.creditsUsed, 'agent_answer', `${session.conversationId}:${turn.length}`));
      if (answer.consultedCase) await this.recordLookup(tx, session, answer.consultedCase);
      if (answer.transfer) return endAgentSession(tx, session.conversationId);

      // Client messages that came while the agent was answering make the next turn.
      const later = session.history.slice(turn.length);
      const history: ChatTurnMessage[] = [...turn, ...texts.map((text) => ({ role: 'agent' as const, text: text.slice(0, 4000) })), ...later];
      const waiting = later.length > 0;
      const now = Date.now();
      await tx
        .update(agentSessions)
        .set({
          history,
          claimedAt: null,
          claimedCount: null,
          answerDueAt: waiting ? new Date(now + agent.responseDelaySeconds * 1000) : null,
          idleDueAt: !waiting && agent.idleActions.length > 0 ? new Date(now + minutes(agent.idleActions[0].timeoutMinutes)) : null,
          idleStep: 0,
          updatedAt: new Date(),
        })
        .where(eq(agentSessions.conversationId, session.conversationId));
    });
  }

  /** No credits left: the agent does not answer, and a person takes the conversation. */
  private async handOverWithoutCredits(claimed: AgentSessionRow) {
    await runCommand(this.data, async (tx) => {
      const [session] = await tx.select().from(agentSessions).where(eq(agentSessions.conversationId, claimed.conversationId)).for('update');
      if (!session || session.claimedAt?.getTime() !== claimed.claimedAt?.getTime()) return;
      const [agent] = await tx.select().from(agents).where(eq(agents.id, session.agentId));
      if (agent) await this.reply(tx, session, agent, [RUNTIME_TEXTS.noCredits], [{ type: 'HAND_OFF', userId: null }]);
      await endAgentSession(tx, session.conversationId);
    });
  }

  async fireIdleActions() {
    await runCommand(this.data, async (tx) => {
      const due = await tx
        .select()
        .from(agentSessions)
        .where(and(lte(agentSessions.idleDueAt, new Date()), isNull(agentSessions.answerDueAt), isNotNull(agentSessions.idleDueAt)))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const session of due) await this.idleAction(tx, session);
    });
  }

  private async idleAction(tx: AgentsTx, session: AgentSessionRow) {
    const [agent] = await tx.select().from(agents).where(eq(agents.id, session.agentId));
    const action = agent?.idleActions[session.idleStep];
    if (!agent || !action) {
      await tx.update(agentSessions).set({ idleDueAt: null }).where(eq(agentSessions.conversationId, session.conversationId));
      return;
    }
    switch (action.action) {
      case 'ENGAGE_CUSTOMER': {
        const text = action.customMessage?.trim() || RUNTIME_TEXTS.engageCustomer;
        await this.reply(tx, session, agent, [text], []);
        const next = agent.idleActions[session.idleStep + 1];
        await tx
          .update(agentSessions)
          .set({
            history: [...session.history, { role: 'agent', text }],
            idleStep: session.idleStep + 1,
            idleDueAt: next ? new Date(Date.now() + minutes(next.timeoutMinutes)) : null,
            updatedAt: new Date(),
          })
          .where(eq(agentSessions.conversationId, session.conversationId));
        return;
      }
      case 'END_SERVICE':
        await this.reply(tx, session, agent, [action.customMessage?.trim() || RUNTIME_TEXTS.endService], [{ type: 'END_CONVERSATION' }]);
        return endAgentSession(tx, session.conversationId);
      case 'TRANSFER_TO_HUMAN':
        await this.reply(tx, session, agent, [action.customMessage?.trim() || AGENT_MESSAGES.defaultTransferMessage], [{ type: 'HAND_OFF', userId: null }]);
        return endAgentSession(tx, session.conversationId);
    }
  }

  /** A court case the agent consulted, for the dashboard's 'Consultas recentes' (a mistyped number is none). */
  private async recordLookup(tx: AgentsTx, session: AgentSessionRow, consulted: ConsultedCase) {
    if (consulted.status === 'invalid_number') return;
    const [conversation] = await tx.select().from(runtimeConversations).where(eq(runtimeConversations.id, session.conversationId));
    await recordEvents(tx, [
      eventOf(agentsEvents.caseLookupCompleted, session, {
        lookup: {
          id: uuidv7(),
          conversationId: session.conversationId,
          personName: conversation?.personName ?? null,
          phoneNumber: null,
          ...consulted,
          source: 'agent',
          createdAt: new Date().toISOString(),
        },
      }),
    ]);
  }

  /** One reply event for messaging: the agent's messages (signed with its name) and actions. */
  private async reply(tx: AgentsTx, session: AgentSessionRow, agent: AgentRow, texts: string[], actions: RobotAction[]) {
    if (texts.length === 0 && actions.length === 0) return;
    const [conversation] = await tx.select().from(runtimeConversations).where(eq(runtimeConversations.id, session.conversationId));
    if (!conversation || conversation.status !== 'ROBOT_INTERACTIVE') return;
    await recordEvents(tx, [
      eventOf(agentsEvents.replyRequested, session, {
        conversationId: session.conversationId,
        messages: texts.map((text) => ({ type: 'text' as const, text })),
        actions,
        agent: { id: agent.id, name: agent.name },
      }),
    ]);
  }
}
