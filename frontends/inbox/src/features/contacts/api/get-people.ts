import type { PeopleList } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** Spec 3 §9: the contacts page shows 50 a page. */
export const PEOPLE_PAGE_SIZE = 50;

/** Every contact query of a workspace starts with this key, so one invalidation refreshes them all. */
export const peopleQueryKey = (inboxId: string) => ['people', inboxId] as const;

export type PeopleFilter = {
  inboxId: string;
  page: number;
  limit?: number;
  /** Part of the name or number; sent only when it is long enough (spec 1 §5). */
  name?: string;
  isBlocked?: boolean;
};

export const peopleListQueryKey = ({ inboxId, page, limit = PEOPLE_PAGE_SIZE, name, isBlocked }: PeopleFilter) =>
  [...peopleQueryKey(inboxId), 'list', { page, limit, name: name ?? '', isBlocked: isBlocked ?? null }] as const;

export const getPeopleQueryOptions = (filter: PeopleFilter) =>
  queryOptions({
    queryKey: peopleListQueryKey(filter),
    queryFn: ({ signal }) =>
      api.get<PeopleList>(
        '/people',
        {
          inboxId: filter.inboxId,
          page: filter.page,
          limit: filter.limit ?? PEOPLE_PAGE_SIZE,
          name: filter.name || undefined,
          isBlocked: filter.isBlocked,
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const usePeople = (filter: PeopleFilter) => useQuery(getPeopleQueryOptions(filter));
