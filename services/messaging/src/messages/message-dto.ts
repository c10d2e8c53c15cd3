import { and, count, eq, sql } from 'drizzle-orm';
import type { Message, ReactionGroup } from '@balcao/contracts';
import { executePrepared } from '@balcao/service-kit';
import type { Executor } from '../db/database';
import { members, messages, type MessageRow } from '../db/schema';
import { toIso } from '../shared/http';

export interface MessageSender {
  name: string | null;
  imageUrl: string | null;
}

/** What a message DTO needs beside its row: who sent it, its reactions, how to link its file. */
export interface MessageView {
  row: MessageRow;
  sender: MessageSender | null;
  reactions?: ReactionGroup[];
  fileUrlOf: (key: string) => string;
}

/** The columns to select for `toMessage`: the row and its sender from the members projection. */
export const messageWithSender = {
  row: messages,
  sender: { name: members.name, imageUrl: members.imageUrl },
};

export function toMessage({ row, sender, reactions = [], fileUrlOf }: MessageView): Message {
  const deleted = row.isDeleted;
  return {
    id: row.id,
    conversationId: row.conversationId,
    externalId: row.externalId,
    type: row.type,
    // A message deleted for everyone keeps its place in the chat but no longer shows what it said.
    content: deleted ? null : row.content,
    direction: row.direction,
    status: row.status,
    messageAt: toIso(row.messageAt),
    user: row.userId ? { id: row.userId, name: sender?.name ?? (row.isAgent ? row.senderName : null) ?? '', imageUrl: sender?.imageUrl ?? null, isAgent: row.isAgent } : null,
    clientInfo: row.direction === 'INBOUND' ? { name: row.senderName, imageUrl: null } : null,
    fileUrl: row.fileKey && !deleted ? fileUrlOf(row.fileKey) : null,
    metadata: {
      isDeleted: deleted,
      isEdited: row.isEdited,
      quotedMessageId: row.quotedMessageId,
      reactionMessageId: row.reactionMessageId,
      caption: deleted ? null : row.caption,
      fileName: row.fileName,
      mimeType: row.mimeType,
    },
    reactions,
  };
}

/** Live reactions to these messages, grouped by emoji (a removed or replaced reaction is deleted). */
export async function reactionsTo(db: Executor, messageIds: string[]): Promise<Map<string, ReactionGroup[]>> {
  const grouped = new Map<string, ReactionGroup[]>();
  if (messageIds.length === 0) return grouped;
  // One array parameter: the same statement text (and prepared statement) for any page size.
  const rows = await executePrepared(
    db
      .select({ messageId: messages.reactionMessageId, emoji: messages.content, count: count() })
      .from(messages)
      .where(and(sql`${messages.reactionMessageId} = any(${sql.param(messageIds)}::uuid[])`, eq(messages.isDeleted, false), sql`${messages.content} <> ''`))
      .groupBy(messages.reactionMessageId, messages.content)
      .orderBy(sql`min(${messages.createdAt})`),
  );
  for (const row of rows) {
    const list = grouped.get(row.messageId!) ?? [];
    list.push({ emoji: row.emoji!, count: row.count });
    grouped.set(row.messageId!, list);
  }
  return grouped;
}

/** One message as the API and events show it. */
export async function loadMessage(db: Executor, id: string, fileUrlOf: (key: string) => string): Promise<Message | null> {
  const [found] = await db.select(messageWithSender).from(messages).leftJoin(members, eq(members.userId, messages.userId)).where(eq(messages.id, id));
  if (!found) return null;
  const reactions = await reactionsTo(db, [id]);
  return toMessage({ row: found.row, sender: found.sender, reactions: reactions.get(id), fileUrlOf });
}
