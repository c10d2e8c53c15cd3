import type { Tag, TagModule } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * The workspace's tags, every module in one cache entry: the tags page, the contact and
 * quick-reply forms, the conversation filters and the CRM all read this key, and each keeps
 * its own module with `select` (spec 2 §7: filtered client-side by module).
 */
export const tagsQueryKey = (inboxId: string) => ['tags', inboxId] as const;

export const getTagsQueryOptions = (inboxId: string) =>
  queryOptions({
    queryKey: tagsQueryKey(inboxId),
    queryFn: ({ signal }) => api.get<Tag[]>('/tag', { inboxId }, { signal }),
  });

/** Tags shown in a module are those whose modules contain it (spec 1 §3). */
export const tagsOfModule = (tags: readonly Tag[], module: TagModule): Tag[] =>
  tags.filter((tag) => tag.modules.includes(module));

export const useTags = (inboxId: string, module?: TagModule) =>
  useQuery({
    ...getTagsQueryOptions(inboxId),
    select: module ? (tags: Tag[]) => tagsOfModule(tags, module) : undefined,
  });
