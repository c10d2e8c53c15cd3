import type { ConversationTagsBody, LinkedTags } from '@balcao/contracts';
import { ApiRequestError, api, toast } from '@balcao/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conversationDetailQueryKey } from '../../messages/api/get-conversation';
import { applyConversationTagsToCache } from '../lib/list-updates';

/** Spec 1 §8: a link answered with nothing is an error. */
export const INVALID_TAGS_ANSWER_MESSAGE = 'Resposta inválida do servidor';

export const linkConversationTags = (body: ConversationTagsBody) => api.post<LinkedTags>('/tag/link', body);
export const unlinkConversationTags = (body: ConversationTagsBody) => api.post<LinkedTags>('/tag/unlink', body);

export type ToggleConversationTag = { tagId: string; linked: boolean };

/** Checks or unchecks one tag of a conversation; the tags it answers show in the view and the list. */
export function useToggleConversationTag(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ tagId, linked }: ToggleConversationTag) => {
      const body = { conversationId, tagIds: [tagId] };
      const tags = await (linked ? linkConversationTags(body) : unlinkConversationTags(body));
      if (!Array.isArray(tags)) throw new Error(INVALID_TAGS_ANSWER_MESSAGE);
      return tags;
    },
    // A read of the conversation under way began before the change: its answer would put the old
    // tags back over the new ones (the checkbox would uncheck itself), so it is called off.
    onMutate: () => queryClient.cancelQueries({ queryKey: conversationDetailQueryKey(conversationId) }),
    onSuccess: async (tags) => {
      await queryClient.cancelQueries({ queryKey: conversationDetailQueryKey(conversationId) });
      applyConversationTagsToCache(queryClient, conversationId, tags);
    },
    // The api client already told the user about a refused call.
    onError: (error) => {
      if (!(error instanceof ApiRequestError)) toast.error(error.message);
    },
  });
}
