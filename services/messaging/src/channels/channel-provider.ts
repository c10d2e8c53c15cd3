import type { Readable } from 'node:stream';
import type { IntegrationStatus, MessageStatus, MessageType } from '@balcao/contracts';

/**
 * A client's file, read once when the message is stored: the provider downloads it then, as a
 * stream, so no file is ever whole in memory (a WhatsApp document may be 2 GB).
 */
export interface InboundFile {
  mimeType: string;
  fileName: string | null;
  /** The size the provider announced, if any: a file announced past the cap is not downloaded at all. */
  declaredBytes?: number | null;
  /** Starts the download; called again for each attempt to store the message. */
  open(): Promise<Readable>;
}

export interface InboundMessage {
  externalId: string;            // provider message id: the idempotency key of inbound storage
  from: string;                  // phone digits with country code (55…), never a @lid / jid
  name: string | null;           // push name
  type: MessageType;             // text, image, audio, video, document, sticker, reaction…
  text: string | null;
  file?: InboundFile | null;
  caption?: string | null;
  quotedExternalId?: string | null;
  reactionToExternalId?: string | null;
  timestamp: Date;
}

export interface OutboundMessage {
  type: MessageType;
  text: string | null;
  /** `key`: where the file is kept in the media storage, so another replica can read it. */
  file?: { data: Buffer; mimeType: string; fileName: string | null; key?: string | null } | null;
  caption?: string | null;
  quotedExternalId?: string | null;
  reactionToExternalId?: string | null;
  /** Deletes that earlier message of the office for everyone (WhatsApp's revoke) instead of sending content. */
  deletesExternalId?: string | null;
  /**
   * The id the message goes under (channelMessageIdOf), fixed by the office's own record of the
   * send: a repeat of the same send is the same message on the phone, not a second copy
   * (WhatsApp keeps one message per id; so does the simulator's phone).
   */
  id?: string | null;
}

export interface ChannelEvents {
  inbound(integrationId: string, message: InboundMessage): Promise<void>;
  status(integrationId: string, status: IntegrationStatus, phoneNumber: string | null): Promise<void>;
  ack(integrationId: string, externalId: string, status: MessageStatus): Promise<void>;
  qr(integrationId: string, qrcode: string): Promise<void>;
}

export interface ChannelProvider {
  readonly name: 'simulator' | 'baileys';
  /** Wires the provider's callbacks into the messaging service (called once at start). */
  start(events: ChannelEvents): Promise<void>;
  /** Starts (or restarts) pairing; resolves with the first QR code content. */
  connect(integrationId: string): Promise<{ qrcode: string }>;
  disconnect(integrationId: string): Promise<void>;
  /** Sends to a phone (digits with 55); resolves with the provider message id. */
  send(integrationId: string, to: string, message: OutboundMessage): Promise<{ externalId: string }>;
  stop(): Promise<void>;
}
