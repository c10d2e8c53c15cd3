import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  authEvents,
  VERIFICATION_CODE_TTL_SECONDS,
  VERIFICATION_MAX_ATTEMPTS,
  VERIFICATION_RESEND_SECONDS,
  type Office,
} from '@balcao/contracts';
import type { Principal } from '@balcao/service-kit';
import { recordEvent, runCommand, type DataAccess } from '../db/database';
import { officePayload } from '../db/event-payloads';
import { offices, phoneVerifications } from '../db/schema';
import { officeErrors } from '../shared/errors';
import { normalizePhoneNumber } from '../shared/phone';
import { randomSixDigitCode, sha256 } from '../shared/secrets';
import type { PhoneMessageSender } from './message-sender';
import { officeOf, toOffice } from './office.service';

export const VERIFICATION_SUBJECT = 'Código de verificação - Balcão';

// Salted with the office id so equal codes of two offices never share a hash.
const hashCode = (officeId: string, code: string) => sha256(`${officeId}:${code}`);

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Sends a new 6-digit code to the office's WhatsApp. The message goes out inside the
 * transaction: if delivery fails, no code is stored and the resend wait does not start.
 */
export async function sendPhoneVerification(data: DataAccess, sender: PhoneMessageSender | null, actor: Principal, rawPhone: string) {
  if (!sender) throw officeErrors.SENDER_UNAVAILABLE('Por favor, recarregue a página e tente novamente');
  const phoneNumber = normalizePhoneNumber(rawPhone);
  const officeId = actor.officeId;
  await data.db.transaction(async (tx) => {
    const office = await officeOf(tx, actor, officeId, true);
    if (office.isPhoneVerified && office.phoneNumber === phoneNumber) throw officeErrors.PHONE_ALREADY_VERIFIED();
    const [previous] = await tx.select().from(phoneVerifications).where(eq(phoneVerifications.officeId, officeId));
    const waitSeconds = previous ? Math.ceil(VERIFICATION_RESEND_SECONDS - (Date.now() - previous.sentAt.getTime()) / 1000) : 0;
    if (waitSeconds > 0) throw officeErrors.RESEND_TOO_SOON(`Você poderá reenviar em ${waitSeconds} segundos`);

    const code = randomSixDigitCode();
    const now = new Date();
    const attempt = {
      phoneNumber,
      codeHash: hashCode(officeId, code),
      expiresAt: new Date(now.getTime() + VERIFICATION_CODE_TTL_SECONDS * 1000),
      attempts: 0,
      sentAt: now,
    };
    await tx
      .insert(phoneVerifications)
      .values({ officeId, ...attempt })
      .onConflictDoUpdate({ target: phoneVerifications.officeId, set: attempt });
    const minutes = VERIFICATION_CODE_TTL_SECONDS / 60;
    const text = `Seu código de verificação do Balcão é ${code}. Ele vale por ${minutes} minutos. Não compartilhe este código.`;
    await sender.send({ phoneNumber, subject: VERIFICATION_SUBJECT, text }).catch(() => {
      throw officeErrors.SENDER_UNAVAILABLE('Por favor, recarregue a página e tente novamente');
    });
  });
}

type Outcome = { office: Office } | { wrongCode: true };

/** A right code verifies the number it was sent to; a wrong one spends one of the attempts. */
export async function confirmPhoneCode(data: DataAccess, actor: Principal, code: string): Promise<Office> {
  const officeId = actor.officeId;
  const outcome = await runCommand<Outcome>(data, async (tx) => {
    await officeOf(tx, actor, officeId, true);
    const [pending] = await tx.select().from(phoneVerifications).where(eq(phoneVerifications.officeId, officeId));
    if (!pending || pending.expiresAt.getTime() <= Date.now()) throw officeErrors.INVALID_CODE(undefined, 'code');
    if (pending.attempts >= VERIFICATION_MAX_ATTEMPTS) throw officeErrors.TOO_MANY_ATTEMPTS();
    if (!sameHash(pending.codeHash, hashCode(officeId, code))) {
      // Committed before answering, so the attempt counts.
      await tx
        .update(phoneVerifications)
        .set({ attempts: pending.attempts + 1 })
        .where(eq(phoneVerifications.officeId, officeId));
      return { wrongCode: true };
    }
    const [office] = await tx
      .update(offices)
      .set({ phoneNumber: pending.phoneNumber, isPhoneVerified: true })
      .where(eq(offices.id, officeId))
      .returning();
    await tx.delete(phoneVerifications).where(eq(phoneVerifications.officeId, officeId));
    await recordEvent(tx, authEvents.officeUpdated, { officeId, payload: officePayload(office) });
    return { office: toOffice(office) };
  });
  if ('wrongCode' in outcome) throw officeErrors.INVALID_CODE(undefined, 'code');
  return outcome.office;
}
