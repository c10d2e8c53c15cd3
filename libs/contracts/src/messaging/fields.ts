import { z } from 'zod';
import { messages } from '../common/zod-pt-br';

/** A uuid whose absence reads 'O campo é obrigatório' and whose bad value names what it is. */
export const requiredId = (invalidMessage: string) =>
  z.uuid({ error: (issue) => (issue.input === undefined || issue.input === null ? messages.required : invalidMessage) });

/** An optional reference to another service's record (flow, funnel, agent); null clears it. */
export const optionalRefId = (invalidMessage: string) => z.uuid({ error: invalidMessage }).nullish();

/** Digits only, with Brazil's 55 prefix added to a 10–11 digit national number (spec 1 §3, §5). */
export function normalizePhoneDigits(input: string): string {
  const digits = input.replace(/\D/g, '');
  return digits.length === 10 || digits.length === 11 ? `55${digits}` : digits;
}

/**
 * Brazilian display format (spec 1 §5): the 55 prefix is dropped and a 9 is added to 10-digit
 * numbers, giving '(11) 9 8765-4321'. Numbers that are not Brazilian-sized are returned as typed.
 * The screens and the server's texts (notifications) show phones the same way.
 */
export function formatPhone(value: string | null | undefined): string {
  let digits = (value ?? '').replace(/\D/g, '');
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) digits = digits.slice(2);
  if (digits.length === 10) digits = `${digits.slice(0, 2)}9${digits.slice(2)}`;
  if (digits.length !== 11) return value ?? '';
  return `(${digits.slice(0, 2)}) ${digits.slice(2, 3)} ${digits.slice(3, 7)}-${digits.slice(7)}`;
}

export const PHONE_MIN_MESSAGE = 'O telefone precisa de pelo menos 10 caracteres';

/** A contact's phone as typed (mask allowed): at least 10 digits, stored with 55. */
export const ZContactPhone = z
  .string({ error: messages.required })
  .trim()
  .transform((value) => value.replace(/\D/g, ''))
  .pipe(z.string().min(10, PHONE_MIN_MESSAGE).max(15, 'Telefone inválido'))
  .transform(normalizePhoneDigits);

/** Optional free text where '' means "not given". */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));
