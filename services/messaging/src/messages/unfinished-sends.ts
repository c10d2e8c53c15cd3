import { and, eq, lt } from 'drizzle-orm';
import { Ticker } from '@balcao/service-kit';
import type { MessagingContext } from '../context';
import { messages } from '../db/schema';
import { finishSend } from './send-message';

/**
 * Past this, a PENDING send has no request left to finish it: the handler's deadline (30 s) and
 * the SENT record's retries (20 s) are over, so the replica that stored it died in between.
 */
export const UNFINISHED_SEND_AFTER_MS = 60_000;
const SWEEP_EVERY_MS = 15_000;
const SWEEP_BATCH = 100;

/**
 * Marks FAILED the attendants' messages whose replica died between storing them and recording
 * the channel's answer (the chaos run, issue 39): left PENDING they showed as 'sending' for ever
 * and never reached the dashboard. FAILED is what the attendant sees for a send that did not go,
 * with its retry; the message.sent of the outcome goes out as for any failed send. finishSend
 * changes only a PENDING row, so replicas sweeping at once mark each one once.
 */
export async function failUnfinishedSends(context: Pick<MessagingContext, 'db' | 'relay' | 'links' | 'log'>, olderThanMs = UNFINISHED_SEND_AFTER_MS): Promise<number> {
  const stale = await context.db
    .select()
    .from(messages)
    .where(and(eq(messages.status, 'PENDING'), eq(messages.direction, 'OUTBOUND'), lt(messages.messageAt, new Date(Date.now() - olderThanMs))))
    .limit(SWEEP_BATCH);
  for (const pending of stale) {
    context.log.warn({ messageId: pending.id }, 'a send left unfinished by its replica is marked FAILED');
    await finishSend(context, pending, { status: 'FAILED' });
  }
  return stale.length;
}

/** The sweep in every replica, on a clock. */
export function startUnfinishedSendsSweep(context: MessagingContext, everyMs = SWEEP_EVERY_MS) {
  const ticker = new Ticker(() => failUnfinishedSends(context).then(() => undefined), {
    everyMs,
    onError: (error) => context.log.error({ err: error }, 'unfinished sends sweep failed'),
  });
  ticker.start();
  return ticker;
}
