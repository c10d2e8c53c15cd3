import { and, ne, sql } from 'drizzle-orm';
import { messagingEvents, type EventEnvelope } from '@balcao/contracts';
import { keyedOrder, Ticker, type EventBus } from '@balcao/service-kit';
import type { MessagingContext } from '../context';
import { assignmentSettings, conversations } from '../db/schema';
import { assignWaiting, type AssignContext } from './assign-waiting';

const CONSUMER = 'messaging-auto-assignment';
/** How often every replica looks for queues someone could now take (who came online is only in presence). */
export const AUTO_ASSIGNMENT_SWEEP_MS = 5_000;

/** Workspaces with auto-assignment on and someone waiting for a person without a responsible. */
async function workspacesWithQueue(context: AssignContext): Promise<string[]> {
  const rows = await context.db
    .select({ inboxId: assignmentSettings.inboxId })
    .from(assignmentSettings)
    .where(
      and(
        ne(assignmentSettings.mode, 'off'),
        sql`exists (select 1 from ${conversations} c where c.inbox_id = ${assignmentSettings.inboxId}
          and c.status = 'WAITING_HUMAN' and c.user_id is null)`,
      ),
    );
  return rows.map((row) => row.inboxId);
}

export async function sweepQueues(context: AssignContext) {
  for (const inboxId of await workspacesWithQueue(context)) await assignWaiting(context, inboxId);
}

/**
 * When the assigner runs (decision, issue 40 §2): at once after every conversation fact that can
 * queue a conversation or free an attendant (created, changed — a hand-off, an end of human
 * service, a finish —, transferred), through a durable consumer of messaging's own events shared by
 * the replicas; after a 'Disponível' switch or a settings change (the routes call it); and, for
 * attendants who just came online — presence in Redis stays the only truth for 'online' and
 * announces nothing —, a sweep of the queued workspaces every AUTO_ASSIGNMENT_SWEEP_MS on every
 * replica. The workspace's lock makes all of these safe to overlap.
 */
export async function startAutoAssignment(bus: EventBus, context: AssignContext & Pick<MessagingContext, 'log'>, sweepMs = AUTO_ASSIGNMENT_SWEEP_MS) {
  const ticker = new Ticker(() => sweepQueues(context), {
    everyMs: sweepMs,
    onError: (error) => context.log.error({ err: error }, 'auto-assignment sweep failed'),
  });
  ticker.start();
  const subscription = await bus.subscribe({
    durable: CONSUMER,
    types: [messagingEvents.conversationCreated.type, messagingEvents.conversationChanged.type, messagingEvents.conversationTransferred.type],
    concurrency: 8,
    // One pass at a time per workspace in this replica; other replicas wait on the workspace's lock.
    handler: keyedOrder<EventEnvelope>(
      (event) => event.inboxId ?? null,
      async (event) => {
        if (event.inboxId) await assignWaiting(context, event.inboxId);
      },
    ),
  });
  return {
    stop: async () => {
      await subscription.stop();
      await ticker.stop();
    },
  };
}

