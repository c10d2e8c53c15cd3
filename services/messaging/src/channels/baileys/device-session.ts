import { jidDecode, makeCacheableSignalKeyStore } from '@whiskeysockets/baileys';
import type { BaileysEventMap, SignalKeyStore, SocketConfig, UserFacingSocketConfig, WASocket } from '@whiskeysockets/baileys';
import type { ProviderLogger } from './provider-logger';
import type { ChannelEvents, OutboundMessage } from '../channel-provider';
import { canonicalPhone } from './baileys-jid';
import { toSendContent } from './baileys-mapping';
import { DeviceNotConnectedError, PairingEndedError } from './baileys-errors';
import type { PostgresAuthState } from './postgres-auth-state';
import { RecentMessages } from './recent-messages';
import { backoffDelay, closeAction, disconnectCode, type BackoffOptions } from './reconnect-policy';
import { SessionInbox } from './session-inbox';

/** The part of a Baileys socket the provider uses; makeWASocket's result is one. */
export type BaileysSocket = Pick<WASocket, 'ev' | 'end' | 'logout' | 'sendMessage' | 'updateMediaMessage' | 'onWhatsApp'>;
export type MakeSocket = (config: UserFacingSocketConfig) => BaileysSocket;

const STABLE_MS = 60_000;

const withinSeconds = (seconds: number, work: Promise<unknown>) =>
  Promise.race([work, new Promise((resolve) => setTimeout(resolve, seconds * 1000).unref())]);

/** How the device shows in the phone's "Linked devices" list. */
export const BALCAO_BROWSER: [string, string, string] = ['Balcão', 'Chrome', '1.0.0'];

export interface DeviceSessionOptions {
  integrationId: string;
  auth: PostgresAuthState;
  makeSocket: MakeSocket;
  logger: ProviderLogger;
  events: ChannelEvents;
  backoff: BackoffOptions;
  /** After this many failed reconnects in a row a paired device is reported 'disconnected' (keys kept). */
  reportDownAfterAttempts: number;
  /** An unpaired device gives up after this many failed reconnects. */
  maxPairingAttempts: number;
  socketConfig: Partial<SocketConfig>;
  /** Re-checked before every reconnect: only the lease holder may open a socket. */
  stillOwner(): Promise<boolean>;
  /** The session ended by itself (logout, pairing expired, lease gone): forget it. */
  onEnded(): void;
}

/** One WhatsApp device's socket on this replica: opens, reconnects, and ends it. */
export class DeviceSession {
  private socket: BaileysSocket | null = null;
  private open = false;
  /** Reconnects since the socket last stayed up for STABLE_MS: a flapping device keeps backing off. */
  private attempts = 0;
  private openedAt: number | null = null;
  private reportedDown = false;
  private timer: NodeJS.Timeout | null = null;
  private ended = false;
  private qr: string | null = null;
  /** Whether the current socket has shown a QR code (its 408 then means "nobody scanned"). */
  private showedQr = false;
  private qrWaiters: { resolve(qr: string): void; reject(error: Error): void }[] = [];
  private queue: Promise<void> = Promise.resolve();
  private readonly keys: SignalKeyStore;
  private readonly recent = new RecentMessages();
  private readonly inbox: SessionInbox;
  private readonly log: ProviderLogger;
  private readonly baileysLog: ProviderLogger;

  constructor(private readonly options: DeviceSessionOptions) {
    this.log = options.logger.child({ integrationId: options.integrationId });
    this.baileysLog = options.logger.child({ integrationId: options.integrationId, module: 'baileys' }, { level: 'warn' });
    // One cache per session, so it survives reconnects but never outlives the lease.
    this.keys = makeCacheableSignalKeyStore(options.auth.state.keys, this.baileysLog);
    this.inbox = new SessionInbox({
      integrationId: options.integrationId,
      auth: options.auth,
      events: options.events,
      logger: this.log,
      baileysLogger: this.baileysLog,
      recent: this.recent,
    });
  }

  get integrationId() {
    return this.options.integrationId;
  }
  get paired() {
    return Boolean(this.options.auth.state.creds.me?.id);
  }
  get isOpen() {
    return this.open;
  }
  get isEnded() {
    return this.ended;
  }
  get currentQr() {
    return this.qr;
  }

  start() {
    this.openSocket();
  }

  /** The first QR code of this pairing (or the current one when it already came). */
  waitForQr(timeoutMs: number): Promise<string> {
    if (this.qr) return Promise.resolve(this.qr);
    if (this.ended) return Promise.reject(new PairingEndedError(this.integrationId, 'session ended'));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new PairingEndedError(this.integrationId, 'no QR code in time')), timeoutMs);
      this.qrWaiters.push({
        resolve: (qr) => (clearTimeout(timer), resolve(qr)),
        reject: (error) => (clearTimeout(timer), reject(error)),
      });
    });
  }

  async send(to: string, message: OutboundMessage): Promise<{ externalId: string }> {
    const socket = this.socket;
    if (!socket || !this.open) throw new DeviceNotConnectedError(this.integrationId);
    const jid = await this.inbox.resolveJid(socket, to);
    const { content, options } = toSendContent(message, {
      jid,
      quoted: this.recent.get(message.quotedExternalId),
      reactedKey: this.recent.get(message.reactionToExternalId)?.key,
    });
    const sent = await socket.sendMessage(jid, content, options);
    if (!sent?.key?.id) throw new Error(`WhatsApp did not return an id for the message to ${jid}`);
    this.recent.remember(sent);
    return { externalId: sent.key.id };
  }

  /**
   * Closes the socket without touching the stored keys (a lost lease, a stop, a hand-over).
   * With `logout`, first unlinks the device from the phone; the caller then clears the keys.
   */
  async end(options: { logout?: boolean; reason?: string } = {}) {
    if (this.ended) return;
    this.ended = true;
    this.clearTimer();
    this.rejectWaiters(options.reason ?? 'session ended');
    const socket = this.socket;
    this.socket = null;
    this.open = false;
    if (socket && options.logout && this.paired) await withinSeconds(5, socket.logout().catch(() => undefined));
    socket?.end(undefined);
    // Let batches already received finish (their messages are real), so nothing of this session
    // runs after the caller clears the keys or another replica takes the device.
    await withinSeconds(5, this.queue);
  }

  private openSocket() {
    const socket = this.options.makeSocket({
      ...this.options.socketConfig,
      auth: { creds: this.options.auth.state.creds, keys: this.keys },
      logger: this.baileysLog,
      printQRInTerminal: false,
      browser: BALCAO_BROWSER,
      markOnlineOnConnect: false,
      syncFullHistory: false,
      getMessage: async (key) => this.recent.get(key.id)?.message ?? undefined,
    });
    this.socket = socket;
    this.showedQr = false;
    socket.ev.process((events) => {
      // Baileys does not await this handler: chain batches so messages keep their order.
      this.queue = this.queue.then(() => this.handle(socket, events)).catch((error) => this.log.error({ err: error }, 'baileys event failed'));
    });
  }

  private async handle(socket: BaileysSocket, events: Partial<BaileysEventMap>) {
    // Once ended, the creds belong to whoever comes next (a new pairing, another replica).
    if (events['creds.update'] && !this.ended) await this.options.auth.saveCreds();
    if (events['connection.update']) await this.onConnectionUpdate(socket, events['connection.update']);
    if (events['messages.upsert']?.type === 'notify') await this.inbox.receive(socket, events['messages.upsert'].messages);
    if (events['messages.update']) await this.inbox.acknowledge(events['messages.update']);
    if (events['chats.phoneNumberShare']) await this.inbox.learnLid(events['chats.phoneNumberShare']);
  }

  private async onConnectionUpdate(socket: BaileysSocket, update: BaileysEventMap['connection.update']) {
    if (socket !== this.socket || this.ended) return;
    const { events, integrationId } = this.options;
    if (update.qr) {
      this.qr = update.qr;
      this.showedQr = true;
      for (const waiter of this.qrWaiters.splice(0)) waiter.resolve(update.qr);
      await events.qr(integrationId, update.qr);
    }
    if (update.connection === 'open') {
      this.open = true;
      this.openedAt = Date.now();
      this.reportedDown = false;
      this.qr = null;
      this.rejectWaiters('device connected without a new QR code');
      const user = jidDecode(this.options.auth.state.creds.me?.id)?.user;
      await events.status(integrationId, 'connected', user ? canonicalPhone(user) : null);
    }
    if (update.connection === 'close') {
      this.open = false;
      this.socket = null;
      if (this.openedAt !== null && Date.now() - this.openedAt >= STABLE_MS) this.attempts = 0;
      this.openedAt = null;
      const code = disconnectCode(update.lastDisconnect?.error);
      const action = closeAction(code, { paired: this.paired, showedQr: this.showedQr });
      if (action === 'reconnect') await this.scheduleReconnect(code);
      else await this.finish(action, code);
    }
  }

  private async scheduleReconnect(code: number | undefined) {
    const delay = backoffDelay(this.attempts, this.options.backoff);
    this.attempts += 1;
    if (!this.paired && this.attempts > this.options.maxPairingAttempts) return this.finish('pairing-expired', code);
    this.log.warn({ code, attempt: this.attempts, delay }, 'whatsapp socket closed, reconnecting');
    if (this.paired && !this.reportedDown && this.attempts > this.options.reportDownAfterAttempts) {
      this.reportedDown = true;
      await this.options.events.status(this.integrationId, 'disconnected', null);
    }
    this.timer = setTimeout(() => void this.reconnect(), delay);
  }

  private async reconnect() {
    this.timer = null;
    if (this.ended) return;
    if (!(await this.options.stillOwner().catch(() => false))) {
      this.log.warn('lease lost while reconnecting: leaving the device to its new holder');
      await this.end({ reason: 'lease lost' });
      this.options.onEnded();
      return;
    }
    if (this.ended) return;
    try {
      this.openSocket();
    } catch (error) {
      this.log.error({ err: error }, 'could not create the whatsapp socket');
      await this.scheduleReconnect(undefined);
    }
  }

  /** Logged out or pairing expired: the stored keys are useless now. */
  private async finish(action: 'logged-out' | 'pairing-expired', code: number | undefined) {
    this.log.warn({ code, action }, 'whatsapp device session ended');
    this.ended = true;
    this.clearTimer();
    this.rejectWaiters(action);
    this.socket?.end(undefined);
    this.socket = null;
    await this.options.auth.clear();
    await this.options.events.status(this.integrationId, 'disconnected', null);
    this.options.onEnded();
  }

  private rejectWaiters(reason: string) {
    for (const waiter of this.qrWaiters.splice(0)) waiter.reject(new PairingEndedError(this.integrationId, reason));
  }

  private clearTimer() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
