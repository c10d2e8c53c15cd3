import { and, count, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import { AUDIT_SYSTEM_ACTOR, type ActorOrigin, type AuditEntry, type AuditFilters } from '@balcao/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { AuthDatabase, Executor } from '../db/database';
import { apiKeys, auditLog, inboxes, users, type AuditLogRow, type NewAuditLogRow } from '../db/schema';
import type { AuditFact } from './audit-events';

/** Where a fact came from: the client's address and browser, as the service that took the request saw them. */
export type RequestOrigin = ActorOrigin;

const USER_AGENT_MAX = 400;
/** How the log names someone it no longer finds (removed before the event was written). */
const UNKNOWN_ACTOR = 'Usuário removido';

/**
 * Who `actorUserId` is in the office, with their name as it is now (the row keeps it): a user, or
 * an API key (a key's requests carry its id as their user id), or the platform when absent.
 */
async function actorOf(db: Executor, officeId: string, actorUserId: string | undefined): Promise<Pick<NewAuditLogRow, 'actorType' | 'actorId' | 'actorName'>> {
  if (!actorUserId) return { actorType: 'system', actorId: null, actorName: AUDIT_SYSTEM_ACTOR };
  const [user] = await db.select({ name: users.name }).from(users).where(and(eq(users.id, actorUserId), eq(users.officeId, officeId)));
  if (user) return { actorType: 'user', actorId: actorUserId, actorName: user.name };
  const [key] = await db.select({ name: apiKeys.name }).from(apiKeys).where(and(eq(apiKeys.id, actorUserId), eq(apiKeys.officeId, officeId)));
  if (key) return { actorType: 'api-key', actorId: actorUserId, actorName: key.name };
  return { actorType: 'user', actorId: actorUserId, actorName: UNKNOWN_ACTOR };
}

/** A workspace the event names only by id is shown by its name as auth knows it (kept as it is now). */
async function targetLabelOf(db: Executor, officeId: string, target: AuditFact['target']): Promise<string | null> {
  if (!target || target.label !== null || target.type !== 'inbox' || !target.id) return target?.label ?? null;
  const [inbox] = await db.select({ name: inboxes.name }).from(inboxes).where(and(eq(inboxes.id, target.id), eq(inboxes.officeId, officeId)));
  return inbox?.name ?? null;
}

/** Writes a fact once: a second write of the same source event (a redelivery) changes nothing. */
export async function recordAuditFact(
  db: Executor,
  input: { officeId: string; fact: AuditFact; occurredAt: Date; sourceEventId: string; origin?: RequestOrigin },
): Promise<void> {
  const { officeId, fact, origin } = input;
  await db
    .insert(auditLog)
    .values({
      id: uuidv7(),
      officeId,
      ...(await actorOf(db, officeId, fact.actorUserId)),
      action: fact.action,
      targetType: fact.target?.type ?? null,
      targetId: fact.target?.id ?? null,
      targetLabel: await targetLabelOf(db, officeId, fact.target),
      details: fact.details,
      ip: origin?.ip ?? null,
      userAgent: origin?.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      occurredAt: input.occurredAt,
      sourceEventId: input.sourceEventId,
    })
    .onConflictDoNothing({ target: auditLog.sourceEventId });
}

/** A fact auth's own request made (a sign-in, an export): it has no event, so it gets an id of its own. */
export const recordRequestFact = (db: Executor, officeId: string, fact: AuditFact, origin: RequestOrigin) =>
  recordAuditFact(db, { officeId, fact, origin, occurredAt: new Date(), sourceEventId: `request:${uuidv7()}` });

export function auditConditions(officeId: string, filters: AuditFilters): SQL {
  const conditions = [eq(auditLog.officeId, officeId)];
  if (filters.userId) conditions.push(eq(auditLog.actorId, filters.userId));
  if (filters.action) conditions.push(eq(auditLog.action, filters.action));
  if (filters.from) conditions.push(gte(auditLog.occurredAt, new Date(filters.from)));
  if (filters.to) conditions.push(lte(auditLog.occurredAt, new Date(filters.to)));
  return and(...conditions)!;
}

export const toAuditEntry = (row: AuditLogRow): AuditEntry => ({
  id: row.id,
  occurredAt: row.occurredAt.toISOString(),
  actor: { type: row.actorType as AuditEntry['actor']['type'], id: row.actorId, name: row.actorName },
  action: row.action,
  target: row.targetType ? { type: row.targetType, id: row.targetId, label: row.targetLabel } : null,
  details: row.details,
  ip: row.ip,
  userAgent: row.userAgent,
});

export async function countAuditEntries(db: Executor, where: SQL): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(auditLog).where(where);
  return total;
}

/** Newest first; the id (uuid v7) breaks ties of the same instant. */
export async function listAuditEntries(db: Executor, where: SQL, page: { offset: number; limit: number }): Promise<AuditEntry[]> {
  const rows = await db.select().from(auditLog).where(where).orderBy(desc(auditLog.occurredAt), desc(auditLog.id)).offset(page.offset).limit(page.limit);
  return rows.map(toAuditEntry);
}

/**
 * Deletes the rows older than `before`, the only delete the append-only trigger lets through
 * (it reads the transaction's `balcao.audit_purge`). Answers how many went.
 */
export async function purgeAuditLog(db: AuthDatabase, before: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('balcao.audit_purge', 'on', true)`);
    const deleted = await tx.delete(auditLog).where(lt(auditLog.occurredAt, before));
    return (deleted as unknown as { rowCount: number | null }).rowCount ?? 0;
  });
}
