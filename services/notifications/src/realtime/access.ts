import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { conversationInboxes, members } from '../db/schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids from the browser are checked before they reach a uuid column. */
export const isUuid = (value: string) => UUID.test(value);

export interface Viewer {
  userId: string;
  officeId: string;
}

/** The workspaces the user belongs to in their office (membership projection); empty when unknown. */
export async function inboxesOf(db: Executor, viewer: Viewer): Promise<Set<string>> {
  const [member] = await db
    .select({ inboxIds: members.inboxIds })
    .from(members)
    .where(and(eq(members.userId, viewer.userId), eq(members.officeId, viewer.officeId)))
    .limit(1);
  return new Set(member?.inboxIds ?? []);
}

/** The inbox of a conversation of this office, or null when there is none to see. */
export async function inboxOfConversation(db: Executor, officeId: string, conversationId: string): Promise<string | null> {
  if (!isUuid(conversationId)) return null;
  const [row] = await db
    .select({ inboxId: conversationInboxes.inboxId })
    .from(conversationInboxes)
    .where(and(eq(conversationInboxes.conversationId, conversationId), eq(conversationInboxes.officeId, officeId)))
    .limit(1);
  return row?.inboxId ?? null;
}

/** The conversation's inbox when the viewer may see it; null for 'Acesso negado'. */
export async function visibleConversationInbox(db: Executor, viewer: Viewer, conversationId: string): Promise<string | null> {
  const inboxId = await inboxOfConversation(db, viewer.officeId, conversationId);
  if (!inboxId) return null;
  return (await inboxesOf(db, viewer)).has(inboxId) ? inboxId : null;
}
