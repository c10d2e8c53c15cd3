import type { Message, RemoveMessageBody } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upsertMessageInPages } from '../lib/message-cache';
import { conversationDetailQueryKey, type ConversationPages } from './get-conversation';

export const removeMessage = (body: RemoveMessageBody) => api.post<Message>('/conversation/remove-message', body);

export const useRemoveMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMessage,
    onSuccess: (message) => {
      queryClient.setQueryData<ConversationPages>(conversationDetailQueryKey(message.conversationId), (pages) =>
        upsertMessageInPages(pages, message),
      );
    },
  });
};
