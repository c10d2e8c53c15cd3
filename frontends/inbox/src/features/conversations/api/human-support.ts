import type { ConversationSummary } from '@balcao/contracts';
import { api } from '@balcao/ui';

/**
 * Starts human attendance (SPEC-DECISIONS). Silent: a 409 means the chat is already human,
 * which the header answers by opening 'Finalizar conversa' instead of an error.
 */
export const startHumanSupport = (id: string) =>
  api.post<ConversationSummary>(`/conversation/${id}/start-human-support`, undefined, { silent: true });

export const endHumanSupport = (id: string) => api.post<ConversationSummary>(`/conversation/${id}/end-human-support`);
