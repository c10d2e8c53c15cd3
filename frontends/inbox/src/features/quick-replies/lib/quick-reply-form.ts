import type { FastMessage } from '@balcao/contracts';
import type { CreateFastMessageInput } from '../api/create-fast-message';
import type { UpdateFastMessageInput } from '../api/update-fast-message';

export type QuickReplyFormValues = {
  title: string;
  content: string;
  tagId: string[];
};

export const initialQuickReplyValues = (reply?: FastMessage | null): QuickReplyFormValues =>
  reply ? { title: reply.title, content: reply.content, tagId: [...reply.tagId] } : { title: '', content: '', tagId: [] };

/** Spec 1 §5: title and content are required; tags are optional. */
export const isQuickReplyComplete = (values: Partial<QuickReplyFormValues>): boolean =>
  Boolean(values.title?.trim() && values.content?.trim());

export const toCreateFastMessageBody = (values: QuickReplyFormValues, inboxId: string): CreateFastMessageInput => ({
  title: values.title.trim(),
  content: values.content.trim(),
  tagId: values.tagId ?? [],
  inboxId,
});

export const toUpdateFastMessageBody = (values: QuickReplyFormValues): UpdateFastMessageInput => ({
  title: values.title.trim(),
  content: values.content.trim(),
  tagId: values.tagId ?? [],
});

/** Title, content or a tag name containing the search, ignoring case and accents. */
export function matchesSearch(reply: FastMessage, search: string): boolean {
  const normalise = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
  const term = normalise(search.trim());
  if (!term) return true;
  return [reply.title, reply.content, ...reply.tags.map((tag) => tag.name)].some((text) => normalise(text).includes(term));
}
