import type { PeopleList } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { peopleQueryKey } from '../../contacts/api/get-people';

/** One page of the new-conversation picker: short, since more load as the list scrolls. */
export const CONTACT_OPTIONS_PAGE_SIZE = 20;

/** Under the contacts' key, so creating or editing a contact refreshes the picker too. */
export const contactOptionsQueryKey = (inboxId: string, name: string | undefined) =>
  [...peopleQueryKey(inboxId), 'options', { name: name ?? '' }] as const;

export const getContactOptionsQueryOptions = (inboxId: string, name: string | undefined) =>
  infiniteQueryOptions({
    queryKey: contactOptionsQueryKey(inboxId, name),
    queryFn: ({ pageParam, signal }) =>
      api.get<PeopleList>(
        '/people',
        // A blocked contact cannot be written to (the contacts page disables it too).
        { inboxId, name, page: pageParam, limit: CONTACT_OPTIONS_PAGE_SIZE, isBlocked: false },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => (page < last.totalPages ? page + 1 : undefined),
  });

export const useContactOptions = (inboxId: string, name: string | undefined) =>
  useInfiniteQuery(getContactOptionsQueryOptions(inboxId, name));
