import { NEWS_TEXTS, type NewsItem } from '@balcao/contracts';
import { api, toast, useSession } from '@balcao/ui';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The shell's top-bar dot and popup read the same keys: marking here clears them there. */
export const NEWS_KEY = ['news'] as const;

export const newsQueryOptions = () =>
  queryOptions({ queryKey: [...NEWS_KEY, 'all'] as const, queryFn: ({ signal }) => api.get<NewsItem[]>('/features/news', undefined, { signal }) });

export const unreadNewsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...NEWS_KEY, 'unread', userId] as const,
    queryFn: ({ signal }) => api.get<NewsItem[]>('/features/unread', undefined, { signal, silent: true, headers: { 'x-user-id': userId } }),
  });

export const useNews = () => useQuery(newsQueryOptions());

export const useUnreadNews = () => {
  const { user } = useSession();
  return useQuery(unreadNewsQueryOptions(user.id));
};

/** Marks items read; one item or all of them, with the spec's failure toasts (spec 1 §8). */
export function useMarkNewsRead() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (featureIds: string[]) => api.post<{ marked: number }>('/features/mark-read', { featureIds, userId: user.id }, { silent: true }),
    onError: (_error, featureIds) => toast.error(featureIds.length > 1 ? NEWS_TEXTS.markAllFailed : NEWS_TEXTS.markOneFailed, NEWS_TEXTS.failedHint),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NEWS_KEY }),
  });
}
