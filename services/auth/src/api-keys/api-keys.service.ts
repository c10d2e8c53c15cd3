import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { API_KEY_PREFIX, authEvents, type ApiKey, type ApiKeyPrincipal, type CreatedApiKey, type VerifyApiKeyRequest, type ZCreateApiKeyBody } from '@balcao/contracts';
import { commonErrors, type Principal } from '@balcao/service-kit';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import { recordEvent, runCommand, type AuthTx, type DataAccess, type Executor } from '../db/database';
import { apiKeys, inboxes, offices, roles, users, type ApiKeyRow } from '../db/schema';
import { apiKeyManagementErrors } from '../shared/errors';
import { sha256 } from '../shared/secrets';

const compactId = (id: string) => id.replace(/-/g, '');

const statusOf = (row: ApiKeyRow, creatorIsManager: boolean, now = Date.now()): ApiKey['status'] =>
  row.revokedAt ? 'REVOKED' : row.expiresAt.getTime() <= now ? 'EXPIRED' : creatorIsManager ? 'ACTIVE' : 'SUSPENDED';

/** Whether the key's creator is still a Gestor of its office: a dismissed or demoted Gestor's keys stop working. */
const creatorIsManager = sql<boolean>`coalesce(${roles.isProtected}, false)`;

const toApiKey = (row: ApiKeyRow, isManager: boolean): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: `${API_KEY_PREFIX}${compactId(row.id)}_`,
  scopes: row.scopes,
  inboxIds: row.inboxIds,
  createdBy: { id: row.createdBy, name: row.createdByName },
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
  status: statusOf(row, isManager),
});

const eventPayload = (row: ApiKeyRow, userId: string) => ({ id: row.id, name: row.name, scopes: row.scopes, inboxIds: row.inboxIds, expiresAt: row.expiresAt.toISOString(), userId });

export async function listApiKeys(db: Executor, officeId: string): Promise<ApiKey[]> {
  const rows = await db
    .select({ key: apiKeys, creatorIsManager })
    .from(apiKeys)
    .leftJoin(users, and(eq(users.id, apiKeys.createdBy), eq(users.officeId, apiKeys.officeId)))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(eq(apiKeys.officeId, officeId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map((row) => toApiKey(row.key, row.creatorIsManager));
}

/** Every chosen workspace must be the office's: another office's id is refused naming the field. */
async function assertOfficeInboxes(tx: AuthTx, officeId: string, inboxIds: string[]) {
  const unique = [...new Set(inboxIds)];
  const found = await tx.select({ id: inboxes.id }).from(inboxes).where(and(eq(inboxes.officeId, officeId), inArray(inboxes.id, unique)));
  if (found.length !== unique.length) throw apiKeyManagementErrors.INVALID_INBOX(undefined, 'inboxIds');
  return unique;
}

/** Creates a key; its secret is in this answer only, the table keeps its SHA-256. */
export async function createApiKey(data: DataAccess, actor: Principal, body: z.output<typeof ZCreateApiKeyBody>): Promise<CreatedApiKey> {
  const { officeId } = actor;
  return runCommand(data, async (tx) => {
    const inboxIds = body.allInboxes ? null : await assertOfficeInboxes(tx, officeId, body.inboxIds);
    const [creator] = await tx.select({ name: users.name }).from(users).where(and(eq(users.id, actor.userId), eq(users.officeId, officeId)));
    if (!creator) throw commonErrors.UNAUTHORIZED();
    const id = uuidv7();
    const secret = `${API_KEY_PREFIX}${compactId(id)}_${randomBytes(32).toString('base64url')}`;
    const [row] = await tx
      .insert(apiKeys)
      .values({
        id,
        officeId,
        name: body.name,
        scopes: [...new Set(body.scopes)],
        inboxIds,
        secretHash: sha256(secret),
        createdBy: actor.userId,
        createdByName: creator.name,
        expiresAt: new Date(body.expiresAt),
      })
      .returning();
    await recordEvent(tx, authEvents.apiKeyCreated, { officeId, payload: eventPayload(row!, actor.userId) });
    return { ...toApiKey(row!, actor.isManager), secret };
  });
}

/** Revoked at once: the next request with the key, on any replica, is refused (auth verifies every request). */
export async function revokeApiKey(data: DataAccess, actor: Principal, id: string): Promise<ApiKey> {
  const { officeId } = actor;
  return runCommand(data, async (tx) => {
    const [current] = await tx.select().from(apiKeys).where(and(eq(apiKeys.id, id), eq(apiKeys.officeId, officeId))).for('update');
    if (!current) throw commonErrors.NOT_FOUND();
    if (current.revokedAt) throw apiKeyManagementErrors.ALREADY_REVOKED();
    const [row] = await tx.update(apiKeys).set({ revokedAt: new Date(), revokedBy: actor.userId }).where(eq(apiKeys.id, id)).returning();
    await recordEvent(tx, authEvents.apiKeyRevoked, { officeId, payload: eventPayload(row!, actor.userId) });
    return toApiKey(row!, false);
  });
}

/** `last_used_at` is written at most this often per key, so a busy integration does not write on every call. */
const LAST_USED_PRECISION_MS = 60_000;

/**
 * What a presented key may do now, or null: a garbled key, an unknown id, a wrong secret, an
 * expired or revoked key, an archived office, a creator who is no longer a Gestor of the office
 * (a dismissed Gestor who kept the secret gets nothing). Workspaces are resolved against the office's current
 * ones, so a deleted workspace drops out and 'all' includes a new one.
 */
export async function verifyApiKey(db: Executor, { keyId, secretHash }: VerifyApiKeyRequest): Promise<ApiKeyPrincipal | null> {
  const [row] = await db
    .select({ key: apiKeys, archivedAt: offices.archivedAt, creatorIsManager })
    .from(apiKeys)
    .innerJoin(offices, eq(offices.id, apiKeys.officeId))
    .leftJoin(users, and(eq(users.id, apiKeys.createdBy), eq(users.officeId, apiKeys.officeId)))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(eq(apiKeys.id, keyId));
  if (!row) return null;
  const { key } = row;
  const expected = Buffer.from(key.secretHash, 'hex');
  const given = Buffer.from(secretHash, 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const now = Date.now();
  if (key.revokedAt || key.expiresAt.getTime() <= now || row.archivedAt || !row.creatorIsManager) return null;
  const officeInboxes = await db.select({ id: inboxes.id }).from(inboxes).where(eq(inboxes.officeId, key.officeId));
  const inboxIds = officeInboxes.map((inbox) => inbox.id).filter((inboxId) => key.inboxIds === null || key.inboxIds.includes(inboxId));
  if (!key.lastUsedAt || now - key.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) await db.update(apiKeys).set({ lastUsedAt: new Date(now) }).where(eq(apiKeys.id, key.id));
  return { keyId: key.id, officeId: key.officeId, scopes: key.scopes, inboxIds };
}
