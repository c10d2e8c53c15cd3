import type { NewsItem } from '@balcao/contracts';
import { api, useSession } from '@balcao/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The same keys as the /news page (home remote), so reading there clears the dot here. */
export const NEWS_KEY = ['news'] as const;
export const unreadNewsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...NEWS_KEY, 'unread', userId] as const,
    queryFn: ({ signal }) => api.get<NewsItem[]>('/features/unread', undefined, { signal, silent: true, headers: { 'x-user-id': userId } }),
    staleTime: 5 * 60_000,
  });

export const useUnreadNews = () => {
  const { user } = useSession();
  return useQuery(unreadNewsQueryOptions(user.id));
};
