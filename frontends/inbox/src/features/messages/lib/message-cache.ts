import type { ConversationSummary, Message } from '@balcao/contracts';
import type { ConversationPages } from '../api/get-conversation';

/**
 * Pure updates of one conversation's cached message pages. Pages are newest first and each
 * page's messages oldest to newest, as the API answers them.
 */

const at = (message: Pick<Message, 'messageAt'>) => Date.parse(message.messageAt);

/** Every loaded message, oldest to newest. */
export function messagesOf(pages: ConversationPages | undefined): Message[] {
  if (!pages) return [];
  const all: Message[] = [];
  for (let i = pages.pages.length - 1; i >= 0; i -= 1) all.push(...pages.pages[i].messages);
  return all;
}

/** Inserts keeping messageAt order; equal times keep arrival order. */
function insertInOrder(messages: Message[], message: Message): Message[] {
  let index = messages.length;
  while (index > 0 && at(messages[index - 1]) > at(message)) index -= 1;
  return [...messages.slice(0, index), message, ...messages.slice(index)];
}

/**
 * Adds a message or replaces the one with its id (a status tick, a deletion, new reactions).
 * A message older than everything loaded, while older pages remain, is left for paging.
 */
export function upsertMessageInPages(pages: ConversationPages | undefined, message: Message): ConversationPages | undefined {
  if (!pages || pages.pages.length === 0) return pages;

  for (let p = 0; p < pages.pages.length; p += 1) {
    const page = pages.pages[p];
    const index = page.messages.findIndex((item) => item.id === message.id);
    if (index === -1) continue;
    const messages = page.messages.map((item, i) => (i === index ? message : item));
    return { ...pages, pages: pages.pages.map((item, i) => (i === p ? { ...page, messages } : item)) };
  }

  const oldestPage = pages.pages[pages.pages.length - 1];
  const oldest = oldestPage.messages[0];
  if (oldestPage.nextCursor && oldest && at(message) < at(oldest)) return pages;

  const [newest, ...older] = pages.pages;
  return { ...pages, pages: [{ ...newest, messages: insertInOrder(newest.messages, message) }, ...older] };
}

/** Carries a newer summary (status, responsible, tags…) into the cached detail. */
export function applySummaryToPages(
  pages: ConversationPages | undefined,
  summary: ConversationSummary,
): ConversationPages | undefined {
  if (!pages || pages.pages.length === 0) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({ ...page, ...summary, messages: page.messages, nextCursor: page.nextCursor })),
  };
}
