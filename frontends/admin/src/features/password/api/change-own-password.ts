import type { ChangePasswordBody, ChangePasswordResponse } from '@balcao/contracts';
import { api, writeSessionCookies } from '@balcao/ui';
import { useMutation } from '@tanstack/react-query';

/**
 * POST /api/auth/change-password: the signed-in user proves the current password. The server ends
 * every other session of theirs and answers this one's new token, which replaces the session
 * cookie at once so the next call (and the realtime socket's next connect) carries it.
 */
export async function changeOwnPassword(body: ChangePasswordBody): Promise<void> {
  const { token } = await api.post<ChangePasswordResponse>('/auth/change-password', body);
  writeSessionCookies({ token });
}

export const useChangeOwnPassword = () => useMutation({ mutationFn: changeOwnPassword });
