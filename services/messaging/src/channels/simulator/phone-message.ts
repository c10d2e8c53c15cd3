import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { MessageType } from '@balcao/contracts';
import type { InboundFile, InboundMessage } from '../channel-provider';
import type { SimulatorMessageRow } from './simulator-store';

/** What a client's phone writes to a device (the POST /api/simulator/messages body). */
export interface PhoneMessage {
  integrationId: string;
  from: string;
  name: string | null;
  type: MessageType;
  text: string | null;
  caption: string | null;
  file: { data: Buffer; mimeType: string; fileName: string | null } | null;
  id?: string;
  quotedId: string | null;
  reactionToId: string | null;
}

// 20 hex digits like WhatsApp's ids; randomUUID draws from a cached pool (randomBytes is a syscall each).
export const newMessageId = (prefix: string) => `${prefix}${randomUUID().replaceAll('-', '').slice(0, 20).toUpperCase()}`;

/** The phone's file, sent whole in its request, handed over as the stream a provider gives. */
const fileOf = (data: Buffer, mimeType: string, fileName: string | null): InboundFile => ({
  mimeType,
  fileName,
  declaredBytes: data.length,
  open: async () => Readable.from([data]),
});

/**
 * The phone's own copy of its message, in its chat, timed when the phone sent it: that time goes
 * with it to the office however late it arrives (a slow holder, a hand-over), as a WhatsApp
 * message carries its sender's timestamp, so the conversation keeps the client's order.
 */
export function phoneCopyOf(message: PhoneMessage, id: string): SimulatorMessageRow {
  return {
    createdAt: new Date(),
    integrationId: message.integrationId,
    id,
    phone: message.from,
    sender: 'phone',
    senderName: message.name,
    type: message.type,
    text: message.text,
    caption: message.caption,
    fileName: message.file?.fileName ?? null,
    mimeType: message.file?.mimeType ?? null,
    quotedId: message.quotedId,
    reactionToId: message.reactionToId,
  };
}

/** The message as the office receives it, from the phone's copy (and the file it kept, if any). */
export function inboundOf(copy: SimulatorMessageRow, file: Buffer | null, timestamp: Date): InboundMessage {
  return {
    externalId: copy.id,
    from: copy.phone,
    name: copy.senderName ?? null,
    type: copy.type,
    text: copy.text ?? null,
    caption: copy.caption ?? null,
    file: file && copy.mimeType ? fileOf(file, copy.mimeType, copy.fileName ?? null) : null,
    quotedExternalId: copy.quotedId ?? null,
    reactionToExternalId: copy.reactionToId ?? null,
    timestamp,
  };
}
