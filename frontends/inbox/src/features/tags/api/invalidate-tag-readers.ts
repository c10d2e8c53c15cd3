import type { QueryClient } from '@tanstack/react-query';
import { conversationsQueryKey } from '../../conversations/api/get-conversations';
import { peopleQueryKey } from '../../contacts/api/get-people';
import { fastMessagesQueryKey } from '../../quick-replies/api/get-fast-messages';
import { tagsQueryKey } from './get-tags';

/**
 * A renamed, recoloured or deleted tag also changes every list that shows it: contacts,
 * quick replies and conversations carry their tags' name and colour.
 */
export const invalidateTagReaders = (queryClient: QueryClient, inboxId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: tagsQueryKey(inboxId) }),
    queryClient.invalidateQueries({ queryKey: peopleQueryKey(inboxId) }),
    queryClient.invalidateQueries({ queryKey: fastMessagesQueryKey(inboxId) }),
    queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
  ]);
