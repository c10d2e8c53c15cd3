import type { Message, Note } from '@balcao/contracts';

/** A note as a timeline entry: type 'note', which the timeline draws as internal, never sent. */
export function noteAsMessage(note: Note): Message {
  return {
    id: note.id,
    conversationId: note.conversationId,
    externalId: null,
    type: 'note',
    content: note.content,
    direction: 'OUTBOUND',
    status: 'SENT',
    messageAt: note.createdAt,
    user: { id: note.user.id, name: note.user.name, imageUrl: null, isAgent: false },
    clientInfo: null,
    fileUrl: null,
    metadata: { isDeleted: false, isEdited: false, quotedMessageId: null, reactionMessageId: null, caption: null, fileName: null, mimeType: null },
    reactions: [],
  };
}

/**
 * The conversation's messages (oldest first) with its notes placed at their time; the messages
 * keep their order. While older messages are still to load, notes older than the first loaded
 * message wait for their page, so a note never shows above messages that came before it.
 */
export function withNotes(messages: readonly Message[], notes: readonly Note[], hasOlder: boolean): Message[] {
  const from = hasOlder && messages.length > 0 ? Date.parse(messages[0].messageAt) : -Infinity;
  const pending = notes
    .filter((note) => Date.parse(note.createdAt) >= from)
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))
    .map(noteAsMessage);
  if (pending.length === 0) return messages as Message[];
  const merged: Message[] = [];
  for (const message of messages) {
    while (pending.length > 0 && Date.parse(pending[0].messageAt) < Date.parse(message.messageAt)) merged.push(pending.shift()!);
    merged.push(message);
  }
  return [...merged, ...pending];
}
