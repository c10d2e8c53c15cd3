import { api } from '@balcao/ui';

/** Opening a conversation clears its unread count (spec 1 §4). Failures only log. */
export const markConversationRead = (id: string) =>
  api.post<{ success: true }>(`/conversation/${id}/read`, undefined, { silent: true });
