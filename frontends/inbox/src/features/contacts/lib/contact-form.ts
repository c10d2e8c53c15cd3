import { ZContactPhone, ZCreatePersonBody, ZEmail, messages, type Person } from '@balcao/contracts';
import { formatPhone, onlyDigits } from '@balcao/ui';
import type { CreatePersonInput } from '../api/create-person';
import type { UpdatePersonInput } from '../api/update-person';

export type ContactFormValues = {
  name: string;
  /** As typed, masked '(99) 9 9999-9999'. */
  phoneNumber: string;
  email?: string;
  document?: string;
  tags: string[];
  isBlocked: boolean;
};

export const DOCUMENT_MAX_LENGTH = 30;

export const initialContactValues = (person?: Person | null): ContactFormValues =>
  person
    ? {
        name: person.name ?? '',
        phoneNumber: formatPhone(person.phoneNumber),
        email: person.email ?? '',
        document: person.document ?? '',
        tags: person.tags.map((tag) => tag.id),
        isBlocked: person.isBlocked,
      }
    : { name: '', phoneNumber: '', email: '', document: '', tags: [], isBlocked: false };

const issueOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? messages.required);

/**
 * The field's message as the API would answer it, or null when it is fine: name at least 4
 * characters, phone at least 10 digits, e-mail valid when given (spec 1 §5).
 */
export function contactFieldError(field: 'name' | 'phoneNumber' | 'email', value: unknown): string | null {
  const text = typeof value === 'string' ? value : '';
  if (field === 'name') return issueOf(ZCreatePersonBody.shape.name.safeParse(text));
  if (field === 'phoneNumber') return issueOf(ZContactPhone.safeParse(text));
  return text.trim() ? issueOf(ZEmail.safeParse(text)) : null;
}

const optional = (value: string | undefined) => value?.trim() || undefined;

/** Create payload (spec 2 §3): the phone goes as digits only; the server adds the 55. */
export const toCreatePersonBody = (values: ContactFormValues, inboxId: string): CreatePersonInput => ({
  name: values.name.trim(),
  phoneNumber: onlyDigits(values.phoneNumber),
  email: optional(values.email),
  document: optional(values.document),
  tags: values.tags ?? [],
  isBlocked: Boolean(values.isBlocked),
  inboxId,
});

/**
 * Update payload: an emptied e-mail or document is cleared with null; the phone is sent only
 * when it changed, so a stored number the mask cannot show (a foreign one) is left alone.
 */
export const toUpdatePersonBody = (values: ContactFormValues, person: Person): UpdatePersonInput => {
  const phone = onlyDigits(values.phoneNumber);
  const phoneChanged = phone !== onlyDigits(formatPhone(person.phoneNumber));
  return {
    name: values.name.trim(),
    ...(phoneChanged ? { phoneNumber: phone } : {}),
    email: optional(values.email) ?? null,
    document: optional(values.document) ?? null,
    tags: values.tags ?? [],
    isBlocked: Boolean(values.isBlocked),
  };
};
