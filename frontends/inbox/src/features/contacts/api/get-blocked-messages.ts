import type { BlockedMessageList } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { peopleQueryKey } from './get-people';

const BLOCKED_MESSAGES_LIMIT = 100;

export const blockedMessagesQueryKey = (inboxId: string, personId: string) => [...peopleQueryKey(inboxId), 'blocked-messages', personId] as const;

/** What the contact sent while blocked, newest first (the latest 100). */
export const getBlockedMessagesQueryOptions = (inboxId: string, personId: string) =>
  queryOptions({
    queryKey: blockedMessagesQueryKey(inboxId, personId),
    queryFn: ({ signal }) => api.get<BlockedMessageList>(`/people/${personId}/blocked-messages`, { limit: BLOCKED_MESSAGES_LIMIT }, { signal }),
  });

export const useBlockedMessages = (inboxId: string, personId: string | null) =>
  useQuery({ ...getBlockedMessagesQueryOptions(inboxId, personId ?? ''), enabled: Boolean(personId) });
