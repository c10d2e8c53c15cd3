import { createHash, randomBytes, randomInt } from 'node:crypto';
import { SIMULATOR_QR_PREFIX } from '@balcao/contracts';
import { MemoryStore, type KeyValueStore, type Subscription } from '@balcao/service-kit';
import type { MessagingDatabase } from '../../db/database';
import { simulatorErrors } from '../../shared/errors';
import { ChannelUnavailableError, DeviceNotOwnedError } from '../channel-errors';
import type { ChannelEvents, ChannelProvider, OutboundMessage } from '../channel-provider';
import type { ChannelContact, ChannelContactBook } from '../contact-book';
import { LEASE_RENEW_MS, LEASE_TTL_SECONDS, PROCESS_REPLICA_ID } from '../device-lease';
import { askHolder, sendSubjectOf, toForwardedSend, type ForwardedSend, type ReplicaRequests } from '../forwarded-send';
import { KeptMessages } from './kept-messages';
import { inboundOf, newMessageId, phoneCopyOf, type PhoneMessage } from './phone-message';
import { SimulatorLeases } from './simulator-leases';
import { SimulatorStore, type SimulatorMessageRow } from './simulator-store';

export type { PhoneMessage } from './phone-message';

/** How long the simulated phone takes to acknowledge a message (SENT, then DELIVERED). */
const ACK_DELAY_MS = 50;
/** A live holder answers in milliseconds; past this it is taken for dead (its lease will run out). */
const HOLDER_ANSWER_MS = 5_000;

/** A mobile number in São Paulo: 55 11 9XXXX-XXXX. */
const newPhoneNumber = () => `55119${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
const receiveSubjectOf = (replicaId: string) => `whatsapp.receive.${replicaId}`;
const keptSubjectOf = (replicaId: string) => `whatsapp.deliver-kept.${replicaId}`;

/** What the phone keeps of an office message: a file's name and type, not its bytes. */
type OfficeMessage = Omit<OutboundMessage, 'file'> & { file?: { mimeType: string; fileName: string | null } | null };

interface SimulatorLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface SimulatorChannelOptions {
  db: MessagingDatabase;
  log: SimulatorLogger;
  /** Shared by all replicas (Redis in a cluster): the device leases. Unset, this process is the only replica. */
  store?: KeyValueStore;
  /** The bus's request/reply: what reaches a replica for a device another one holds goes to the holder. */
  requests?: ReplicaRequests;
  replicaId?: string;
  leaseTtlSeconds?: number;
  leaseRenewMs?: number;
}

/** A phone's secret: 32 random bytes, base64url. Only its hash is kept. */
const PHONE_TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const isPhoneToken = (value: unknown): value is string => typeof value === 'string' && PHONE_TOKEN.test(value);
const hashOf = (phoneToken: string) => createHash('sha256').update(phoneToken).digest('hex');

/**
 * A real customer phone for demos and tests (ARCHITECTURE §7): it pairs by scanning the QR
 * content the device shows, receives what the office sends and writes back, all persisted.
 * Each connected device is driven by one replica, the holder of its lease, as a Baileys device
 * is: sends and the phone's messages reaching another replica are carried out by the holder.
 */
export class SimulatorChannel implements ChannelProvider, ChannelContactBook {
  readonly name = 'simulator' as const;
  readonly store: SimulatorStore;
  readonly leases: SimulatorLeases;
  private events: ChannelEvents | null = null;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly kept: KeptMessages;
  private serving: Subscription[] = [];
  private readonly log: SimulatorLogger;
  private readonly requests: ReplicaRequests | undefined;

  constructor(options: SimulatorChannelOptions) {
    this.store = new SimulatorStore(options.db);
    this.log = options.log;
    this.requests = options.requests;
    this.leases = new SimulatorLeases({
      store: options.store ?? new MemoryStore(),
      replicaId: options.replicaId ?? PROCESS_REPLICA_ID,
      ttlSeconds: options.leaseTtlSeconds ?? LEASE_TTL_SECONDS,
      renewMs: options.leaseRenewMs ?? LEASE_RENEW_MS,
      connectedDevices: () => this.store.connectedDevices(),
      onTaken: (integrationId) => void this.kept.handOver(integrationId),
      afterRound: async (held) => {
        for (const id of await this.store.devicesWithKeptMessages([...held])) void this.kept.handOver(id);
      },
      onError: (error) => this.onError(error),
    });
    this.kept = new KeptMessages({
      store: this.store,
      holds: (integrationId) => this.leases.holds(integrationId),
      events: () => this.events,
      onError: (error) => this.onError(error),
    });
  }

  private readonly onError = (error: unknown) => this.log.error({ err: error }, 'simulator channel failed');

  private get callbacks(): ChannelEvents {
    if (!this.events) throw new Error('Simulator channel used before start()');
    return this.events;
  }

  async start(events: ChannelEvents) {
    this.events = events;
    const { replicaId } = this.leases;
    if (this.requests && this.serving.length === 0) {
      this.serving = await Promise.all([
        this.requests.serve(sendSubjectOf(replicaId), async (data) => {
          const { integrationId, to, message } = data as ForwardedSend;
          if (!this.leases.holds(integrationId)) throw new DeviceNotOwnedError(integrationId, await this.leases.holder(integrationId));
          return this.sendHere(integrationId, to, message);
        }),
        this.requests.serve(receiveSubjectOf(replicaId), async (data) => {
          const { copy } = data as { copy: Omit<SimulatorMessageRow, 'createdAt'> & { createdAt?: string } };
          if (!this.leases.holds(copy.integrationId)) throw new DeviceNotOwnedError(copy.integrationId, await this.leases.holder(copy.integrationId));
          // The bus carries the phone's time as text.
          await this.receiveHere({ ...copy, createdAt: copy.createdAt ? new Date(copy.createdAt) : new Date() }, null);
        }),
        this.requests.serve(keptSubjectOf(replicaId), async (data) => {
          const { integrationId } = data as { integrationId: string };
          if (!this.leases.holds(integrationId)) throw new DeviceNotOwnedError(integrationId, await this.leases.holder(integrationId));
          await this.kept.handOver(integrationId);
        }),
      ]);
    }
    await this.leases.start();
  }

  /** Whether this replica drives the device, taking its lease when no replica holds it (a simulator session opens at once). */
  private async drivesHere(integrationId: string): Promise<boolean> {
    if (this.leases.holds(integrationId)) return true;
    if (!(await this.leases.take(integrationId))) return false;
    await this.kept.settled(integrationId);
    return true;
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
    // Held elsewhere, the holder gives it up on its next round (the device is no longer connected).
    await this.leases.release(integrationId);
    await this.callbacks.status(integrationId, 'disconnected', device.phoneNumber);
  }

  /**
   * Like WhatsApp's server, the simulator answers SENT once it has the message for good: the
   * phone's copy is written first, and its delivery acknowledged a moment later. Answering
   * before the write (issue 39's CI run) lost an answer the office had recorded SENT when the
   * holder died or PostgreSQL restarted in between; a write that fails is a retryable error,
   * and the retry under the same id finds the phone's copy once. Sent by the device's holder:
   * from another replica the send goes to it over the bus.
   */
  async send(integrationId: string, to: string, message: OutboundMessage): Promise<{ externalId: string }> {
    if (!(await this.store.isConnected(integrationId))) throw simulatorErrors.NOT_CONNECTED();
    if (await this.drivesHere(integrationId)) return this.sendHere(integrationId, to, message);
    const holder = await this.leases.holder(integrationId);
    if (!holder || !this.requests) throw new DeviceNotOwnedError(integrationId, holder);
    const target = { integrationId, holder, subject: sendSubjectOf(holder) };
    return (await askHolder(this.requests, target, toForwardedSend(integrationId, to, message), HOLDER_ANSWER_MS)) as { externalId: string };
  }

  private async sendHere(integrationId: string, to: string, message: OfficeMessage) {
    const externalId = message.id ?? newMessageId('SIMO');
    if (message.deletesExternalId) {
      if (!(await this.store.markDeleted(integrationId, message.deletesExternalId))) throw new Error(`the phone has no message ${message.deletesExternalId}`);
      return { externalId };
    }
    try {
      await this.store.addMessage({
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
    } catch (error) {
      throw new ChannelUnavailableError(integrationId, { cause: error });
    }
    this.later(async () => {
      await this.store.markDelivered(integrationId, externalId);
      // Handed over together, in order: the office applies both in one transaction, SENT first.
      await Promise.all([this.callbacks.ack(integrationId, externalId, 'SENT'), this.callbacks.ack(integrationId, externalId, 'DELIVERED')]);
    });
    return { externalId };
  }

  /** The phone's chat with the office. */
  async chat(integrationId: string, phone: string) {
    return this.store.chat(integrationId, phone);
  }

  /** Gives the devices held here up at once: another replica takes them on its next send, message or round. */
  async stop() {
    await Promise.all(this.serving.map((subscription) => subscription.stop()));
    this.serving = [];
    await this.kept.settled();
    await this.leases.stop();
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
    // The scanning replica drives the device unless a live one holds it already.
    await this.drivesHere(paired.integrationId);
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

  /**
   * A client writes to the device; the same id twice reaches the office twice, as a redelivery
   * would. The device's holder hands it to the office (from another replica it goes there over
   * the bus; a file goes through the phone's kept copy, too big for the bus); when the holder
   * cannot be reached (it died and its lease has not run out), the phone keeps it and the next
   * holder delivers it. Answered with the id either way: the phone has its copy.
   */
  async receive(message: PhoneMessage) {
    const { integrationId } = message;
    if (!(await this.store.isConnected(integrationId))) throw simulatorErrors.NOT_CONNECTED();
    const id = message.id ?? newMessageId('SIMI');
    const copy = phoneCopyOf(message, id);
    const file = message.file?.data ?? null;
    if (await this.drivesHere(integrationId)) {
      await this.receiveHere(copy, file);
      return { id };
    }
    if (file) await this.store.keepMessage(copy, file);
    const holder = await this.leases.holder(integrationId);
    if (holder && this.requests) {
      try {
        const subject = file ? keptSubjectOf(holder) : receiveSubjectOf(holder);
        await askHolder(this.requests, { integrationId, holder, subject }, file ? { integrationId } : { copy }, HOLDER_ANSWER_MS);
        return { id };
      } catch (error) {
        this.log.warn({ err: error, integrationId, holder }, 'simulator device holder unreachable: the phone keeps the message for the next holder');
      }
    }
    if (!file) await this.store.keepMessage(copy, null);
    // Given up meanwhile: this replica takes the device and delivers it now.
    if (!holder && (await this.drivesHere(integrationId))) await this.kept.handOver(integrationId);
    return { id };
  }

  /** On the device's holder: the office gets the message, after any kept ones still going out. */
  private async receiveHere(copy: SimulatorMessageRow, file: Buffer | null) {
    const { integrationId } = copy;
    if (this.kept.busy(integrationId)) {
      await this.store.keepMessage(copy, file);
      await this.kept.handOver(integrationId);
      return;
    }
    // The phone keeps its own copy while the message travels: two writes at once, not one after the other.
    await Promise.all([this.store.addMessage(copy), this.callbacks.inbound(integrationId, inboundOf(copy, file, copy.createdAt ?? new Date()))]);
  }

  /** The phone opens its chat: what the office sent is now read. */
  async markRead(integrationId: string, phone: string) {
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
