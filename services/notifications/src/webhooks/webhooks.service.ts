import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { WEBHOOK_MESSAGES, WEBHOOK_TEST_EVENT, webhookEndpointEvents, type CreatedWebhookEndpoint, type CreateWebhookEndpointBody, type UpdateWebhookEndpointBody, type WebhookDelivery, type WebhookEndpoint } from '@balcao/contracts';
import { addToOutbox, AppError, commonErrors, type Principal } from '@balcao/service-kit';
import type { Executor, NotificationsDatabase } from '../db/database';
import { members, outbox, webhookDeliveries, webhookEndpoints, type WebhookEndpointRow } from '../db/schema';
import { deliveryBody, deliveryOf } from './webhook-deliveries.repository';
import { newWebhookSecret } from './webhook-signature';
import { urlProblem, type WebhookTargetPolicy } from './webhook-url';

/** The most endpoints an office keeps (each event is sent once per endpoint). */
export const MAX_ENDPOINTS_PER_OFFICE = 20;

const endpointOf = (row: WebhookEndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  eventTypes: row.eventTypes,
  active: row.active,
  pausedForFailuresAt: row.pausedForFailuresAt?.toISOString() ?? null,
  createdBy: { id: row.createdById, name: row.createdByName },
  createdAt: row.createdAt.toISOString(),
});

/** For the audit log: what the endpoint is now and who changed it; never the secret. */
function announce(tx: Executor, definition: (typeof webhookEndpointEvents)[keyof typeof webhookEndpointEvents], row: WebhookEndpointRow, userId: string) {
  const { id, url, description, eventTypes, active } = row;
  return addToOutbox(tx, outbox, definition, { officeId: row.officeId, payload: { id, url, description, eventTypes, active, userId } });
}

async function assertSafeUrl(url: string, policy: WebhookTargetPolicy) {
  const problem = await urlProblem(url, policy);
  if (problem) throw new AppError('WEBHOOKS_INVALID_URL', 400, problem, undefined, 'url');
}

/** The office's endpoint, or 404 (also for another office's id: nothing says it exists). */
async function endpointOfOffice(db: NotificationsDatabase, officeId: string, id: string): Promise<WebhookEndpointRow> {
  const [row] = await db.select().from(webhookEndpoints).where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.officeId, officeId)));
  if (!row) throw commonErrors.NOT_FOUND();
  return row;
}

export async function listEndpoints(db: NotificationsDatabase, officeId: string): Promise<WebhookEndpoint[]> {
  const rows = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.officeId, officeId)).orderBy(desc(webhookEndpoints.createdAt));
  return rows.map(endpointOf);
}

export async function createEndpoint(db: NotificationsDatabase, principal: Principal, body: CreateWebhookEndpointBody & { eventTypes: string[] }, policy: WebhookTargetPolicy): Promise<CreatedWebhookEndpoint> {
  await assertSafeUrl(body.url, policy);
  return db.transaction(async (tx) => {
    // Counted under a lock of the office's rows, so two creations at once cannot pass the limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`webhooks:${principal.officeId}`}, 0))`);
    const [{ count } = { count: 0 }] = await tx.select({ count: sql<number>`count(*)::int` }).from(webhookEndpoints).where(eq(webhookEndpoints.officeId, principal.officeId));
    if (count >= MAX_ENDPOINTS_PER_OFFICE) throw new AppError('WEBHOOKS_LIMIT', 409, `O escritório pode ter até ${MAX_ENDPOINTS_PER_OFFICE} webhooks`);
    const [member] = await tx.select({ name: members.name }).from(members).where(eq(members.userId, principal.userId));
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        officeId: principal.officeId,
        url: body.url,
        description: body.description ?? '',
        eventTypes: body.eventTypes,
        secret: newWebhookSecret(),
        createdById: principal.userId,
        createdByName: member?.name ?? 'Gestor',
      })
      .returning();
    await announce(tx, webhookEndpointEvents.webhookEndpointCreated, row!, principal.userId);
    return { ...endpointOf(row!), secret: row!.secret };
  });
}

export async function updateEndpoint(db: NotificationsDatabase, principal: Principal, id: string, body: UpdateWebhookEndpointBody & { eventTypes?: string[] }, policy: WebhookTargetPolicy): Promise<WebhookEndpoint> {
  const { officeId } = principal;
  const current = await endpointOfOffice(db, officeId, id);
  if (body.url !== undefined && body.url !== current.url) await assertSafeUrl(body.url, policy);
  const reactivated = body.active === true && !current.active;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        ...(body.url === undefined ? {} : { url: body.url }),
        ...(body.description === undefined ? {} : { description: body.description }),
        ...(body.eventTypes === undefined ? {} : { eventTypes: body.eventTypes }),
        ...(body.active === undefined ? {} : { active: body.active }),
        ...(reactivated ? { pausedForFailuresAt: null } : {}),
      })
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.officeId, officeId)))
      .returning();
    // Deliveries that waited through the pause get a fresh retry window.
    if (reactivated) await tx.update(webhookDeliveries).set({ retrySince: sql`now()`, nextAttemptAt: sql`now()` }).where(and(eq(webhookDeliveries.endpointId, id), eq(webhookDeliveries.status, 'PENDING')));
    await announce(tx, webhookEndpointEvents.webhookEndpointUpdated, row!, principal.userId);
    return endpointOf(row!);
  });
}

export async function deleteEndpoint(db: NotificationsDatabase, principal: Principal, id: string) {
  await endpointOfOffice(db, principal.officeId, id);
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(webhookEndpoints).where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.officeId, principal.officeId))).returning();
    if (row) await announce(tx, webhookEndpointEvents.webhookEndpointDeleted, row, principal.userId);
  });
}

export async function revealSecret(db: NotificationsDatabase, officeId: string, id: string) {
  return { secret: (await endpointOfOffice(db, officeId, id)).secret };
}

/** 'Enviar teste': a `webhook.test` event queued for this endpoint alone, whatever it subscribed. */
export async function queueTestDelivery(db: NotificationsDatabase, officeId: string, id: string): Promise<WebhookDelivery> {
  await endpointOfOffice(db, officeId, id);
  const occurredAt = new Date().toISOString();
  const fact = { id: randomUUID(), type: WEBHOOK_TEST_EVENT, data: { message: WEBHOOK_MESSAGES.testMessage } };
  const [row] = await db
    .insert(webhookDeliveries)
    .values({ endpointId: id, officeId, eventId: fact.id, eventType: fact.type, conversationId: null, occurredAt: new Date(occurredAt), body: deliveryBody(fact, occurredAt, officeId) })
    .returning();
  return deliveryOf(row!);
}

export { endpointOfOffice };
