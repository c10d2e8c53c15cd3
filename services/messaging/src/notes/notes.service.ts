import { and, desc, eq, sql } from 'drizzle-orm';
import { messagingEvents, type CreateNoteBody, type ListNotesQuery, type Note } from '@balcao/contracts';
import { commonErrors, type Principal } from '@balcao/service-kit';
import { loadConversationSummary } from '../conversations/conversation-summary';
import { eventOf, recordEvents, runCommand, type DataAccess, type Executor } from '../db/database';
import { conversations, members, notes, type NoteRow } from '../db/schema';
import { toIso } from '../shared/http';
import { visibleTo } from '../shared/tenancy';

const toNote = (row: NoteRow, authorName: string | null): Note => ({
  id: row.id,
  conversationId: row.conversationId,
  content: row.content,
  createdAt: toIso(row.createdAt),
  user: { id: row.userId, name: authorName ?? '' },
});

/** The conversation's notes, newest first; 404 unless the caller may see the conversation. */
export async function listNotes(db: Executor, principal: Principal, query: ListNotesQuery): Promise<Note[]> {
  const [conversation] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.id, query.conversationId), visibleTo(principal, conversations)));
  if (!conversation) throw commonErrors.NOT_FOUND();
  const rows = await db
    .select({ note: notes, authorName: members.name })
    .from(notes)
    .leftJoin(members, eq(members.userId, notes.userId))
    .where(eq(notes.conversationId, conversation.id))
    .orderBy(desc(notes.id));
  return rows.map((row) => toNote(row.note, row.authorName));
}

/** Writes an internal note (never sent to the client); the conversation's summary counts it. */
export async function addNote(data: DataAccess, principal: Principal, body: CreateNoteBody): Promise<Note> {
  return runCommand(data, async (tx) => {
    const [conversation] = await tx
      .update(conversations)
      .set({ notesCount: sql`${conversations.notesCount} + 1`, updatedAt: new Date() })
      .where(and(eq(conversations.id, body.conversationId), visibleTo(principal, conversations)))
      .returning({ id: conversations.id, officeId: conversations.officeId, inboxId: conversations.inboxId });
    if (!conversation) throw commonErrors.NOT_FOUND();
    const [row] = await tx
      .insert(notes)
      .values({ officeId: conversation.officeId, inboxId: conversation.inboxId, conversationId: conversation.id, userId: principal.userId, content: body.note })
      .returning();
    const [author] = await tx.select({ name: members.name }).from(members).where(eq(members.userId, principal.userId));
    const note = toNote(row, author?.name ?? null);
    const summary = (await loadConversationSummary(tx, conversation.id))!;
    await recordEvents(tx, [
      eventOf(messagingEvents.noteAdded, conversation, { conversationId: conversation.id, note }),
      eventOf(messagingEvents.conversationChanged, conversation, { conversation: summary }),
    ]);
    return note;
  });
}
