import type { Person } from '@balcao/contracts';
import { formatPhone } from '@balcao/ui';

/** The contact's name, else the formatted number (spec 2 §2.1). */
export const contactLabelOf = (person: Pick<Person, 'name' | 'phoneNumber'>): string =>
  person.name?.trim() || formatPhone(person.phoneNumber);
