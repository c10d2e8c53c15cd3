import type { StartConversationBody, ZStartConversationResponse } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { peopleQueryKey } from '../../contacts/api/get-people';
import { conversationListsQueryKey } from '../../conversations/api/get-conversations';

export type StartedConversation = z.infer<typeof ZStartConversationResponse>;

/** Opens a conversation with a contact on a device; the server answers the open one if there is one. */
export const startConversation = (body: StartConversationBody) => api.post<StartedConversation>('/conversation', body);

export const useStartConversation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    // The lists may gain it and the contact now has an open conversation.
    onSuccess: (_started, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: conversationListsQueryKey }),
        queryClient.invalidateQueries({ queryKey: peopleQueryKey(body.inboxId) }),
      ]),
  });
};
