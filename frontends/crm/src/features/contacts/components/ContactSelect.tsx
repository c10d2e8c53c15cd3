import { formatPhone, useDebouncedValue, useSession } from '@balcao/ui';
import { Select, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchContacts } from '../api/search-contacts';

/** Spec 2 §9: the contact search waits 400 ms after typing. */
export const CONTACT_SEARCH_DEBOUNCE_MS = 400;

export interface ContactChoice {
  id: string;
  label: string;
}

interface ContactSelectProps {
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** The chosen contact's label when it is not in the first results (editing). */
  initial?: ContactChoice | null;
  placeholder?: string;
  allowClear?: boolean;
  id?: string;
}

/** An async contact search (spec 2 §2.1 'Contato *', §2.3 'Contato'): name, else formatted phone. */
export function ContactSelect({ value, onChange, initial, placeholder = 'Buscar contato', allowClear, id }: ContactSelectProps) {
  const { inboxId } = useSession();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), CONTACT_SEARCH_DEBOUNCE_MS);
  const contacts = useSearchContacts(inboxId, term);

  const options = useMemo(() => {
    const found = (contacts.data ?? []).map((person) => ({
      value: person.id,
      label: person.name || formatPhone(person.phoneNumber),
    }));
    if (initial && !found.some((option) => option.value === initial.id)) found.unshift({ value: initial.id, label: initial.label });
    return found;
  }, [contacts.data, initial]);

  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={options}
      placeholder={placeholder}
      allowClear={allowClear}
      notFoundContent={contacts.isFetching ? <Spin size="small" /> : 'Nenhum contato encontrado'}
    />
  );
}
