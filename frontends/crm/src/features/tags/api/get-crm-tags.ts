import type { Tag } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The inbox remote's key for the workspace's tags: one cache entry, each module selects its own. */
export const tagsQueryKey = (inboxId: string) => ['tags', inboxId] as const;

export const getTagsQueryOptions = (inboxId: string) =>
  queryOptions({
    queryKey: tagsQueryKey(inboxId),
    queryFn: ({ signal }) => api.get<Tag[]>('/tag', { inboxId }, { signal }),
  });

/** Only tags whose modules include crm (spec 2 §2.1 filter panel, lead form). */
export const useCrmTags = (inboxId: string) =>
  useQuery({ ...getTagsQueryOptions(inboxId), select: (tags: Tag[]) => tags.filter((tag) => tag.modules.includes('crm')) });
