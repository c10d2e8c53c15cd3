import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { requestOrigin } from '@balcao/service-kit';
import type { Executor } from '../db/database';
import type { RequestOrigin } from './audit.repository';
import { users } from '../db/schema';
import { recordRequestFact } from './audit.repository';

/** Why a sign-in of a known e-mail was refused (the audit log's details; never the password tried). */
export type SignInRefusal = 'wrong-password' | 'office-archived';

/** A successful sign-in, with the client's address and browser. */
export async function auditSignIn(db: Executor, request: FastifyRequest, user: { id: string; officeId: string; name: string }) {
  await recordRequestFact(
    db,
    user.officeId,
    { action: 'session.signed-in', actorUserId: user.id, target: { type: 'user', id: user.id, label: user.name }, details: {} },
    requestOrigin(request),
  );
}

/**
 * A refused sign-in, logged only when the e-mail is a user's, under that user's office (an
 * unknown e-mail belongs to no office, so no Gestor could ever read it). The claimed user is
 * both actor and target, so filtering by that person shows the attempts on their account.
 */
export async function auditFailedSignIn(db: Executor, request: FastifyRequest, email: string, reason: SignInRefusal) {
  const [user] = await db.select({ id: users.id, officeId: users.officeId, name: users.name }).from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  if (!user) return;
  await recordRequestFact(
    db,
    user.officeId,
    { action: 'session.sign-in-failed', actorUserId: user.id, target: { type: 'user', id: user.id, label: user.name }, details: { reason } },
    requestOrigin(request),
  );
}

/**
 * A password changed, by its owner proving the old one or through a recovery link: written in the
 * change's own transaction, so a change is never left out of the log. Never the password itself.
 */
export async function recordPasswordChange(
  tx: Executor,
  user: { id: string; officeId: string; name: string },
  action: 'session.password-changed' | 'session.password-recovered',
  origin: RequestOrigin,
) {
  await recordRequestFact(tx, user.officeId, { action, actorUserId: user.id, target: { type: 'user', id: user.id, label: user.name }, details: {} }, origin);
}
