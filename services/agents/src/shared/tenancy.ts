import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { assertInboxMember, visibleToMember, type Principal } from '@balcao/service-kit';
import type { Executor } from '../db/database';
import { members } from '../db/schema';

/** Rows of the caller's office and workspaces only (ARCHITECTURE §4). */
export const visibleTo = (principal: Principal, table: { officeId: AnyPgColumn; inboxId: AnyPgColumn }): SQL => visibleToMember(members, principal, table);

export const assertMember = (db: Executor, principal: Principal, inboxId: string) => assertInboxMember(db as never, members, principal, inboxId);
