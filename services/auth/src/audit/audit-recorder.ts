import { z } from 'zod';
import { consumeEvents, Ticker, type EventBus, type Subscription } from '@balcao/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthDatabase, Executor } from '../db/database';
import { handledEvents } from '../db/schema';
import { auditedEventDefinitions, auditFactOf } from './audit-events';
import { purgeAuditLog, recordAuditFact } from './audit.repository';

export const AUDIT_CONSUMER = 'auth-audit';

/** Writes the audited events of every service into the office's audit log, each once. */
export async function startAuditRecorder(db: AuthDatabase, bus: EventBus): Promise<Subscription> {
  return consumeEvents({
    bus,
    db,
    handledTable: handledEvents,
    consumer: AUDIT_CONSUMER,
    events: auditedEventDefinitions,
    ignore: (event) => auditFactOf(event) === null,
    handle: async (tx, event) => {
      const fact = auditFactOf(event);
      if (fact) await recordAuditFact(tx as unknown as Executor, { officeId: event.officeId, fact, origin: fact.origin, occurredAt: new Date(event.occurredAt), sourceEventId: event.id });
    },
  });
}

const DAY_MS = 86_400_000;
const PURGE_EVERY_MS = 6 * 60 * 60 * 1000;

/** Deletes the rows older than the retention time, at start and every 6 hours (any replica may; the delete is idempotent). */
export function startAuditRetention(db: AuthDatabase, retentionDays: number, log: FastifyBaseLogger) {
  const ticker = new Ticker(
    async () => {
      const removed = await purgeAuditLog(db, new Date(Date.now() - retentionDays * DAY_MS));
      if (removed > 0) log.info({ removed, retentionDays }, 'audit log rows past retention removed');
    },
    { everyMs: PURGE_EVERY_MS, onError: (error) => log.error({ err: error }, 'audit log retention purge failed') },
  );
  ticker.start();
  ticker.wake();
  return ticker;
}

/** How long the audit log keeps a row (issue 41: 'kept for a configurable time'). */
export const ZAuditConfig = z.object({ AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365) });
