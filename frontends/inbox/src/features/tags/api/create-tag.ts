import type { CreateTagBody, Tag } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tagsQueryKey } from './get-tags';

/** The key stays the same for every retry of one form, so a double submit creates one tag. */
export const createTag = ({ body, idempotencyKey }: { body: CreateTagBody; idempotencyKey: string }) =>
  api.post<Tag>('/tag', body, { idempotencyKey });

export const useCreateTag = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTag,
    onSuccess: (tag) => queryClient.invalidateQueries({ queryKey: tagsQueryKey(tag.inboxId) }),
  });
};
