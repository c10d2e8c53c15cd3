import type { UpdateUserBody, User } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersQueryKey } from '../../users/api/get-users';

export type NotificationSoundChange = { userId: string; notificationSound: NonNullable<UpdateUserBody['notificationSound']> };

/**
 * Spec 3 §7.2: when the update fails, a second variant carrying the id in the body is tried
 * once. Both calls are silent: the screen shows its own error toast.
 */
export async function updateNotificationSound({ userId, notificationSound }: NotificationSoundChange) {
  try {
    return await api.patch<User>(`/user/${userId}`, { notificationSound }, { silent: true });
  } catch {
    return api.patch<User>(`/user/${userId}`, { id: userId, notificationSound }, { silent: true });
  }
}

export const useUpdateNotificationSound = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSound,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
};
