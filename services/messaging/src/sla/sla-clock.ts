import { eq, sql } from 'drizzle-orm';
import { addBusinessSeconds, messagingEvents, type EventEnvelope } from '@balcao/contracts';
import { conversationKeyOf, keyedOrder, Ticker, type EventBus } from '@balcao/service-kit';
import { calendarOf, readBusinessHours } from '../business-hours/business-hours.service';
import type { MessagingContext } from '../context';
import { changeConversation } from '../conversations/conversations.service';
import { eventOf, recordEvents, runCommand, type MessagingTx } from '../db/database';
import { conversations, people, type ConversationRow } from '../db/schema';
import { currentWait, measuredMessagesOf } from './service-measure';
import { activeSlaPolicy } from './sla-policy.service';
import { slaPolicies } from './sla.tables';

type ClockContext = Pick<MessagingContext, 'db' | 'relay' | 'log'>;

const CONSUMER = 'messaging-sla-clock';
const SWEEP_EVERY_MS = 10_000;
const SWEEP_BATCH = 100;

const sameInstant = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * Sets when the conversation's next answer is due (issue 40): from the client's wait for a person
 * (service-measure.ts), plus the first- or next-response target in the workspace's business
 * hours. Nothing is due while a robot holds it, once it is finished, or while the office spoke
 * last (waiting on the client). Recomputed from the tables under the conversation's lock, so the
 * events that ask may come in any order or twice. A changed due date is a conversation.changed.
 */
export async function updateSlaClock(tx: MessagingTx, conversationId: string) {
  const [row] = await tx.select().from(conversations).where(eq(conversations.id, conversationId)).for('update');
  if (!row) return;
  const policy = row.status === 'WAITING_HUMAN' || row.status === 'HUMAN_INTERACTIVE' ? await activeSlaPolicy(tx, row.inboxId) : null;
  let dueAt: Date | null = null;
  if (policy) {
    const [list, hours] = await Promise.all([measuredMessagesOf(tx, row.id), readBusinessHours(tx, row.inboxId)]);
    const { waitingSince, personAnswered } = currentWait(list);
    const minutes = personAnswered ? policy.nextResponseMinutes : policy.firstResponseMinutes;
    if (waitingSince) dueAt = addBusinessSeconds(calendarOf(hours), waitingSince, minutes * 60);
  }
  if (sameInstant(dueAt, row.slaDueAt)) return;
  await changeConversation(tx, row, { slaDueAt: dueAt, slaBreachedAt: null });
}

/** Workspaces with a policy on, asked at most every few seconds per replica: without one, client messages cost nothing here. */
class PolicyFlags {
  private readonly cache = new Map<string, { on: Promise<boolean>; until: number }>();
  constructor(private readonly context: ClockContext) {}
  isOn(inboxId: string) {
    const cached = this.cache.get(inboxId);
    if (cached && cached.until > Date.now()) return cached.on;
    const on = activeSlaPolicy(this.context.db, inboxId).then(Boolean);
    this.cache.set(inboxId, { on, until: Date.now() + 5_000 });
    return on;
  }
}

const conversationIdOf = (event: EventEnvelope) => {
  const payload = event.payload as { conversationId?: string; conversation?: { id: string } };
  return payload.conversation?.id ?? payload.conversationId;
};

/**
 * The SLA clock of every replica: a consumer of messaging's own conversation and message events
 * that keeps `sla_due_at`, and a sweeper that marks the waits past due once each (skip locked: a
 * replica takes the rows another is not marking) with conversation.sla-breached in the same commit.
 */
export async function startSlaClock(bus: EventBus, context: ClockContext, options: { sweepEveryMs?: number } = {}) {
  const flags = new PolicyFlags(context);
  const subscription = await bus.subscribe({
    durable: CONSUMER,
    types: [messagingEvents.messageReceived.type, messagingEvents.messageSent.type, messagingEvents.conversationCreated.type, messagingEvents.conversationChanged.type],
    concurrency: 16,
    handler: keyedOrder<EventEnvelope>(conversationKeyOf, async (event) => {
      const conversationId = conversationIdOf(event);
      if (!conversationId || !event.inboxId || !(await flags.isOn(event.inboxId))) return;
      await runCommand(context, (tx) => updateSlaClock(tx, conversationId));
    }),
  });
  const sweeper = new Ticker(() => sweepSlaBreaches(context).then(() => undefined), {
    everyMs: options.sweepEveryMs ?? SWEEP_EVERY_MS,
    onError: (error) => context.log.error({ err: error }, 'SLA sweep failed'),
  });
  sweeper.start();
  return {
    sweep: () => sweepSlaBreaches(context),
    stop: async () => {
      await sweeper.stop();
      await subscription.stop();
    },
  };
}

/** Marks up to a batch of waits past due, each once across replicas; answers how many. */
export async function sweepSlaBreaches(context: ClockContext): Promise<number> {
  return runCommand(context, async (tx) => {
    const due = await tx
      .select()
      .from(conversations)
      // A policy just turned off is not breached while sla-recompute.ts clears its due dates.
      .where(
        sql`${conversations.slaDueAt} <= now() and ${conversations.slaBreachedAt} is null and ${conversations.status} in ('WAITING_HUMAN', 'HUMAN_INTERACTIVE')
          and exists (select 1 from ${slaPolicies} where ${slaPolicies.inboxId} = ${conversations.inboxId} and ${slaPolicies.enabled})`,
      )
      .orderBy(conversations.slaDueAt)
      .limit(SWEEP_BATCH)
      .for('update', { skipLocked: true });
    for (const row of due) await markBreached(tx, row);
    return due.length;
  });
}

async function markBreached(tx: MessagingTx, row: ConversationRow) {
  const [contact] = await tx.select({ name: people.name, phoneNumber: people.phoneNumber }).from(people).where(eq(people.id, row.personId));
  await changeConversation(tx, row, { slaBreachedAt: new Date() });
  await recordEvents(tx, [eventOf(messagingEvents.conversationSlaBreached, row, { conversationId: row.id, userId: row.userId, dueAt: row.slaDueAt!.toISOString(), contact })]);
}
