import { sql } from 'drizzle-orm';
import type { Principal, SessionCheck, VerifiedToken } from './auth-guard';
import type { Database, Transaction } from './database';
import { commonErrors } from './errors';
import { SettledCache } from './settled-cache';

/**
 * What a request of a user may do now, as a service last heard it from auth's user events
 * (ARCHITECTURE §4): their office, profile, permissions, whether the profile is the Gestor's, their
 * session version, and whether they were deleted. A deleted user's row stays (a tombstone), so an
 * old token of theirs is refused at once instead of looking like a user the projection has not
 * heard of yet.
 */
export interface MemberAccess {
  officeId: string;
  roleId: string | null;
  /** null: auth's events had not carried it yet (rows kept from before); the token's claims count. */
  permissions: string[] | null;
  isManager: boolean | null;
  sessionVersion: number;
  deleted: boolean;
}

/** The user fields of auth's user events that the access needs. */
export interface AnnouncedAccess {
  id: string;
  roleId: string;
  permissions?: string[];
  isManager?: boolean;
  sessionVersion?: number;
}

const quoted = (schemaName: string) => `"${schemaName.replace(/"/g, '""')}"`;
const accessTable = (schemaName: string) => sql.raw(`${quoted(schemaName)}.member_access`);

/**
 * The table lives in each service's schema and is created here (idempotent, under a lock), like
 * office_access. When it is first created, the users the membership projection already knows are
 * copied in with unknown permissions (their tokens' claims count until auth announces them again),
 * so nobody is signed out by the upgrade.
 */
export async function ensureMemberAccessTable(db: Database, schemaName: string) {
  const table = accessTable(schemaName);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('balcao:member-access'))`);
    const { rows } = (await tx.execute(sql`select to_regclass(${`${quoted(schemaName)}.member_access`}) is not null as present`)) as unknown as { rows: [{ present: boolean }] };
    if (rows[0].present) return;
    await tx.execute(sql`create table ${table} (
      user_id uuid primary key,
      office_id uuid not null,
      role_id uuid,
      permissions text[],
      is_manager boolean,
      session_version integer not null default 0,
      deleted boolean not null default false,
      updated_at timestamptz not null
    )`);
    const members = sql.raw(`${quoted(schemaName)}.members`);
    const { rows: membersPresent } = (await tx.execute(sql`select to_regclass(${`${quoted(schemaName)}.members`}) is not null as present`)) as unknown as { rows: [{ present: boolean }] };
    if (membersPresent[0].present) await tx.execute(sql`insert into ${table} (user_id, office_id, updated_at) select user_id, office_id, updated_at from ${members}`);
  });
}

/** A user event's access, kept unless a newer one was already applied; the session version only rises. */
export async function recordAnnouncedAccess(tx: Pick<Transaction, 'execute'>, schemaName: string, officeId: string, user: AnnouncedAccess, occurredAt: string) {
  const table = accessTable(schemaName);
  const permissions = user.permissions === undefined ? null : sql`${sql.param(user.permissions)}::text[]`;
  await tx.execute(sql`
    insert into ${table} (user_id, office_id, role_id, permissions, is_manager, session_version, deleted, updated_at)
    values (${user.id}, ${officeId}, ${user.roleId}, ${permissions}, ${user.isManager ?? null}, ${user.sessionVersion ?? 0}, false, ${occurredAt})
    on conflict (user_id) do update set
      office_id = excluded.office_id, role_id = excluded.role_id, permissions = excluded.permissions, is_manager = excluded.is_manager,
      session_version = greatest(${table}.session_version, excluded.session_version), updated_at = excluded.updated_at
    where ${table}.updated_at <= excluded.updated_at and not ${table}.deleted`);
}

/** A deletion is final, whatever arrives after it. */
export async function recordDeletedAccess(tx: Pick<Transaction, 'execute'>, schemaName: string, officeId: string, userId: string, occurredAt: string) {
  const table = accessTable(schemaName);
  await tx.execute(sql`
    insert into ${table} (user_id, office_id, deleted, updated_at) values (${userId}, ${officeId}, true, ${occurredAt})
    on conflict (user_id) do update set deleted = true, updated_at = greatest(${table}.updated_at, excluded.updated_at)`);
}

export async function memberAccessOf(db: Pick<Database, 'execute'>, schemaName: string, userId: string): Promise<MemberAccess | null> {
  const { rows } = (await db.execute(
    sql`select office_id, role_id, permissions, is_manager, session_version, deleted from ${accessTable(schemaName)} where user_id = ${userId}`,
  )) as unknown as { rows: Array<{ office_id: string; role_id: string | null; permissions: string[] | null; is_manager: boolean | null; session_version: number; deleted: boolean }> };
  const row = rows[0];
  if (!row) return null;
  return { officeId: row.office_id, roleId: row.role_id, permissions: row.permissions, isManager: row.is_manager, sessionVersion: row.session_version, deleted: row.deleted };
}

/** How long a process trusts the access it last read for a user (a change reaches every replica by broadcast first). */
export const MEMBER_ACCESS_CACHE_MS = 2_000;
/** A token younger than this whose user the projection has not heard of yet is waited for (a sign-up a moment ago). */
export const NEW_USER_GRACE_MS = 10 * 60_000;
const NEW_USER_WAIT_MS = 3_000;
const NEW_USER_POLL_MS = 100;

/**
 * The principal a token's request acts as, from the user's current access: refused (401) when the
 * user was deleted, belongs to another office now, or the token predates their last password
 * change; otherwise the profile and permissions they have now, not those of the token.
 */
export function principalFromAccess(token: VerifiedToken, access: MemberAccess): Principal {
  if (access.deleted || access.officeId !== token.officeId || token.sessionVersion < access.sessionVersion) throw commonErrors.UNAUTHORIZED();
  return {
    userId: token.userId,
    officeId: token.officeId,
    roleId: access.roleId ?? token.roleId,
    permissions: access.permissions ?? token.permissions,
    isManager: access.isManager ?? token.isManager,
  };
}

/** Reads one user's current access; cached by the session check. */
export type AccessSource = (userId: string) => Promise<MemberAccess | null>;

/**
 * A service's session check over an access source (the membership projection's member_access, or
 * auth's own tables: `authoritative`, a user it does not have is gone). `invalidate` drops a user's cached access; call it on every replica when
 * the user changes (the membership projection's broadcast does).
 */
export function accessSessionCheck(source: AccessSource, options: { authoritative?: boolean } = {}): { check: SessionCheck; invalidate: (userId: string) => void } {
  const cache = new SettledCache<MemberAccess | null>(MEMBER_ACCESS_CACHE_MS);
  const read = async (userId: string) => {
    let access = cache.get(userId);
    if (access === undefined) {
      access = await source(userId);
      // An unknown user is asked again next time, so a projection catching up is seen at once.
      if (access) cache.set(userId, access);
    }
    return access;
  };
  const check: SessionCheck = async (token) => {
    let access = await read(token.userId);
    // A projection may not have heard of a new user yet; the source of truth (auth) has.
    if (!access && !options.authoritative && Date.now() - token.issuedAt * 1000 < NEW_USER_GRACE_MS) {
      const deadline = Date.now() + NEW_USER_WAIT_MS;
      while (!access && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, NEW_USER_POLL_MS));
        access = await read(token.userId);
      }
    }
    if (!access) throw commonErrors.UNAUTHORIZED();
    return principalFromAccess(token, access);
  };
  return { check, invalidate: (userId) => cache.invalidate(userId) };
}
