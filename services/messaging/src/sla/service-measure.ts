import { and, asc, eq, ne } from 'drizzle-orm';
import { businessSecondsBetween, messagingEvents, type BusinessCalendar } from '@balcao/contracts';
import { calendarOf, readBusinessHours } from '../business-hours/business-hours.service';
import { eventOf, recordEvents, type Executor, type MessagingTx } from '../db/database';
import { messages, type ConversationRow } from '../db/schema';
import { activeSlaPolicy } from './sla-policy.service';

/** What the measure reads of each message, oldest first. */
export interface MeasuredMessage {
  direction: 'INBOUND' | 'OUTBOUND';
  /** An attendant's message (not a flow's, an agent's or the out-of-hours message). */
  byPerson: boolean;
  at: Date;
}

export interface ServiceFigures {
  openedAt: Date;
  firstResponseSeconds: number | null;
  resolutionSeconds: number;
  slaMet: boolean | null;
}

/**
 * A finished conversation's figures, in the workspace's business seconds (issue 40):
 * - the client waits for a person from their message (or, before any person answered, from a
 *   robot's last message: the hand-off) to the next attendant's message; while the office spoke
 *   last nothing runs (waiting on the client), and closed hours count nothing;
 * - the first such wait answered is the first response; the later ones are next responses; a wait
 *   still open at the finish counts up to the finish (the finish stops the clock) when a person
 *   was due (the conversation was not a robot's);
 * - an attendant who writes first (the office started it) leaves no first response;
 * - the SLA is met when the first response took at most its target and every next one at most its own.
 */
export function measureService(
  list: MeasuredMessage[],
  calendar: BusinessCalendar,
  policy: { firstResponseMinutes: number; nextResponseMinutes: number } | null,
  at: { finishedAt: Date; createdAt: Date; personDue: boolean },
): ServiceFigures {
  const { finishedAt, createdAt, personDue } = at;
  const openedAt = list.find((message) => message.direction === 'INBOUND')?.at ?? createdAt;
  let waitingSince: Date | null = null;
  let personAnswered = false;
  let firstResponseSeconds: number | null = null;
  let met = true;
  const judge = (seconds: number, first: boolean) => {
    if (policy) met &&= seconds <= (first ? policy.firstResponseMinutes : policy.nextResponseMinutes) * 60;
  };
  for (const message of list) {
    if (message.direction === 'INBOUND') {
      waitingSince ??= message.at;
    } else if (!message.byPerson) {
      // Before a person answered, a robot that spoke last hands over from that moment.
      if (!personAnswered) waitingSince = message.at;
    } else {
      if (waitingSince) {
        const seconds = businessSecondsBetween(calendar, waitingSince, message.at);
        if (!personAnswered) firstResponseSeconds = seconds;
        judge(seconds, !personAnswered);
      }
      personAnswered = true;
      waitingSince = null;
    }
  }
  // A wait still open at the finish counts when a person was due (not while a robot held it).
  if (waitingSince && personDue) {
    judge(businessSecondsBetween(calendar, waitingSince, finishedAt), !personAnswered);
  }
  return { openedAt, firstResponseSeconds, resolutionSeconds: businessSecondsBetween(calendar, openedAt, finishedAt), slaMet: policy ? met : null };
}

/**
 * Where a conversation stands now, by the walk of measureService: since when the client waits for
 * a person (null: nobody waits on one), and whether a person answered before (the target is then
 * the next response's).
 */
export function currentWait(list: MeasuredMessage[]): { waitingSince: Date | null; personAnswered: boolean } {
  let waitingSince: Date | null = null;
  let personAnswered = false;
  for (const message of list) {
    if (message.direction === 'INBOUND') waitingSince ??= message.at;
    else if (!message.byPerson) {
      if (!personAnswered) waitingSince = message.at;
    } else {
      personAnswered = true;
      waitingSince = null;
    }
  }
  return { waitingSince, personAnswered };
}

/** A conversation's messages as the measures read them, oldest first. */
export async function measuredMessagesOf(tx: Executor, conversationId: string): Promise<MeasuredMessage[]> {
  const rows = await tx
    .select({ direction: messages.direction, userId: messages.userId, isAgent: messages.isAgent, at: messages.messageAt })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), ne(messages.type, 'reaction'), ne(messages.status, 'FAILED')))
    .orderBy(asc(messages.messageAt), asc(messages.id));
  return rows.map((row) => ({ direction: row.direction, byPerson: row.direction === 'OUTBOUND' && row.userId !== null && !row.isAgent, at: row.at }));
}

/**
 * Publishes conversation.service-measured in the finish's own transaction: called once by every
 * path that finishes a conversation (an attendant's finish, a robot's END_CONVERSATION).
 */
export async function recordServiceMeasured(tx: MessagingTx, conversation: ConversationRow, finishedAt = new Date()) {
  const [list, hours, policy] = await Promise.all([
    measuredMessagesOf(tx, conversation.id),
    readBusinessHours(tx, conversation.inboxId),
    activeSlaPolicy(tx, conversation.inboxId),
  ]);
  const figures = measureService(list, calendarOf(hours), policy, { finishedAt, createdAt: conversation.createdAt, personDue: conversation.status !== 'ROBOT_INTERACTIVE' });
  await recordEvents(tx, [
    eventOf(messagingEvents.conversationServiceMeasured, conversation, {
      conversationId: conversation.id,
      personId: conversation.personId,
      userId: conversation.userId,
      openedAt: figures.openedAt.toISOString(),
      finishedAt: finishedAt.toISOString(),
      firstResponseSeconds: figures.firstResponseSeconds,
      resolutionSeconds: figures.resolutionSeconds,
      slaMet: figures.slaMet,
    }),
  ]);
}
