import {
  ATTENDANT_ROLE_NAME,
  authEvents,
  MANAGER_ROLE_NAME,
  PERMISSION_CODES,
  type ActiveUser,
  type ChangePasswordBody,
  type ChangePasswordResponse,
  type PermissionCode,
  type LoginBody,
  type LoginResponse,
  type SignUpBody,
  type SignUpResponse,
  type TokenClaims,
} from '@balcao/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { commonErrors, type Principal } from '@balcao/service-kit';
import { recordPasswordChange } from '../audit/sign-in-audit';
import type { RequestOrigin } from '../audit/audit.repository';
import { recordEvent, runCommand, type DataAccess } from '../db/database';
import { inboxPayload, officePayload, rolePayload, userPayload } from '../db/event-payloads';
import { inboxes, offices, roles, userInboxes, users } from '../db/schema';
import { sessionErrors, userErrors } from '../shared/errors';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../shared/password';
import { normalizePhoneNumber } from '../shared/phone';
import { announceUser } from '../users/announce-user';
import { assertEmailFree, rethrowEmailTaken } from '../users/users.repository';
import { findAccountByEmail, findActiveAccount, tokenClaimsOf, toActiveUser } from './active-user';

export type SignToken = (claims: TokenClaims) => string;

export const FIRST_INBOX_NAME = 'Atendimento';
/** Messages, contacts, tags and integrations are open to every member; an attendant also works leads and the calendar. */
export const ATTENDANT_PERMISSION_CODES: readonly PermissionCode[] = ['view:crm'];
export const officeNameFor = (userName: string) => `Escritório de ${userName.trim().split(/\s+/)[0]}`;

/** A new office with its first workspace, the two default profiles and its owner (a Gestor). */
export async function signUp(data: DataAccess, body: SignUpBody, signToken: SignToken): Promise<SignUpResponse> {
  const passwordHash = await hashPassword(body.password);
  return runCommand(data, async (tx) => {
    await assertEmailFree(tx, body.email);
    const [office] = await tx
      .insert(offices)
      .values({ name: officeNameFor(body.name), email: body.email, phoneNumber: normalizePhoneNumber(body.phoneNumber), inOnboarding: true })
      .returning();
    const [inbox] = await tx.insert(inboxes).values({ officeId: office.id, name: FIRST_INBOX_NAME }).returning();
    const defaultRoles = await tx
      .insert(roles)
      .values([
        { officeId: office.id, name: MANAGER_ROLE_NAME, permissions: [...PERMISSION_CODES], isProtected: true },
        { officeId: office.id, name: ATTENDANT_ROLE_NAME, permissions: [...ATTENDANT_PERMISSION_CODES] },
      ])
      .returning();
    const manager = defaultRoles.find((role) => role.isProtected)!;
    const [owner] = await tx
      .insert(users)
      .values({ officeId: office.id, roleId: manager.id, name: body.name, email: body.email, passwordHash, lastInboxUsed: inbox.id })
      .returning();
    await tx.insert(userInboxes).values({ userId: owner.id, inboxId: inbox.id });

    const officeId = office.id;
    await recordEvent(tx, authEvents.officeCreated, { officeId, payload: officePayload(office) });
    await recordEvent(tx, authEvents.inboxCreated, { officeId, inboxId: inbox.id, payload: inboxPayload(inbox) });
    for (const role of defaultRoles) await recordEvent(tx, authEvents.roleCreated, { officeId, payload: rolePayload(role) });
    await recordEvent(tx, authEvents.userCreated, { officeId, payload: userPayload(owner, [inbox.id], manager) });

    const userToken = signToken(tokenClaimsOf({ user: owner, role: manager }));
    return { id: officeId, userToken, userId: owner.id, inboxId: inbox.id };
  }).catch(rethrowEmailTaken);
}

/** Same answer for an unknown e-mail and a wrong password, so neither can be probed. */
export async function logIn(data: DataAccess, body: LoginBody, signToken: SignToken): Promise<LoginResponse> {
  const account = await findAccountByEmail(data.db, body.email);
  const valid = account ? await verifyPassword(body.password, account.user.passwordHash) : await verifyAgainstDecoy(body.password);
  if (!account || !valid) throw sessionErrors.INVALID_CREDENTIALS();
  if (account.office.archivedAt) throw sessionErrors.OFFICE_ARCHIVED();
  return { token: signToken(tokenClaimsOf(account)), user: await toActiveUser(data.db, account) };
}

/**
 * The signed-in user changes their own password, proving the current one: every session they have
 * ends (a new session version), and this one goes on with the token answered here. The office's
 * audit log records it in the same commit.
 */
export async function changePassword(
  data: DataAccess,
  actor: Principal,
  body: ChangePasswordBody,
  signToken: SignToken,
  origin: RequestOrigin,
): Promise<ChangePasswordResponse> {
  const account = await findActiveAccount(data.db, actor.userId, actor.officeId);
  if (!account) throw commonErrors.UNAUTHORIZED();
  if (!(await verifyPassword(body.currentPassword, account.user.passwordHash))) throw userErrors.WRONG_CURRENT_PASSWORD(undefined, 'currentPassword');
  const passwordHash = await hashPassword(body.password);
  return runCommand(data, async (tx) => {
    // Only over the password just proven: a concurrent change makes this one start again.
    const [user] = await tx
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(and(eq(users.id, actor.userId), eq(users.passwordHash, account.user.passwordHash)))
      .returning();
    if (!user) throw userErrors.WRONG_CURRENT_PASSWORD(undefined, 'currentPassword');
    await announceUser(tx, user, account.role);
    await recordPasswordChange(tx, user, 'session.password-changed', origin);
    return { token: signToken(tokenClaimsOf({ user, role: account.role })) };
  });
}

export async function getActiveUser(data: DataAccess, userId: string, officeId: string): Promise<ActiveUser> {
  const account = await findActiveAccount(data.db, userId, officeId);
  // A token whose user was deleted is no longer a session.
  if (!account) throw commonErrors.UNAUTHORIZED();
  if (account.office.archivedAt) throw sessionErrors.OFFICE_ARCHIVED();
  return toActiveUser(data.db, account);
}
