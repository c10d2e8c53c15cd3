import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { messagingEvents, type EventEnvelope } from '@balcao/contracts';
import { keyedOrder, type EventBus } from '@balcao/service-kit';
import type { MessagingContext } from '../context';
import { runCommand } from '../db/database';
import { conversations } from '../db/schema';
import { updateSlaClock } from './sla-clock';
import { activeSlaPolicy } from './sla-policy.service';

type RecomputeContext = Pick<MessagingContext, 'db' | 'relay' | 'log'>;

const CONSUMER = 'messaging-sla-recompute';
/** Conversations redated per transaction: their row locks are held until it commits. */
const BATCH = 50;
/** Batches in flight at once, each on its own pooled connection: the rest of the pool keeps serving requests. */
const PARALLEL_BATCHES = 3;

/**
 * Redates the SLA clock of a workspace's conversations from the policy and hours as they are now:
 * with a policy on, every conversation in human service and any still dated; with it off, only
 * the dated ones (to clear them). Batch by batch, each conversation under the lock the clock
 * consumer takes (updateSlaClock), each change a conversation.changed. Idempotent: a second run
 * finds every due date right and writes nothing. Answers how many conversations it looked at.
 */
export async function recomputeSlaClocks(context: RecomputeContext, inboxId: string, options: { batchSize?: number } = {}): Promise<number> {
  const policyOn = Boolean(await activeSlaPolicy(context.db, inboxId));
  const mayBeDue = policyOn ? or(inArray(conversations.status, ['WAITING_HUMAN', 'HUMAN_INTERACTIVE']), isNotNull(conversations.slaDueAt)) : isNotNull(conversations.slaDueAt);
  // In id order, so two runs (a redelivery beside a slow first run) lock in the same order.
  const candidates = await context.db.select({ id: conversations.id }).from(conversations).where(and(eq(conversations.inboxId, inboxId), mayBeDue)).orderBy(asc(conversations.id));
  const batchSize = options.batchSize ?? BATCH;
  let next = 0;
  const worker = async () => {
    for (let start = next; start < candidates.length; start = next) {
      next += batchSize;
      const batch = candidates.slice(start, start + batchSize);
      await runCommand(context, async (tx) => {
        for (const { id } of batch) await updateSlaClock(tx, id);
      });
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_BATCHES }, worker));
  return candidates.length;
}

/**
 * A policy turned on, off or retargeted, or the hours it counts in changed: the conversations
 * already waiting are redated at once, not at their next message. A durable consumer of the
 * settings' own events (written with the save): any replica takes it after the commit without
 * holding the Gestor's request, and one that dies midway leaves it to be redelivered and run
 * again from the start (idempotent). One workspace's runs one after another in a replica.
 * Measured here (2 shared cores): 2,000 waiting conversations dated in ~24 s, a second run (nothing
 * to change) ~4 s. A run past JetStream's 30 s ack wait is delivered again: that run only reads.
 */
export async function startSlaRecompute(bus: EventBus, context: RecomputeContext) {
  return bus.subscribe({
    durable: CONSUMER,
    types: [messagingEvents.slaPolicyUpdated.type, messagingEvents.businessHoursUpdated.type],
    concurrency: 4,
    handler: keyedOrder<EventEnvelope>(
      (event) => event.inboxId ?? null,
      async (event) => {
        if (!event.inboxId) return;
        const started = Date.now();
        const conversationsSeen = await recomputeSlaClocks(context, event.inboxId);
        context.log.info({ inboxId: event.inboxId, cause: event.type, conversations: conversationsSeen, ms: Date.now() - started }, 'SLA clocks recomputed');
      },
    ),
  });
}
