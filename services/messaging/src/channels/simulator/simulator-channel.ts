import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { SIMULATOR_QR_PREFIX, type MessageType } from '@balcao/contracts';
import type { MessagingDatabase } from '../../db/database';
import { simulatorErrors } from '../../shared/errors';
import type { ChannelEvents, ChannelProvider, InboundFile, OutboundMessage } from '../channel-provider';
import type { ChannelContact, ChannelContactBook } from '../contact-book';
import { SimulatorStore } from './simulator-store';

/** How long the simulated phone takes to acknowledge a message (SENT, then DELIVERED). */
const ACK_DELAY_MS = 50;

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
const newMessageId = (prefix: string) => `${prefix}${randomUUID().replaceAll('-', '').slice(0, 20).toUpperCase()}`;
/** A mobile number in São Paulo: 55 11 9XXXX-XXXX. */
const newPhoneNumber = () => `55119${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

/** The phone's file, sent whole in its request, handed over as the stream a provider gives. */
const fileOf = ({ data, mimeType, fileName }: NonNullable<PhoneMessage['file']>): InboundFile => ({
  mimeType,
  fileName,
  declaredBytes: data.length,
  open: async () => Readable.from([data]),
});

/** A phone's secret: 32 random bytes, base64url. Only its hash is kept. */
const PHONE_TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const isPhoneToken = (value: unknown): value is string => typeof value === 'string' && PHONE_TOKEN.test(value);
const hashOf = (phoneToken: string) => createHash('sha256').update(phoneToken).digest('hex');

/**
 * A real customer phone for demos and tests (ARCHITECTURE §7): it pairs by scanning the QR
 * content the device shows, receives what the office sends and writes back, all persisted.
 */
export class SimulatorChannel implements ChannelProvider, ChannelContactBook {
  readonly name = 'simulator' as const;
  readonly store: SimulatorStore;
  private events: ChannelEvents | null = null;
  private readonly timers = new Set<NodeJS.Timeout>();
  /** The phone's copies of office messages still being written, by message id. */
  private readonly arriving = new Map<string, { integrationId: string; written: Promise<void> }>();

  constructor(db: MessagingDatabase, private readonly onError: (error: unknown) => void) {
    this.store = new SimulatorStore(db);
  }

  private get callbacks(): ChannelEvents {
    if (!this.events) throw new Error('Simulator channel used before start()');
    return this.events;
  }

  async start(events: ChannelEvents) {
    this.events = events;
  }

  async connect(integrationId: string) {
    const qrcode = `${SIMULATOR_QR_PREFIX}${integrationId}:${randomBytes(16).toString('hex')}`;
    await this.store.startPairing(integrationId, qrcode);
    return { qrcode };
  }

  async disconnect(integrationId: string) {
    const device = await this.store.device(integrationId);
    if (!device) return;
    await this.store.setStatus(integrationId, 'disconnected');
    await this.callbacks.status(integrationId, 'disconnected', device.phoneNumber);
  }

  /**
   * Like WhatsApp's server, the simulator takes a message at once (SENT) and the phone has it a
   * moment later: its copy is written meanwhile, and its delivery acknowledged once written. A
   * send never waits for the phone's write (a robot's reply sends its messages one after
   * another); whoever reads the phone's chat in this process waits for it (`landed`).
   */
  async send(integrationId: string, to: string, message: OutboundMessage) {
    if (!(await this.store.isConnected(integrationId))) throw simulatorErrors.NOT_CONNECTED();
    const externalId = newMessageId('SIMO');
    if (message.deletesExternalId) {
      await this.arriving.get(message.deletesExternalId)?.written.catch(() => undefined);
      if (!(await this.store.markDeleted(integrationId, message.deletesExternalId))) throw new Error(`the phone has no message ${message.deletesExternalId}`);
      return { externalId };
    }
    const written = this.store.addMessage({
      integrationId,
      id: externalId,
      phone: to,
      sender: 'office',
      type: message.type,
      text: message.text,
      caption: message.caption ?? null,
      fileName: message.file?.fileName ?? null,
      mimeType: message.file?.mimeType ?? null,
      status: 'SENT',
      quotedId: message.quotedExternalId ?? null,
      reactionToId: message.reactionToExternalId ?? null,
    });
    this.arriving.set(externalId, { integrationId, written });
    written
      .then(
        () =>
          this.later(async () => {
            await this.store.markDelivered(integrationId, externalId);
            // Handed over together, in order: the office applies both in one transaction, SENT first.
            await Promise.all([this.callbacks.ack(integrationId, externalId, 'SENT'), this.callbacks.ack(integrationId, externalId, 'DELIVERED')]);
          }),
        // The phone never got it: the office's message stays SENT, as one WhatsApp never delivers.
        this.onError,
      )
      .finally(() => this.arriving.delete(externalId));
    return { externalId };
  }

  /** Once the phone holds every office message sent to this device so far (writes under way in this process). */
  private async landed(integrationId: string) {
    const writes = [...this.arriving.values()].filter((each) => each.integrationId === integrationId).map((each) => each.written.catch(() => undefined));
    await Promise.all(writes);
  }

  /** The phone's chat with the office, with every message sent to it so far. */
  async chat(integrationId: string, phone: string) {
    await this.landed(integrationId);
    return this.store.chat(integrationId, phone);
  }

  async stop() {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.events = null;
  }

  async listContacts(integrationId: string): Promise<ChannelContact[]> {
    return this.store.contacts(integrationId);
  }

  /**
   * The phone scans a QR code: the device connects with the phone's number, and from then on
   * talks only to this phone. A phone that already paired another device keeps its secret (the
   * one it presents, if some device knows it); a new phone gets one.
   */
  async scan(qrcode: string, presentedToken?: string) {
    const known = isPhoneToken(presentedToken) && (await this.store.knowsPhone(hashOf(presentedToken)));
    const phoneToken = known ? presentedToken : randomBytes(32).toString('base64url');
    const paired = await this.store.pair(qrcode.trim(), hashOf(phoneToken), newPhoneNumber());
    if (!paired) throw simulatorErrors.INVALID_QR();
    await this.callbacks.status(paired.integrationId, 'connected', paired.phoneNumber);
    return { ...paired, phoneToken };
  }

  /** Refused unless this phone scanned the device's current QR code (404, as for anyone else's device). */
  async assertPaired(integrationId: string, phoneToken: string) {
    const { phoneTokenHash } = await this.store.pairing(integrationId);
    if (phoneTokenHash === null || phoneTokenHash !== hashOf(phoneToken)) throw simulatorErrors.NOT_PAIRED();
  }

  /** The devices this phone paired with. */
  async phoneDevices(phoneToken: string) {
    return this.store.phoneDevices(hashOf(phoneToken));
  }

  /** A client writes to the device; the same id twice reaches the office twice, as a redelivery would. */
  async receive(message: PhoneMessage) {
    if (!(await this.store.isConnected(message.integrationId))) throw simulatorErrors.NOT_CONNECTED();
    const id = message.id ?? newMessageId('SIMI');
    // The phone keeps its own copy while the message travels: two writes at once, not one after the other.
    const keptOnPhone = this.store.addMessage({
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
    });
    const delivered = this.callbacks.inbound(message.integrationId, {
      externalId: id,
      from: message.from,
      name: message.name,
      type: message.type,
      text: message.text,
      caption: message.caption,
      file: message.file ? fileOf(message.file) : null,
      quotedExternalId: message.quotedId,
      reactionToExternalId: message.reactionToId,
      timestamp: new Date(),
    });
    await Promise.all([keptOnPhone, delivered]);
    return { id };
  }

  /** The phone opens its chat: what the office sent is now read. */
  async markRead(integrationId: string, phone: string) {
    await this.landed(integrationId);
    const ids = await this.store.setMessageStatus(integrationId, await this.store.unreadByPhone(integrationId, phone), 'READ');
    for (const id of ids) await this.callbacks.ack(integrationId, id, 'READ');
    return ids.length;
  }

  private later(work: () => Promise<void>) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (this.events) work().catch(this.onError);
    }, ACK_DELAY_MS);
    this.timers.add(timer);
  }
}
