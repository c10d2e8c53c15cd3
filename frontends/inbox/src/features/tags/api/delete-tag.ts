import type { Ok, Tag } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateTagReaders } from './invalidate-tag-readers';

export const deleteTag = (tag: Pick<Tag, 'id' | 'inboxId'>) => api.delete<Ok>(`/tag/${tag.id}`);

export const useDeleteTag = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTag,
    onSuccess: (_result, tag) => invalidateTagReaders(queryClient, tag.inboxId),
  });
};
