import type { Tag, UpdateTagBody } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateTagReaders } from './invalidate-tag-readers';

export const updateTag = ({ id, body }: { id: string; body: UpdateTagBody }) => api.patch<Tag>(`/tag/${id}`, body);

export const useUpdateTag = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTag,
    onSuccess: (tag) => invalidateTagReaders(queryClient, tag.inboxId),
  });
};
