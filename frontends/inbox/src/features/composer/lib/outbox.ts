import type { Message, MessageType } from '@balcao/contracts';
import { LOCAL_ID_PREFIX } from '../../messages/lib/message-rules';

/** What the attendant asked to send; kept to retry a failed send. */
export interface SendDraft {
  text: string;
  file: File | null;
  fileName: string | null;
  type: MessageType;
  replyTo: Pick<Message, 'id'> | null;
  showResponsibleName: boolean;
}

/** A message sent from this browser that the server has not confirmed yet, or that failed. */
export interface OutboxEntry {
  localId: string;
  conversationId: string;
  /** One per send attempt, so a network retry of the same attempt never sends twice. */
  idempotencyKey: string;
  createdAt: number;
  draft: SendDraft;
  /** What the bubble shows: status PENDING, or FAILED when the send did not go through. */
  message: Message;
  /** Server ids already loaded when the send started; the echo of this send is none of them. */
  baselineIds: ReadonlySet<string>;
}

export interface LocalSender {
  id: string;
  name: string;
  imageUrl: string | null;
}

/** The text the server will store: signed messages start with the attendant's name in bold. */
export function signedText(text: string, senderName: string, showResponsibleName: boolean): string {
  return showResponsibleName && text && senderName ? `*${senderName}*:\n${text}` : text;
}

/** The optimistic message shown as PENDING the moment the attendant sends (spec 1 §4). */
export function buildLocalMessage(input: {
  idempotencyKey: string;
  conversationId: string;
  draft: SendDraft;
  sender: LocalSender;
  now: Date;
  fileUrl: string | null;
}): Message {
  const { draft } = input;
  const text = signedText(draft.text.trim(), input.sender.name, draft.showResponsibleName) || null;
  return {
    id: `${LOCAL_ID_PREFIX}${input.idempotencyKey}`,
    conversationId: input.conversationId,
    externalId: null,
    type: draft.type,
    content: text,
    direction: 'OUTBOUND',
    status: 'PENDING',
    messageAt: input.now.toISOString(),
    user: { id: input.sender.id, name: input.sender.name, imageUrl: input.sender.imageUrl, isAgent: false },
    clientInfo: null,
    fileUrl: input.fileUrl,
    metadata: {
      isDeleted: false,
      isEdited: false,
      quotedMessageId: draft.replyTo?.id ?? null,
      reactionMessageId: null,
      caption: draft.file ? text : null,
      fileName: draft.file ? draft.fileName : null,
      mimeType: draft.file?.type || null,
    },
    reactions: [],
  };
}

/** Whether `server` is the stored copy of this entry's send (its answer may not have come yet). */
function isEchoOf(server: Message, entry: OutboxEntry): boolean {
  const local = entry.message;
  if (entry.baselineIds.has(server.id)) return false;
  if (server.direction !== 'OUTBOUND' || server.user?.id !== local.user?.id) return false;
  if (server.type !== local.type) return false;
  if (entry.draft.file) return server.metadata.fileName === local.metadata.fileName && (server.content ?? null) === (local.content ?? null);
  return server.content === local.content;
}

/**
 * The timeline: server messages (oldest to newest) followed by this browser's sends that the
 * server has not echoed yet. A realtime frame can bring the stored message before the HTTP
 * answer does; matching keeps it from showing twice.
 */
export function mergeOutbox(serverMessages: readonly Message[], entries: readonly OutboxEntry[]): Message[] {
  if (entries.length === 0) return serverMessages as Message[];
  const claimed = new Set<string>();
  const pending: Message[] = [];
  for (const entry of entries) {
    const echo = serverMessages.find((server) => !claimed.has(server.id) && isEchoOf(server, entry));
    if (echo) claimed.add(echo.id);
    else pending.push(entry.message);
  }
  return [...serverMessages, ...pending];
}
