import type { Message, ReactionGroup } from '@balcao/contracts';
import { dayjs, formatDayLabel } from '@balcao/ui';

export interface TimelineDay {
  /** YYYY-MM-DD of the local day. */
  key: string;
  /** 'Hoje', 'Ontem' or dd/MM/yyyy. */
  label: string;
  messages: Message[];
}

/** Reactions are shown under the message they reference, never as bubbles of their own. */
export const isReaction = (message: Message) => message.type === 'reaction';

/** Groups messages (oldest to newest) by local day with the spec's labels (spec 1 §2, §9). */
export function groupMessagesByDay(messages: readonly Message[], now: Date = new Date()): TimelineDay[] {
  const days: TimelineDay[] = [];
  for (const message of messages) {
    if (isReaction(message)) continue;
    const key = dayjs(message.messageAt).format('YYYY-MM-DD');
    const last = days[days.length - 1];
    if (last && last.key === key) last.messages.push(message);
    else days.push({ key, label: formatDayLabel(message.messageAt, now), messages: [message] });
  }
  return days;
}

/**
 * Reactions per referenced message (spec 1 §4), grouped by emoji with their count. The server
 * sends each message with its reactions already grouped; reactions that arrived live come as
 * messages of their own. Each side of a chat has one live reaction per message (as in
 * WhatsApp): the latest from a side replaces its earlier ones, and an empty one removes it.
 */
export function groupReactions(messages: readonly Message[]): Map<string, ReactionGroup[]> {
  const groups = new Map<string, ReactionGroup[]>();
  const add = (messageId: string, emoji: string, count: number) => {
    const list = groups.get(messageId) ?? [];
    const existing = list.find((group) => group.emoji === emoji);
    if (existing) existing.count += count;
    else list.push({ emoji, count });
    groups.set(messageId, list);
  };

  const latestBySide = new Map<string, Message>();
  for (const message of messages) {
    if (!isReaction(message)) {
      for (const group of message.reactions ?? []) add(message.id, group.emoji, group.count);
      continue;
    }
    const target = message.metadata.reactionMessageId;
    if (!target || message.metadata.isDeleted) continue;
    const side = `${target}:${message.direction}`;
    const previous = latestBySide.get(side);
    if (!previous || Date.parse(previous.messageAt) <= Date.parse(message.messageAt)) latestBySide.set(side, message);
  }
  for (const reaction of latestBySide.values()) {
    const emoji = reaction.content ?? '';
    if (emoji) add(reaction.metadata.reactionMessageId!, emoji, 1);
  }
  return groups;
}
