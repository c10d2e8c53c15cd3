import type { NotificationGroupList, UnreadNotificationsCount } from '@balcao/contracts';
import { api, useSession } from '@balcao/ui';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const notificationsKey = (inboxId: string) => ['notifications', inboxId] as const;
const DROPDOWN_LIMIT = 20;

export const unreadNotificationsQueryOptions = (inboxId: string) =>
  queryOptions({
    queryKey: [...notificationsKey(inboxId), 'unread-count'] as const,
    queryFn: ({ signal }) => api.get<UnreadNotificationsCount>('/notifications/unread-count', { inboxId }, { signal, silent: true }),
  });

/** The dropdown's list; fetched each time it opens (spec 1 §4). */
export const notificationGroupsQueryOptions = (inboxId: string) =>
  queryOptions({
    queryKey: [...notificationsKey(inboxId), 'groups'] as const,
    queryFn: ({ signal }) => api.get<NotificationGroupList>('/notifications', { inboxId, page: 1, limit: DROPDOWN_LIMIT }, { signal }),
    staleTime: 0,
  });

export const useUnreadNotifications = () => {
  const { inboxId } = useSession();
  return useQuery(unreadNotificationsQueryOptions(inboxId));
};

export const useNotificationGroups = (open: boolean) => {
  const { inboxId } = useSession();
  return useQuery({ ...notificationGroupsQueryOptions(inboxId), enabled: open, refetchOnMount: 'always' });
};

export function useInvalidateNotifications() {
  const queryClient = useQueryClient();
  const { inboxId } = useSession();
  return () => queryClient.invalidateQueries({ queryKey: notificationsKey(inboxId) });
}

export function useMarkNotificationRead() {
  const invalidate = useInvalidateNotifications();
  return useMutation({ mutationFn: (id: string) => api.patch<{ updated: number }>(`/notifications/${id}/read`), onSettled: invalidate });
}

export function useMarkNotificationsRead() {
  const invalidate = useInvalidateNotifications();
  return useMutation({ mutationFn: (ids: string[]) => api.patch<{ updated: number }>('/notifications/mark-multiple-read', { ids }), onSettled: invalidate });
}
