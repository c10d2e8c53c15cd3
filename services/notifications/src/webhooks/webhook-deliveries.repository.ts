import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { WEBHOOK_PAYLOAD_VERSION, type WebhookDelivery, type WebhookDeliveryBody } from '@balcao/contracts';
import type { Executor, NotificationsDatabase } from '../db/database';
import { webhookDeliveries, webhookDeliveryAttempts, webhookEndpoints, type WebhookDeliveryRow } from '../db/schema';
import type { WebhookFact } from './webhook-events';

/** Shown in the log; the whole body is kept for 'Reenviar'. */
const LOG_PAGE = 100;

export function deliveryBody(fact: { id: string; type: string; data: unknown }, occurredAt: string, officeId: string): string {
  const body: WebhookDeliveryBody = { id: fact.id, type: fact.type, version: WEBHOOK_PAYLOAD_VERSION, occurredAt, officeId, data: fact.data };
  return JSON.stringify(body);
}

/**
 * Queues each fact for every endpoint of the office subscribed to its type, paused ones too (a
 * paused endpoint's deliveries wait for it). Answers how many were queued; a fact already
 * queued for an endpoint is not queued again.
 */
export async function queueDeliveries(tx: Executor, officeId: string, occurredAt: string, facts: WebhookFact[]): Promise<number> {
  if (facts.length === 0) return 0;
  const endpoints = await tx.select({ id: webhookEndpoints.id, eventTypes: webhookEndpoints.eventTypes }).from(webhookEndpoints).where(eq(webhookEndpoints.officeId, officeId));
  const rows = endpoints.flatMap((endpoint) =>
    facts
      .filter((fact) => endpoint.eventTypes.includes(fact.type))
      .map((fact) => ({
        endpointId: endpoint.id,
        officeId,
        eventId: fact.id,
        eventType: fact.type,
        conversationId: fact.conversationId,
        occurredAt: new Date(occurredAt),
        body: deliveryBody(fact, occurredAt, officeId),
      })),
  );
  if (rows.length === 0) return 0;
  const inserted = await tx.insert(webhookDeliveries).values(rows).onConflictDoNothing({ target: [webhookDeliveries.endpointId, webhookDeliveries.eventId] }).returning({ id: webhookDeliveries.id });
  return inserted.length;
}

export interface ClaimedDelivery {
  id: string;
  endpointId: string;
  officeId: string;
  eventId: string;
  body: string;
  attempts: number;
  retrySince: Date;
  url: string;
  secret: string;
}

/**
 * Claims due deliveries for `leaseMs`. SKIP LOCKED lets replicas claim at once without taking
 * the same row; a delivery waits while an earlier one of its conversation to the same endpoint
 * is still pending (in order per conversation); a paused endpoint's deliveries wait. A new
 * delivery first waits `settleMs`: each event type is consumed on its own, so an earlier event of
 * the conversation may be queued a moment after a later one; it still goes out first.
 */
export async function claimDueDeliveries(db: Executor, limit: number, leaseMs: number, settleMs: number): Promise<ClaimedDelivery[]> {
  const { rows } = (await db.execute(sql`
    with due as (
      select d.id from notifications.webhook_deliveries d
      join notifications.webhook_endpoints e on e.id = d.endpoint_id and e.active
      where d.status = 'PENDING' and d.next_attempt_at <= now() and (d.leased_until is null or d.leased_until < now())
        and d.created_at <= now() - make_interval(secs => ${settleMs / 1000})
        and (d.conversation_id is null or not exists (
          select 1 from notifications.webhook_deliveries p
          where p.endpoint_id = d.endpoint_id and p.conversation_id = d.conversation_id and p.status = 'PENDING'
            and (p.occurred_at, p.id) < (d.occurred_at, d.id)))
      order by d.next_attempt_at, d.occurred_at
      limit ${limit}
      for update of d skip locked
    ), claimed as (
      update notifications.webhook_deliveries d set leased_until = now() + make_interval(secs => ${leaseMs / 1000})
      from due where d.id = due.id
      returning d.id, d.endpoint_id, d.office_id, d.event_id, d.body, d.attempts, d.retry_since
    )
    select claimed.*, e.url, e.secret from claimed join notifications.webhook_endpoints e on e.id = claimed.endpoint_id
  `)) as unknown as { rows: Array<Record<string, unknown>> };
  return rows.map((row) => ({
    id: row.id as string,
    endpointId: row.endpoint_id as string,
    officeId: row.office_id as string,
    eventId: row.event_id as string,
    body: row.body as string,
    attempts: Number(row.attempts),
    retrySince: new Date(row.retry_since as string),
    url: row.url as string,
    secret: row.secret as string,
  }));
}

export interface AttemptOutcome {
  status: 'PENDING' | 'SUCCEEDED' | 'FAILED';
  nextAttemptAt: Date;
  at: Date;
  responseStatus: number | null;
  durationMs: number;
  error: string | null;
  responseBody: string | null;
}

export async function recordAttempt(db: NotificationsDatabase, id: string, outcome: AttemptOutcome) {
  await db.transaction(async (tx) => {
    await tx.insert(webhookDeliveryAttempts).values({ deliveryId: id, attemptedAt: outcome.at, responseStatus: outcome.responseStatus, durationMs: outcome.durationMs, error: outcome.error });
    await tx
      .update(webhookDeliveries)
      .set({
        status: outcome.status,
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        nextAttemptAt: outcome.nextAttemptAt,
        leasedUntil: null,
        lastAttemptAt: outcome.at,
        responseStatus: outcome.responseStatus,
        durationMs: outcome.durationMs,
        error: outcome.error,
        responseBody: outcome.responseBody,
      })
      .where(eq(webhookDeliveries.id, id));
  });
}

type AttemptLog = WebhookDelivery['attemptLog'];
const ATTEMPTS_SHOWN = 20;

export const deliveryOf = (row: WebhookDeliveryRow, attemptLog: AttemptLog = []): WebhookDelivery => ({
  id: row.id,
  eventId: row.eventId,
  eventType: row.eventType,
  status: row.status as WebhookDelivery['status'],
  attempts: row.attempts,
  responseStatus: row.responseStatus,
  durationMs: row.durationMs,
  error: row.error,
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  nextAttemptAt: row.status === 'PENDING' ? row.nextAttemptAt.toISOString() : null,
  createdAt: row.createdAt.toISOString(),
  requestBody: row.body,
  responseBodyPreview: row.responseBody,
  attemptLog: attemptLog.slice(-ATTEMPTS_SHOWN),
});

async function attemptLogsOf(db: Executor, deliveryIds: string[]): Promise<Map<string, AttemptLog>> {
  const logs = new Map<string, AttemptLog>();
  if (deliveryIds.length === 0) return logs;
  const rows = await db.select().from(webhookDeliveryAttempts).where(inArray(webhookDeliveryAttempts.deliveryId, deliveryIds)).orderBy(asc(webhookDeliveryAttempts.attemptedAt));
  for (const row of rows) {
    const log = logs.get(row.deliveryId) ?? [];
    log.push({ at: row.attemptedAt.toISOString(), responseStatus: row.responseStatus, durationMs: row.durationMs, error: row.error });
    logs.set(row.deliveryId, log);
  }
  return logs;
}

export async function listDeliveries(db: Executor, endpointId: string): Promise<WebhookDelivery[]> {
  const rows = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId)).orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id)).limit(LOG_PAGE);
  const logs = await attemptLogsOf(db, rows.map((row) => row.id));
  return rows.map((row) => deliveryOf(row, logs.get(row.id)));
}

/** 'Reenviar': the same event id and body again, as a new attempt now with a fresh retry window. */
export async function resendDelivery(db: Executor, endpointId: string, deliveryId: string): Promise<WebhookDelivery | null> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: 'PENDING', nextAttemptAt: sql`now()`, retrySince: sql`now()`, leasedUntil: null })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)))
    .returning();
  return row ? deliveryOf(row, (await attemptLogsOf(db, [row.id])).get(row.id)) : null;
}

/** Removes finished deliveries older than the retention; a pending one is never lost. */
export async function purgeOldDeliveries(db: Executor, olderThan: Date): Promise<number> {
  const rows = await db
    .delete(webhookDeliveries)
    .where(and(sql`${webhookDeliveries.status} <> 'PENDING'`, sql`${webhookDeliveries.createdAt} < ${olderThan.toISOString()}`))
    .returning({ id: webhookDeliveries.id });
  return rows.length;
}
