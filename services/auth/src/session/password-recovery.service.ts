import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Mailer } from '@balcao/service-kit';
import type { RecoveryPasswordBody } from '@balcao/contracts';
import type { RequestOrigin } from '../audit/audit.repository';
import { recordPasswordChange } from '../audit/sign-in-audit';
import { runCommand, type DataAccess } from '../db/database';
import { passwordResets, roles, users } from '../db/schema';
import { announceUser } from '../users/announce-user';
import { sessionErrors } from '../shared/errors';
import { hashPassword } from '../shared/password';
import { randomToken, sha256 } from '../shared/secrets';
import { findAccountByEmail } from './active-user';
import { escapeHtml } from '../shared/html';

export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
export const RESET_MAIL_SUBJECT = 'Recuperação de senha - Balcão';

export interface RecoveryMail {
  mailer: Mailer;
  publicUrl: string;
  log: { error(obj: unknown, msg?: string): void };
}

export function recoveryMail(to: string, name: string, link: string) {
  const intro = `Olá, ${name}! Recebemos um pedido para redefinir a senha da sua conta no Balcão.`;
  const action = 'Para criar uma nova senha, acesse o link abaixo. Ele vale por 1 hora e pode ser usado uma única vez.';
  const ignore = 'Se você não fez este pedido, ignore este e-mail: sua senha continua a mesma.';
  return {
    to,
    subject: RESET_MAIL_SUBJECT,
    text: `${intro}\n\n${action}\n\n${link}\n\n${ignore}`,
    html: `<p>${escapeHtml(intro)}</p><p>${escapeHtml(action)}</p><p><a href="${escapeHtml(link)}">Redefinir minha senha</a></p><p>${escapeHtml(ignore)}</p>`,
  };
}

/** Answers the same whether or not the e-mail exists; only an existing user gets a link. */
export async function requestPasswordReset(data: DataAccess, email: string, delivery: RecoveryMail): Promise<void> {
  const account = await findAccountByEmail(data.db, email);
  if (!account) return;
  const token = randomToken();
  await data.db.insert(passwordResets).values({
    tokenHash: sha256(token),
    userId: account.user.id,
    expiresAt: new Date(Date.now() + RESET_LINK_TTL_MS),
  });
  const link = `${delivery.publicUrl.replace(/\/+$/, '')}/recover-password?token=${encodeURIComponent(token)}`;
  try {
    await delivery.mailer.send(recoveryMail(account.user.email, account.user.name, link));
  } catch (error) {
    // The caller must not learn whether the e-mail exists, so a delivery failure is only logged.
    delivery.log.error({ err: error }, 'password recovery e-mail not sent');
  }
}

/**
 * A valid link sets the new password once; every other open link of that user is spent too, and
 * every session they had ends (whoever knew the old password is signed out everywhere).
 */
export async function recoverPassword(data: DataAccess, body: RecoveryPasswordBody, origin: RequestOrigin): Promise<void> {
  const passwordHash = await hashPassword(body.password);
  await runCommand(data, async (tx) => {
    const [reset] = await tx
      .select()
      .from(passwordResets)
      .where(and(eq(passwordResets.tokenHash, sha256(body.token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
      .for('update');
    if (!reset) throw sessionErrors.INVALID_RECOVERY_LINK(undefined, 'token');
    const [user] = await tx
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, reset.userId))
      .returning();
    const [role] = await tx.select().from(roles).where(eq(roles.id, user.roleId));
    await announceUser(tx, user, role);
    await recordPasswordChange(tx, user, 'session.password-recovered', origin);
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
  });
}
