import { eq, sql } from 'drizzle-orm';
import { accessSessionCheck, MEMBERSHIP_CHANGED, preparedQuery, type EventBus, type MemberAccess, type SessionCheck } from '@balcao/service-kit';
import type { Executor } from '../db/database';
import { offices, roles, users } from '../db/schema';

const currentAccess = preparedQuery((db: Executor) =>
  db
    .select({ officeId: users.officeId, roleId: roles.id, permissions: roles.permissions, isManager: roles.isProtected, sessionVersion: users.sessionVersion, archivedAt: offices.archivedAt })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(offices, eq(offices.id, users.officeId))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1),
);

/**
 * Auth's session check reads its own tables (the source the others' projections follow): a user
 * who no longer exists, or whose office was archived, has no session. `forget` is called after a
 * command changed users, and tells every replica of every service to read them again.
 */
export async function startAuthSessions(db: Executor, bus: EventBus): Promise<{ check: SessionCheck; forget(userId: string): void; stop(): Promise<void> }> {
  const sessions = accessSessionCheck(
    async (userId): Promise<MemberAccess | null> => {
      const [row] = await currentAccess(db, { userId });
      if (!row) return null;
      return { officeId: row.officeId, roleId: row.roleId, permissions: row.permissions, isManager: row.isManager, sessionVersion: row.sessionVersion, deleted: row.archivedAt !== null };
    },
    { authoritative: true },
  );
  const listening = await bus.onBroadcast?.(MEMBERSHIP_CHANGED, (data) => sessions.invalidate((data as { userId: string }).userId));
  return {
    check: sessions.check,
    forget: (userId) => {
      sessions.invalidate(userId);
      void bus.broadcast?.(MEMBERSHIP_CHANGED, { userId }).catch(() => undefined);
    },
    stop: async () => listening?.stop(),
  };
}
