import { MESSAGE_DELETE_WINDOW_HOURS, type ConversationStatus, type Message } from '@balcao/contracts';

/** Spec 1 §5, §9: own messages can be deleted for 48 hours from messageAt. */
export const DELETE_WINDOW_MS = MESSAGE_DELETE_WINDOW_HOURS * 60 * 60 * 1000;

/** Messages still being sent from this browser carry a local id until the server answers. */
export const LOCAL_ID_PREFIX = 'local:';
export const isLocalMessage = (message: Pick<Message, 'id'>) => message.id.startsWith(LOCAL_ID_PREFIX);

export const MEDIA_TYPES = new Set<Message['type']>(['image', 'video', 'audio', 'document', 'sticker']);

/** Sent from this office by this user (not by another attendant, a flow or the AI agent). */
export function isOwnMessage(message: Pick<Message, 'direction' | 'user'>, userId: string): boolean {
  return message.direction === 'OUTBOUND' && message.user?.id === userId;
}

/** Spec 1 §5: deletion only for own messages younger than 48 hours. */
export function canDeleteMessage(message: Message, userId: string, now: number = Date.now()): boolean {
  if (isLocalMessage(message) || message.metadata.isDeleted || message.type === 'note') return false;
  if (!isOwnMessage(message, userId)) return false;
  return now - Date.parse(message.messageAt) < DELETE_WINDOW_MS;
}

/** Spec 1 §5: replies only in human chats and to messages that are not the user's own. */
export function canReplyToMessage(message: Message, status: ConversationStatus, userId: string): boolean {
  if (status !== 'HUMAN_INTERACTIVE') return false;
  if (isLocalMessage(message) || message.metadata.isDeleted) return false;
  if (message.type === 'note' || message.type === 'reaction') return false;
  return !isOwnMessage(message, userId);
}

/** What 'Copiar' copies: the text, or for files the link ('Copiar Link', spec 1 §2). */
export function copyTargetOf(message: Message): { kind: 'text' | 'link'; value: string } | null {
  if (message.metadata.isDeleted) return null;
  if (MEDIA_TYPES.has(message.type)) return message.fileUrl ? { kind: 'link', value: message.fileUrl } : null;
  return message.content ? { kind: 'text', value: message.content } : null;
}

/** A short description of a message for previews (list, quoted reply, reply chip). */
export function messagePreviewText(message: Pick<Message, 'type' | 'content' | 'metadata'>): string {
  if (message.metadata.isDeleted) return 'Mensagem apagada';
  const text = message.content?.trim() || message.metadata.caption?.trim();
  if (text) return text;
  if (message.type === 'document' && message.metadata.fileName) return message.metadata.fileName;
  return MEDIA_LABELS[message.type] ?? 'Mensagem';
}

export const MEDIA_LABELS: Partial<Record<Message['type'], string>> = {
  image: 'Imagem',
  video: 'Vídeo',
  audio: 'Áudio',
  document: 'Documento',
  sticker: 'Figurinha',
  reaction: 'Reação',
};

/** Entries of the message menu (spec 1 §2). */
export type MessageAction = 'copy' | 'copy-link' | 'reply' | 'delete';

/** Which menu entries a message offers to this user now. */
export function messageActionsFor(
  message: Message,
  status: ConversationStatus,
  userId: string,
  now: number = Date.now(),
): MessageAction[] {
  if (isLocalMessage(message)) return [];
  const actions: MessageAction[] = [];
  const copy = copyTargetOf(message);
  if (copy) actions.push(copy.kind === 'text' ? 'copy' : 'copy-link');
  if (canReplyToMessage(message, status, userId)) actions.push('reply');
  if (canDeleteMessage(message, userId, now)) actions.push('delete');
  return actions;
}
