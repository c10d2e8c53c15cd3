import { jidDecode } from '@whiskeysockets/baileys';

const USER_SERVER = 's.whatsapp.net';

/** The raw user part of a phone-number jid, exactly as WhatsApp addresses it (no ninth-digit fix). */
export function pnUserFromJid(jid: string | null | undefined): string | null {
  const decoded = jid ? jidDecode(jid) : undefined;
  return decoded?.server === USER_SERVER && /^\d{8,15}$/.test(decoded.user) ? decoded.user : null;
}

/** Phone digits of a `<digits>[:device]@s.whatsapp.net` jid; null for lids, groups and the rest. */
export function phoneFromJid(jid: string | null | undefined): string | null {
  const user = pnUserFromJid(jid);
  return user ? canonicalPhone(user) : null;
}

/** The user part of a `<id>[:device]@lid` jid. */
export function lidUserFromJid(jid: string | null | undefined): string | null {
  const decoded = jid ? jidDecode(jid) : undefined;
  return decoded?.server === 'lid' && decoded.user ? decoded.user : null;
}

/**
 * WhatsApp still addresses Brazilian mobiles registered before the ninth digit (2012-2016) as
 * 55 + DDD + 8 digits. Contacts are kept with the ninth digit so one person is one phone.
 */
export function canonicalPhone(digits: string): string {
  const brazilianMobileWithoutNine = /^55([1-9]\d)([6-9]\d{7})$/.exec(digits);
  return brazilianMobileWithoutNine ? `55${brazilianMobileWithoutNine[1]}9${brazilianMobileWithoutNine[2]}` : digits;
}

/** Jids worth asking WhatsApp about for a phone: for a Brazilian mobile, with and without the ninth digit. */
export function candidateJids(phone: string): string[] {
  const digits = phone.replace(/\D/g, '');
  const withNine = /^55([1-9]\d)9([6-9]\d{7})$/.exec(digits);
  const variants = withNine ? [digits, `55${withNine[1]}${withNine[2]}`] : [digits];
  return variants.map((user) => `${user}@${USER_SERVER}`);
}

export const phoneToJid = (phone: string) => `${phone.replace(/\D/g, '')}@${USER_SERVER}`;
