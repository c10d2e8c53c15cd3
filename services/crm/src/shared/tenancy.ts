import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { assertInboxMember, type Principal } from '@balcao/service-kit';
import type { Executor } from '../db/database';
import { members } from '../db/schema';

/**
 * The caller belongs to the workspace in `inboxColumn` (from the membership projection), so a
 * row of another office or workspace is never matched and answers 404 (ARCHITECTURE §4).
 */
export const visibleTo = (principal: Principal, table: { officeId: AnyPgColumn; inboxId: AnyPgColumn }): SQL =>
  and(
    eq(table.officeId, principal.officeId),
    sql`exists (select 1 from ${members} where ${members.userId} = ${principal.userId} and ${members.officeId} = ${principal.officeId} and ${table.inboxId} = any(${members.inboxIds}))`,
  )!;

export const assertMember = (db: Executor, principal: Principal, inboxId: string) => assertInboxMember(db as never, members, principal, inboxId);
