import { and, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { agentsEvents, AGENT_MESSAGES, type AgentAnswer, type ChatTurnMessage, type ConsultedCase, type RobotAction } from '@balcao/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { FastifyBaseLogger } from 'fastify';
import { sendWithCommit, Ticker } from '@balcao/service-kit';
import { loadAnsweringAgent } from '../answering/answer-for-agent';
import { answerTurn, type AnsweringAgent, type AnsweringDeps } from '../answering/answer-turn';
import { creditsUsed } from '../credits/credit-events';
import { eventOf, recordEvents, runCommand, type AgentsTx, type DataAccess } from '../db/database';
import { agents, agentSessions, runtimeConversations, type AgentRow, type AgentSessionRow, type RuntimeConversationRow } from '../db/schema';
import { endAgentSession, lockConversations, type ClaimedTurn } from './agent-runtime';
import { endSessions, lockClaimedSessions, storeAnsweredSessions, type AnsweringContext } from './turn-statements';
import { officesWithoutCredits } from './office-credits';
import { RUNTIME_TEXTS } from './runtime-texts';

const TICK_MS = 500;
/** An answer claimed this long ago and not applied was cut off (a crash, a restart): take it again. */
const RECLAIM_MS = 90_000;
const BATCH = 50;
/** Turns this replica answers at once (model calls under way); more wait for the next claim. */
const MAX_IN_FLIGHT = 200;

const minutes = (count: number) => count * 60_000;

/** An agent answers only in its own office and workspace. */
const inScope = (agent: Pick<AgentRow, 'officeId' | 'inboxId'>, scope: Pick<ClaimedTurn, 'officeId' | 'inboxId'>) => agent.officeId === scope.officeId && agent.inboxId === scope.inboxId;

/** A claimed turn once its answer is known: what one commit applies (null answer: the agent is gone). */
interface AnsweredTurn {
  claimed: ClaimedTurn;
  turn: ChatTurnMessage[];
  answer: AgentAnswer | null;
  noCredits: boolean;
}

/**
 * What runs on the clock: client turns whose delay passed get the agent's answer, and idle
 * actions fire when the client stops answering. Sessions are claimed with SKIP LOCKED, so
 * replicas share the work and none answers a turn twice. The model is called outside any
 * transaction, without holding back the next claim (a slow model must not delay other turns);
 * the answers ready at a moment, their reply events and credits are then one commit, each turn
 * applied only if its claim still holds (a crash before it leaves the claim to be taken again).
 * A turn due later than now gets a timer of its own (`wakeAt`), not the next tick.
 */
export class AgentTimers {
  private readonly ticker: Ticker;
  /** Turns claimed whose answer is not committed yet. */
  private inFlight = 0;
  private readonly answering = new Set<Promise<void>>();
  private ready: AnsweredTurn[] = [];
  private applying: Promise<void> | null = null;
  /** Due times of turns scheduled here, and the one timer armed for the earliest. */
  private dueTimes: number[] = [];
  private dueTimer: NodeJS.Timeout | null = null;
  private dueTimerAt = Infinity;
  private stopped = false;
  /** A pass found no room for the turns due: the next commit of answers runs one. */
  private starved = false;
  private idleCheckedAt = 0;

  constructor(
    private readonly data: DataAccess,
    private readonly answeringDeps: AnsweringDeps,
    private readonly log: FastifyBaseLogger,
  ) {
    this.ticker = new Ticker(
      async () => {
        await this.answerDueTurns();
        // Idle actions are due minutes apart: a wake for a turn (every answer commit, under load)
        // does not look for them again; each tick of the clock still does (half a tick's slack).
        if (Date.now() - this.idleCheckedAt < TICK_MS / 2) return;
        this.idleCheckedAt = Date.now();
        await this.fireIdleActions();
      },
      { everyMs: TICK_MS, onError: (error) => this.log.error({ err: error }, 'agent timers pass failed') },
    );
  }

  start() {
    this.stopped = false;
    this.ticker.start();
  }

  /** Runs a pass now (something was just scheduled), or right after the running one. */
  wake() {
    if (!this.stopped) this.ticker.wake();
  }

  /** A turn falls due then: a pass runs at that moment (one already due waits for its commit's wake). */
  wakeAt(dueAt: Date) {
    const at = dueAt.getTime();
    if (this.stopped || at <= Date.now()) return;
    this.dueTimes.push(at);
    if (at < this.dueTimerAt) this.armDueTimer(at);
  }

  private armDueTimer(at: number) {
    if (this.dueTimer) clearTimeout(this.dueTimer);
    this.dueTimerAt = at;
    // One ms past the due time: the claim compares with the clock, never a moment too early.
    this.dueTimer = setTimeout(() => this.onDueTimer(), Math.max(0, at - Date.now() + 1));
    this.dueTimer.unref();
  }

  private onDueTimer() {
    this.dueTimer = null;
    this.dueTimerAt = Infinity;
    const now = Date.now();
    this.dueTimes = this.dueTimes.filter((at) => at > now);
    this.wake();
    if (this.dueTimes.length > 0) this.armDueTimer(Math.min(...this.dueTimes));
  }

  /** Stops the clock and waits for the turns under way to be answered and committed. */
  async stop() {
    this.stopped = true;
    if (this.dueTimer) clearTimeout(this.dueTimer);
    await this.ticker.stop();
    while (this.answering.size > 0) await Promise.all([...this.answering]);
    while (this.applying) await this.applying;
  }

  /** Claims the turns due (as many as this replica has room for) and starts answering them. */
  async answerDueTurns() {
    const room = Math.min(BATCH, MAX_IN_FLIGHT - this.inFlight);
    if (room <= 0) {
      this.starved = true; // a commit of answers wakes the next pass
      return;
    }
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
          .limit(room)
          .for('update', { skipLocked: true })})`,
      )
      .returning();
    if (claimed.length === 0) return;
    this.startAnswering(claimed);
    // A full claim means more may be due: claim again right after this pass.
    if (claimed.length === room) this.wake();
  }

  /**
   * Answers turns this replica claimed (by a pass, or the consumer that stored a turn due at
   * once), each committed with the answers ready at the same moment. A claim that did not commit
   * or was taken over meanwhile is found out at that commit, and its answer dropped.
   */
  startAnswering(claimed: ClaimedTurn[], context?: Pick<AnsweringContext, 'subject' | 'noCredits'>) {
    if (claimed.length === 0) return;
    this.inFlight += claimed.length;
    // What the turns answer from: given by the consumer that claimed its turn, or read once per
    // office and agent of a pass's claim, side by side.
    const withoutCredits = context
      ? Promise.resolve(new Set(context.noCredits ? claimed.map((session) => session.officeId) : []))
      : officesWithoutCredits(this.data.db, [...new Set(claimed.map((session) => session.officeId))]);
    // Each agent is read within its session's office and workspace: a turn stored for another's gets none.
    const subjects = new Map<string, Promise<AnsweringAgent | null>>();
    const subjectKey = (session: ClaimedTurn) => `${session.agentId}:${session.officeId}:${session.inboxId}`;
    for (const session of claimed) {
      const key = subjectKey(session);
      if (subjects.has(key)) continue;
      const given = context?.subject && context.subject.agent.id === session.agentId && inScope(context.subject.agent, session) ? context.subject : undefined;
      subjects.set(key, given ? Promise.resolve(given) : loadAnsweringAgent(this.data.db, session.agentId, session));
    }
    for (const promise of [withoutCredits, ...subjects.values()]) promise.catch(() => undefined); // each turn reports a failure
    for (const session of claimed) {
      const answering = this.answer(session, withoutCredits, subjects.get(subjectKey(session))!).finally(() => this.answering.delete(answering));
      this.answering.add(answering);
    }
  }

  /** The answer to a claimed turn (none when the office has no credits left), then its commit. */
  private async answer(claimed: ClaimedTurn, withoutCredits: Promise<Set<string>>, subject: Promise<AnsweringAgent | null>) {
    const turn = claimed.history.slice(0, claimed.claimedCount ?? claimed.history.length);
    try {
      const noCredits = (await withoutCredits).has(claimed.officeId);
      const agent = noCredits ? null : await subject;
      if (!noCredits && !agent) this.log.warn({ conversationId: claimed.conversationId, agentId: claimed.agentId }, "a turn's agent is gone, or not of its office and workspace: not answered");
      const answer = agent ? await answerTurn(this.answeringDeps, agent, turn) : null;
      this.ready.push({ claimed, turn, answer, noCredits });
      this.applyReady();
    } catch (error) {
      // The claim stays: the turn is taken again once it expires.
      this.inFlight -= 1;
      this.log.error({ err: error, conversationId: claimed.conversationId }, 'agent turn failed');
    }
  }

  /** Commits the answers ready, together; those that come meanwhile make the next commit. */
  private applyReady() {
    if (this.applying || this.ready.length === 0) return;
    const batch = this.ready.splice(0, BATCH);
    // applyAnswered logs its failures; whatever happens, the next batch must not wait forever.
    this.applying = this.applyAnswered(batch).catch(() => true).then((dueNow) => {
      this.inFlight -= batch.length;
      this.applying = null;
      this.applyReady();
      // Turns that waited for room, or that came while their answer was under way and are due
      // now: a pass claims them. Otherwise nothing is due that a timer does not already wait for.
      if (dueNow || this.starved) {
        this.starved = false;
        this.wake();
      }
    });
  }

  /** Commits the batch's answers; answers whether a turn they left is due already. */
  private async applyAnswered(batch: AnsweredTurn[]): Promise<boolean> {
    try {
      const waiting = await runCommand(this.data, (tx) => this.applyTurns(tx, batch));
      for (const at of waiting) this.wakeAt(at);
      return waiting.some((at) => at.getTime() <= Date.now());
    } catch (error) {
      if (batch.length === 1) {
        this.log.error({ err: error, conversationId: batch[0]!.claimed.conversationId }, 'agent turn failed');
        return false;
      }
      // One turn that cannot be applied must not hold back the others: each on its own.
      let dueNow = false;
      for (const answered of batch) dueNow = (await this.applyAnswered([answered])) || dueNow;
      return dueNow;
    }
  }

  /**
   * The answers of claimed turns, in one transaction: each session still claimed by this claim
   * gets its reply, credits and next state. Answers the due times of turns that wait for later.
   */
  private async applyTurns(tx: AgentsTx, batch: AnsweredTurn[]) {
    // After the consumer's transactions on these conversations (one may have just claimed a turn
    // and not committed it yet), the sessions locked, each with its agent and conversation as
    // they are now: sent together (each when called), one round trip.
    const ids = batch.map((answered) => answered.claimed.conversationId);
    const [, rows] = await Promise.all([lockConversations(tx, ids), lockClaimedSessions(tx, ids)]);
    const current = new Map(rows.map((row) => [row.session.conversationId, row]));
    const ended: string[] = [];
    const next: Array<{ conversation_id: string; history: ChatTurnMessage[]; answer_due_at: string | null; idle_due_at: string | null }> = [];
    const waiting: Date[] = [];
    const now = Date.now();
    for (const { claimed, turn, answer, noCredits } of batch) {
      const found = current.get(claimed.conversationId);
      // Ended meanwhile (a person took over), or another worker took the turn again after a stall.
      if (!found || found.session.claimedAt?.getTime() !== claimed.claimedAt?.getTime()) continue;
      const { session } = found;
      const agent = found.agent ?? undefined;
      const conversation = found.conversation ?? undefined;
      if (noCredits) {
        // No credits left: the agent does not answer, and a person takes the conversation.
        if (agent) await this.reply(tx, session, conversation, agent, [RUNTIME_TEXTS.noCredits], [{ type: 'HAND_OFF', userId: null }]);
        ended.push(session.conversationId);
        continue;
      }
      if (!answer || !agent) {
        ended.push(session.conversationId);
        continue;
      }
      const texts = answer.text ? [answer.text] : [];
      const actions: RobotAction[] = answer.transfer ? [{ type: 'HAND_OFF', userId: null }] : [];
      await this.reply(tx, session, conversation, agent, texts, actions);
      await recordEvents(tx, creditsUsed(session, answer.creditsUsed, 'agent_answer', `${session.conversationId}:${turn.length}`));
      if (answer.consultedCase) await this.recordLookup(tx, session, conversation, answer.consultedCase);
      if (answer.transfer) {
        ended.push(session.conversationId);
        continue;
      }
      // Client messages that came while the agent was answering make the next turn.
      const later = session.history.slice(turn.length);
      const answerDueAt = later.length > 0 ? new Date(now + agent.responseDelaySeconds * 1000) : null;
      if (answerDueAt) waiting.push(answerDueAt);
      next.push({
        conversation_id: session.conversationId,
        history: [...turn, ...texts.map((text) => ({ role: 'agent' as const, text: text.slice(0, 4000) })), ...later],
        answer_due_at: answerDueAt?.toISOString() ?? null,
        idle_due_at: !answerDueAt && agent.idleActions.length > 0 ? new Date(now + minutes(agent.idleActions[0].timeoutMinutes)).toISOString() : null,
      });
    }
    // Nothing needs their answers: they travel with the COMMIT.
    if (ended.length > 0) await sendWithCommit(tx, endSessions(tx, ended));
    if (next.length > 0) await sendWithCommit(tx, storeAnsweredSessions(tx, next));
    return waiting;
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
    const [agent] = await tx
      .select()
      .from(agents)
      .where(and(eq(agents.id, session.agentId), eq(agents.officeId, session.officeId), eq(agents.inboxId, session.inboxId)));
    const [conversation] = await tx.select().from(runtimeConversations).where(eq(runtimeConversations.id, session.conversationId));
    const action = agent?.idleActions[session.idleStep];
    if (!agent || !action) {
      await tx.update(agentSessions).set({ idleDueAt: null }).where(eq(agentSessions.conversationId, session.conversationId));
      return;
    }
    switch (action.action) {
      case 'ENGAGE_CUSTOMER': {
        const text = action.customMessage?.trim() || RUNTIME_TEXTS.engageCustomer;
        await this.reply(tx, session, conversation, agent, [text], []);
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
        await this.reply(tx, session, conversation, agent, [action.customMessage?.trim() || RUNTIME_TEXTS.endService], [{ type: 'END_CONVERSATION' }]);
        return endAgentSession(tx, session.conversationId);
      case 'TRANSFER_TO_HUMAN':
        await this.reply(tx, session, conversation, agent, [action.customMessage?.trim() || AGENT_MESSAGES.defaultTransferMessage], [{ type: 'HAND_OFF', userId: null }]);
        return endAgentSession(tx, session.conversationId);
    }
  }

  /** A court case the agent consulted, for the dashboard's 'Consultas recentes' (a mistyped number is none). */
  private async recordLookup(tx: AgentsTx, session: AgentSessionRow, conversation: RuntimeConversationRow | undefined, consulted: ConsultedCase) {
    if (consulted.status === 'invalid_number') return;
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
  private async reply(tx: AgentsTx, session: AgentSessionRow, conversation: RuntimeConversationRow | undefined, agent: AgentRow, texts: string[], actions: RobotAction[]) {
    if (texts.length === 0 && actions.length === 0) return;
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
