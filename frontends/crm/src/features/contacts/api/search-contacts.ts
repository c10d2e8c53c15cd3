import type { PeopleList } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** Spec 2 §7: the contact search sends page 1, limit 20. */
export const CONTACT_SEARCH_LIMIT = 20;

/** Under the inbox remote's contacts key, so creating a contact there refreshes these results. */
export const contactSearchQueryKey = (inboxId: string, search: string) =>
  ['people', inboxId, 'crm-search', { search }] as const;

export const searchContactsQueryOptions = (inboxId: string, search: string) =>
  queryOptions({
    queryKey: contactSearchQueryKey(inboxId, search),
    queryFn: ({ signal }) =>
      api.get<PeopleList>('/people', { inboxId, name: search || undefined, page: 1, limit: CONTACT_SEARCH_LIMIT }, { signal }),
    select: (list: PeopleList) => list.data,
    placeholderData: keepPreviousData,
  });

export const useSearchContacts = (inboxId: string, search: string) =>
  useQuery(searchContactsQueryOptions(inboxId, search));
