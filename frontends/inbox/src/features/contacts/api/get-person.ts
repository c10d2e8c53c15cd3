import type { Person } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { peopleQueryKey } from './get-people';

export const personQueryKey = (inboxId: string, id: string) => [...peopleQueryKey(inboxId), 'detail', id] as const;

export const getPersonQueryOptions = (inboxId: string, id: string) =>
  queryOptions({
    queryKey: personQueryKey(inboxId, id),
    queryFn: ({ signal }) => api.get<Person>(`/people/${id}`, { inboxId }, { signal }),
  });

export const usePerson = (inboxId: string, id: string | null | undefined) =>
  useQuery({ ...getPersonQueryOptions(inboxId, id ?? ''), enabled: Boolean(id) });
