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
