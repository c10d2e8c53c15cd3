import {
  WAMessageStatus,
  getContentType,
  isJidBroadcast,
  isJidGroup,
  isJidNewsletter,
  isJidStatusBroadcast,
  normalizeMessageContent,
  toNumber,
} from '@whiskeysockets/baileys';
import type { AnyMessageContent, MiscMessageGenerationOptions, WAMessage, WAMessageKey, WAMessageUpdate, proto } from '@whiskeysockets/baileys';
import type { Readable } from 'node:stream';
import type { MessageStatus, MessageType } from '@balcao/contracts';
import type { InboundMessage, OutboundMessage } from '../channel-provider';
import { canonicalPhone, lidUserFromJid, phoneFromJid, pnUserFromJid } from './baileys-jid';

/**
 * Keys as WhatsApp sends them for @lid chats (Baileys 7 names; 6.17's types predate them): the
 * phone-number jid travels beside the lid when the server shares it.
 */
export type AltMessageKey = WAMessageKey & {
  senderPn?: string | null;
  participantPn?: string | null;
  remoteJidAlt?: string | null;
  participantAlt?: string | null;
};

export type IgnoredReason =
  | 'empty'
  | 'from-me'
  | 'group'
  | 'status-broadcast'
  | 'broadcast'
  | 'newsletter'
  | 'protocol'
  | 'unsupported'
  | 'unknown-sender';

/** A lid seen beside its phone number: worth remembering for the messages that come without it. */
export interface LearnedLid {
  lidUser: string;
  pnUser: string;
}

export type InboundMapping =
  | { kind: 'message'; message: InboundMessage; learned: LearnedLid | null }
  | { kind: 'ignored'; reason: IgnoredReason; detail?: string };

export interface InboundDependencies {
  /** The phone user stored for a lid user (Baileys' `lid-mapping` keys), or null. */
  phoneForLid(lidUser: string): Promise<string | null>;
  /** Downloads and decrypts a media message as a stream (Baileys' downloadMediaMessage), when the message is stored. */
  download(message: WAMessage): Promise<Readable>;
}

const MEDIA = {
  imageMessage: { type: 'image', mimeType: 'image/jpeg' },
  videoMessage: { type: 'video', mimeType: 'video/mp4' },
  audioMessage: { type: 'audio', mimeType: 'audio/ogg; codecs=opus' },
  documentMessage: { type: 'document', mimeType: 'application/octet-stream' },
  stickerMessage: { type: 'sticker', mimeType: 'image/webp' },
} as const satisfies Record<string, { type: MessageType; mimeType: string }>;
type MediaKey = keyof typeof MEDIA;
const isMediaKey = (key: string): key is MediaKey => key in MEDIA;

type MediaContent = proto.Message.IImageMessage &
  proto.Message.IVideoMessage &
  proto.Message.IAudioMessage &
  proto.Message.IDocumentMessage &
  proto.Message.IStickerMessage;

type Sender = { phone: string; learned: LearnedLid | null } | { lidUser: string } | { ignored: IgnoredReason };

/** Who wrote a 1:1 message, without touching storage: a phone, or a lid still to resolve. */
export function senderOf(key: AltMessageKey): Sender {
  const jid = key.remoteJid ?? '';
  if (isJidStatusBroadcast(jid)) return { ignored: 'status-broadcast' };
  if (isJidGroup(jid)) return { ignored: 'group' };
  if (isJidNewsletter(jid)) return { ignored: 'newsletter' };
  if (isJidBroadcast(jid)) return { ignored: 'broadcast' };
  const phone = phoneFromJid(jid);
  if (phone) return { phone, learned: null };
  const lidUser = lidUserFromJid(jid);
  if (!lidUser) return { ignored: 'unknown-sender' };
  for (const alt of [key.senderPn, key.remoteJidAlt, key.participantPn, key.participantAlt]) {
    const pnUser = pnUserFromJid(alt);
    if (pnUser) return { phone: canonicalPhone(pnUser), learned: { lidUser, pnUser } };
  }
  return { lidUser };
}

/** The message's own content type and body, with ephemeral / view-once / edit wrappers removed. */
export function contentOf(message: WAMessage): { key: string; content: proto.IMessage } | null {
  const content = normalizeMessageContent(message.message);
  const key = getContentType(content ?? undefined);
  return content && key ? { key, content } : null;
}

export async function toInboundMessage(message: WAMessage, deps: InboundDependencies): Promise<InboundMapping> {
  const key = message.key as AltMessageKey;
  if (key.fromMe) return { kind: 'ignored', reason: 'from-me' };
  const sender = senderOf(key);
  if ('ignored' in sender) return { kind: 'ignored', reason: sender.ignored, detail: key.remoteJid ?? undefined };
  const body = contentOf(message);
  if (!body) return { kind: 'ignored', reason: 'empty' };
  if (body.key === 'protocolMessage') return { kind: 'ignored', reason: 'protocol' };

  let phone: string;
  let learned: LearnedLid | null = null;
  if ('lidUser' in sender) {
    const stored = await deps.phoneForLid(sender.lidUser);
    const digits = stored ? (phoneFromJid(stored) ?? (/^\d{8,15}$/.test(stored) ? canonicalPhone(stored) : null)) : null;
    if (!digits) return { kind: 'ignored', reason: 'unknown-sender', detail: key.remoteJid ?? undefined };
    phone = digits;
  } else {
    phone = sender.phone;
    learned = sender.learned;
  }

  const base = {
    externalId: key.id ?? '',
    from: phone,
    name: message.pushName ?? null,
    timestamp: toTimestamp(message.messageTimestamp),
  };
  const mapped = await mapBody(message, body, base, deps);
  return mapped ? { kind: 'message', message: mapped, learned } : { kind: 'ignored', reason: 'unsupported', detail: body.key };
}

async function mapBody(
  message: WAMessage,
  { key, content }: { key: string; content: proto.IMessage },
  base: Pick<InboundMessage, 'externalId' | 'from' | 'name' | 'timestamp'>,
  deps: InboundDependencies,
): Promise<InboundMessage | null> {
  if (key === 'conversation') return { ...base, type: 'text', text: content.conversation ?? '' };
  if (key === 'extendedTextMessage') {
    const extended = content.extendedTextMessage!;
    return { ...base, type: 'text', text: extended.text ?? '', quotedExternalId: extended.contextInfo?.stanzaId ?? null };
  }
  if (key === 'reactionMessage') {
    const reaction = content.reactionMessage!;
    // An empty emoji is WhatsApp's "reaction removed".
    return { ...base, type: 'reaction', text: reaction.text || null, reactionToExternalId: reaction.key?.id ?? null };
  }
  if (!isMediaKey(key)) return null;
  const media = content[key] as MediaContent;
  const file: InboundMessage['file'] = {
    mimeType: media.mimetype || MEDIA[key].mimeType,
    fileName: media.fileName ?? null,
    declaredBytes: declaredBytesOf(media.fileLength),
    open: () => deps.download(message),
  };
  return {
    ...base,
    type: MEDIA[key].type,
    text: null,
    file,
    caption: media.caption || null,
    quotedExternalId: media.contextInfo?.stanzaId ?? null,
  };
}

/** WhatsApp's fileLength: a Long once decoded, a string in recorded JSON. */
function declaredBytesOf(value: MediaContent['fileLength']): number | null {
  const bytes = value ? Number(toNumber(value)) : NaN;
  return Number.isFinite(bytes) && bytes > 0 ? bytes : null;
}

function toTimestamp(value: WAMessage['messageTimestamp']): Date {
  const seconds = value ? toNumber(value) : 0;
  return seconds > 0 ? new Date(seconds * 1000) : new Date();
}

export interface SendContext {
  /** The chat the message goes to. */
  jid: string;
  /** The quoted message when it is still known (keeps the quote's preview); else a bare key is used. */
  quoted?: WAMessage | null;
  /** The key of the message reacted to, when known (fromMe matters to WhatsApp). */
  reactedKey?: WAMessageKey | null;
}

/** OutboundMessage → what Baileys' sendMessage takes. */
export function toSendContent(message: OutboundMessage, context: SendContext): { content: AnyMessageContent; options: MiscMessageGenerationOptions } {
  // The office's own id for the send: a repeat goes under the same id, and WhatsApp keeps one.
  const options: MiscMessageGenerationOptions = message.id ? { messageId: message.id } : {};
  if (message.deletesExternalId) {
    return { content: { delete: { remoteJid: context.jid, fromMe: true, id: message.deletesExternalId } }, options };
  }
  if (message.quotedExternalId) {
    options.quoted = context.quoted ?? {
      key: { remoteJid: context.jid, id: message.quotedExternalId, fromMe: false },
      message: { conversation: '' },
    };
  }
  if (message.type === 'reaction') {
    if (!message.reactionToExternalId) throw new Error('A reaction needs the id of the message it reacts to');
    const key = context.reactedKey ?? { remoteJid: context.jid, id: message.reactionToExternalId, fromMe: false };
    return { content: { react: { text: message.text ?? '', key } }, options: message.id ? { messageId: message.id } : {} };
  }
  const file = message.file;
  const caption = message.caption ?? message.text ?? undefined;
  if (file) {
    switch (message.type) {
      case 'image':
        return { content: { image: file.data, caption, mimetype: file.mimeType }, options };
      case 'video':
        return { content: { video: file.data, caption, mimetype: file.mimeType }, options };
      case 'sticker':
        return { content: { sticker: file.data }, options };
      case 'audio': {
        // Recorded voice goes out as a voice note (ptt); other audio files as audio.
        const ptt = /ogg|webm/i.test(file.mimeType);
        const mimetype = /ogg/i.test(file.mimeType) ? 'audio/ogg; codecs=opus' : file.mimeType;
        return { content: { audio: file.data, mimetype, ptt }, options };
      }
      default:
        return { content: { document: file.data, mimetype: file.mimeType, fileName: file.fileName ?? 'arquivo', caption }, options };
    }
  }
  const text = message.text ?? message.caption;
  if (!text) throw new Error(`Nothing to send for a ${message.type} message without text or file`);
  return { content: { text }, options };
}

const ACKS: Partial<Record<number, MessageStatus>> = {
  [WAMessageStatus.ERROR]: 'FAILED',
  [WAMessageStatus.SERVER_ACK]: 'SENT',
  [WAMessageStatus.DELIVERY_ACK]: 'DELIVERED',
  [WAMessageStatus.READ]: 'READ',
  [WAMessageStatus.PLAYED]: 'READ',
};

/** `messages.update` → delivery acks of the messages this device sent. */
export function toAcks(updates: WAMessageUpdate[]): { externalId: string; status: MessageStatus }[] {
  const acks: { externalId: string; status: MessageStatus }[] = [];
  for (const { key, update } of updates) {
    const status = typeof update.status === 'number' ? ACKS[update.status] : undefined;
    if (key.fromMe && key.id && status) acks.push({ externalId: key.id, status });
  }
  return acks;
}
