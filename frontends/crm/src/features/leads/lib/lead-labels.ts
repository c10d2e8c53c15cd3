import type { LeadPerson } from '@balcao/contracts';
import { formatPhone } from '@balcao/ui';

export const NOT_INFORMED = 'Não informado';

/** Contact name, else the formatted phone, else 'Não informado' (spec 2 §2.1). */
export function leadContactName(person: Pick<LeadPerson, 'name' | 'phoneNumber'> | null | undefined): string {
  return person?.name?.trim() || (person?.phoneNumber ? formatPhone(person.phoneNumber) : '') || NOT_INFORMED;
}
