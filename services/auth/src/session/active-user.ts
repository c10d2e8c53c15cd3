import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { ActiveUser, SubscriptionSummary, TokenClaims } from '@balcao/contracts';
import { isBlocked, officePlanOf, preparedQuery } from '@balcao/service-kit';
import { AUTH_SCHEMA, type Executor } from '../db/database';
import { inboxes, offices, roles, userInboxes, users, type OfficeRow, type RoleRow, type UserRow } from '../db/schema';
import { workspacesOf } from '../users/users.repository';

export interface UserAccount {
  user: UserRow;
  role: RoleRow;
  office: OfficeRow;
}

async function findAccount(db: Executor, condition: SQL): Promise<UserAccount | null> {
  const [row] = await db
    .select({ user: users, role: roles, office: offices })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(offices, eq(offices.id, users.officeId))
    .where(condition)
    .limit(1);
  return row ?? null;
}

export const findAccountByEmail = (db: Executor, email: string) => findAccount(db, sql`lower(${users.email}) = ${email.toLowerCase()}`);

/** The signed-in user's account with their workspaces, in one statement built once and run prepared (`GET /auth/me`, on every screen). */
const activeAccount = preparedQuery((db: Executor) =>
  db
    .select({ user: users, role: roles, office: offices, inboxes: workspacesOf(users.id) })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(offices, eq(offices.id, users.officeId))
    .where(and(eq(users.id, sql.placeholder('userId')), eq(users.officeId, sql.placeholder('officeId'))))
    .limit(1),
);

export async function findActiveAccount(db: Executor, userId: string, officeId: string): Promise<(UserAccount & { inboxes: ActiveUser['inboxes'] }) | null> {
  const [row] = await activeAccount(db, { userId, officeId });
  return row ?? null;
}

export const tokenClaimsOf = ({ user, role }: Pick<UserAccount, 'user' | 'role'>): TokenClaims => ({
  sub: user.id,
  officeId: user.officeId,
  roleId: role.id,
  permissions: role.permissions,
  isManager: role.isProtected,
  sessionVersion: user.sessionVersion,
});

/** The account as `/auth/me` and sign-in show it; its workspaces are read unless the account came with them. */
export async function toActiveUser(db: Executor, { user, role, office, inboxes: known }: UserAccount & { inboxes?: ActiveUser['inboxes'] }): Promise<ActiveUser> {
  const memberOf =
    known ??
    (await db
      .select({ id: inboxes.id, name: inboxes.name })
      .from(userInboxes)
      .innerJoin(inboxes, eq(inboxes.id, userInboxes.inboxId))
      .where(eq(userInboxes.userId, user.id))
      .orderBy(asc(inboxes.createdAt), asc(inboxes.id)));
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    document: user.document,
    contact: user.contact,
    officeId: user.officeId,
    lastInboxUsed: user.lastInboxUsed,
    inboxes: memberOf,
    office: { id: office.id, name: office.name, inOnboarding: office.inOnboarding },
    permissions: role.permissions,
    notificationSound: user.notificationSound,
    imageUrl: user.imageUrl,
    roleId: role.id,
    isManager: role.isProtected,
    createdAt: user.createdAt.toISOString(),
    subscription: await subscriptionOf(db, user.officeId),
  };
}

/** The office's subscription from auth's projection of billing's access events; null while billing has said nothing. */
async function subscriptionOf(db: Executor, officeId: string): Promise<SubscriptionSummary | null> {
  const plan = await officePlanOf(db, AUTH_SCHEMA, officeId);
  if (!plan) return null;
  return {
    id: plan.subscriptionId,
    name: plan.planName ?? (plan.state === 'trial' ? 'Período de teste' : 'Sem assinatura'),
    isActive: !isBlocked(plan),
    isTrial: plan.state === 'trial',
    planId: plan.planId,
    limits: plan.limits,
  };
}
