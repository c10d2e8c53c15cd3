import type { ConversationSummary, UpdateConversationBody } from '@balcao/contracts';
import { api } from '@balcao/ui';

/** Priority, responsible attendant and pin (spec 1 §4: saved at once on change). */
export const updateConversation = (id: string, body: UpdateConversationBody) =>
  api.patch<ConversationSummary>(`/conversation/${id}`, body);

export const deleteConversation = (id: string) => api.delete<unknown>(`/conversation/${id}`);
