import { and, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { flowsEvents, type CaseLookup } from '@balcao/contracts';
import { summarizeMovements, toFlowLookupResult, type CourtCaseLookup, type CourtCaseLookupResult } from '@balcao/court-cases';
import { advanceFlow } from '@balcao/flow-engine';
import type { FastifyBaseLogger } from 'fastify';
import { Ticker } from '@balcao/service-kit';
import { eventOf, recordEvents, runCommand, type DataAccess, type FlowsTx } from '../db/database';
import { caseLookups, conversations, flowSessions, flows, type FlowSessionRow } from '../db/schema';
import { releaseConsultation, reserveConsultation } from '../case-lookups/monthly-consultations';
import { endSession, flowContextOf, handToPeople, lockSession, storeTurn } from './flow-turns';

const TICK_MS = 1000;
/** A lookup claimed this long ago and not applied was cut off (a crash, a restart): take it again. */
const LOOKUP_RECLAIM_MS = 60_000;
const BATCH = 50;

/**
 * Feeds one input to a locked session; a conversation no longer the robot's just loses its
 * session, and one whose session names another office's or workspace's flow goes to people.
 */
async function advanceSession(tx: FlowsTx, log: FastifyBaseLogger, session: FlowSessionRow, input: Parameters<typeof advanceFlow>[2], lookup?: CaseLookup) {
  const [conversation] = await tx.select().from(conversations).where(eq(conversations.id, session.conversationId));
  if (!conversation || conversation.status !== 'ROBOT_INTERACTIVE') return endSession(tx, session.conversationId);
  const [flow] = await tx
    .select()
    .from(flows)
    .where(and(eq(flows.id, session.flowId), eq(flows.officeId, conversation.officeId), eq(flows.inboxId, conversation.inboxId)));
  if (!flow) {
    const [elsewhere] = await tx.select({ id: flows.id }).from(flows).where(eq(flows.id, session.flowId));
    return elsewhere ? handToPeople(tx, log, conversation, elsewhere.id) : endSession(tx, session.conversationId);
  }
  if (lookup) await recordEvents(tx, [eventOf(flowsEvents.caseLookupCompleted, conversation, { lookup })]);
  await storeTurn(tx, conversation, flow.id, advanceFlow(flow.content, session.state, input, flowContextOf(conversation)));
}

/**
 * What happens with no client message: waiting steps that time out, and court-case lookups
 * (slow outside calls, made outside any transaction). Sessions are claimed with SKIP LOCKED, so
 * several replicas share the work and none fires a timeout twice.
 */
export class FlowTimers {
  private readonly ticker: Ticker;

  constructor(
    private readonly data: DataAccess,
    private readonly lookup: CourtCaseLookup,
    private readonly log: FastifyBaseLogger,
  ) {
    this.ticker = new Ticker(
      async () => {
        await this.fireTimeouts();
        await this.runLookups();
      },
      { everyMs: TICK_MS, onError: (error) => this.log.error({ err: error }, 'flow timers pass failed') },
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

  async fireTimeouts() {
    await runCommand(this.data, async (tx) => {
      const due = await tx
        .select()
        .from(flowSessions)
        .where(lte(flowSessions.timeoutAt, new Date()))
        .orderBy(flowSessions.timeoutAt)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const session of due) {
        await advanceSession(tx, this.log, session, { type: 'timeout', stepId: session.state.currentStepId ?? '' });
      }
    });
  }

  async runLookups() {
    const claimed = await this.data.db
      .update(flowSessions)
      .set({ lookupClaimedAt: new Date() })
      .where(
        sql`${flowSessions.conversationId} in (${this.data.db
          .select({ id: flowSessions.conversationId })
          .from(flowSessions)
          .where(
            and(
              isNotNull(flowSessions.lookupCaseNumber),
              or(isNull(flowSessions.lookupClaimedAt), lte(flowSessions.lookupClaimedAt, new Date(Date.now() - LOOKUP_RECLAIM_MS))),
            ),
          )
          .limit(BATCH)
          .for('update', { skipLocked: true })})`,
      )
      .returning();
    await Promise.all(claimed.map((session) => this.lookUp(session)));
  }

  private async lookUp(claimed: FlowSessionRow) {
    const caseNumber = claimed.lookupCaseNumber!;
    const result = await this.consultWithinPlan(claimed.officeId, caseNumber);
    await runCommand(this.data, async (tx) => {
      const session = await lockSession(tx, claimed.conversationId);
      // The client moved on meanwhile (a person took over, the flow was restarted): drop it.
      if (!session || session.lookupStepId !== claimed.lookupStepId || session.lookupCaseNumber !== caseNumber) return;
      // A mistyped number is asked again, and is no lookup to show on the dashboard; nor is one the plan did not allow.
      const made = result.status !== 'invalid_number' && !(result.status === 'unavailable' && result.reason === 'plan_limit');
      const lookup = made ? await this.storeLookup(tx, session, caseNumber, result) : undefined;
      await advanceSession(tx, this.log, session, { type: 'lookup_result', stepId: claimed.lookupStepId!, result: toFlowLookupResult(result) }, lookup);
    });
  }

  /**
   * A lookup counts against the plan's monthly consultations; beyond them the flow takes its
   * 'unavailable' way, as when the tribunals do not answer. A lookup that reached no tribunal is
   * given back.
   */
  private async consultWithinPlan(officeId: string, caseNumber: string): Promise<CourtCaseLookupResult> {
    const reservation = await reserveConsultation(this.data, officeId);
    if (!reservation.granted) return { status: 'unavailable', reason: 'plan_limit' };
    const result = await this.lookup.findMovements(caseNumber);
    if (result.status === 'unavailable' || result.status === 'invalid_number') await releaseConsultation(this.data.db, officeId, reservation.month);
    return result;
  }

  private async storeLookup(tx: FlowsTx, session: FlowSessionRow, caseNumber: string, result: CourtCaseLookupResult): Promise<CaseLookup> {
    const [conversation] = await tx.select().from(conversations).where(eq(conversations.id, session.conversationId));
    const found = result.status === 'found' ? result : null;
    const [row] = await tx
      .insert(caseLookups)
      .values({
        officeId: session.officeId,
        inboxId: session.inboxId,
        conversationId: session.conversationId,
        personName: conversation?.personName ?? null,
        phoneNumber: conversation?.phoneNumber ?? null,
        caseNumber: 'caseNumber' in result ? result.caseNumber : caseNumber,
        status: result.status,
        tribunal: found?.tribunal ?? null,
        summary: found ? summarizeMovements(found) : null,
      })
      .returning();
    return {
      id: row.id,
      conversationId: row.conversationId,
      personName: row.personName,
      phoneNumber: row.phoneNumber,
      caseNumber: row.caseNumber,
      status: row.status as CaseLookup['status'],
      tribunal: row.tribunal,
      summary: row.summary,
      source: 'flow',
      createdAt: row.createdAt.toISOString(),
    };
  }
}
