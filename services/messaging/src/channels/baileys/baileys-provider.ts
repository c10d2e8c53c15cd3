import { makeWASocket } from '@whiskeysockets/baileys';
import type { SocketConfig } from '@whiskeysockets/baileys';
import type { Database, KeyValueStore, Subscription } from '@balcao/service-kit';
import type { ProviderLogger } from './provider-logger';
import type { ChannelEvents, ChannelProvider, OutboundMessage } from '../channel-provider';
import { DeviceNotOwnedError } from './baileys-errors';
import { DeviceLeases, LEASE_RENEW_MS, LEASE_TTL_SECONDS, PROCESS_REPLICA_ID, type LeaseRequest } from '../device-lease';
import { DeviceSession, type MakeSocket } from './device-session';
import { askHolder, fromForwardedSend, sendSubjectOf, toForwardedSend, type ForwardedSend, type ReplicaRequests } from '../forwarded-send';
import { clearAuthState, listPairedIntegrations, usePostgresAuthState } from './postgres-auth-state';
import { DEFAULT_BACKOFF, type BackoffOptions } from './reconnect-policy';

export interface BaileysProviderOptions {
  /** The messaging database (holds `messaging.baileys_auth_state`). */
  db: Database<any>;
  /** Shared store of all replicas (Redis in a cluster): device leases live there. */
  store: KeyValueStore;
  logger: ProviderLogger;
  /** This replica's name in the leases; defaults to host, pid and a random suffix. */
  replicaId?: string;
  /** Builds a socket; Baileys' makeWASocket unless a test injects recorded frames. */
  makeSocket?: MakeSocket;
  leaseTtlSeconds?: number;
  leaseRenewMs?: number;
  backoff?: BackoffOptions;
  qrTimeoutMs?: number;
  /** How long connect()/disconnect() wait for another replica to hand a device over. */
  handoverTimeoutMs?: number;
  reportDownAfterAttempts?: number;
  maxPairingAttempts?: number;
  /** Extra Baileys socket settings (e.g. `version`); auth, logger and browser are the provider's. */
  socketConfig?: Partial<SocketConfig>;
  /** Request/reply between replicas (the bus): a send for a device held elsewhere goes to its holder. */
  requests?: ReplicaRequests;
  /** Reads a forwarded send's file from the shared media storage. */
  loadFile?: (key: string) => Promise<Buffer | null>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * WhatsApp through Baileys (WhatsApp Web protocol, paired by QR code). Each linked device is
 * owned by one replica at a time (a lease in the shared store); the owner keeps its socket
 * open, reconnects it, and resumes it after restarts from the keys kept in PostgreSQL.
 */
export class BaileysProvider implements ChannelProvider {
  readonly name = 'baileys' as const;
  readonly replicaId: string;
  private events: ChannelEvents | null = null;
  private readonly sessions = new Map<string, DeviceSession>();
  private readonly locks = new Map<string, Promise<unknown>>();
  private readonly leases: DeviceLeases;
  private readonly makeSocket: MakeSocket;
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;
  private stopped = false;
  private serving: Subscription | null = null;

  constructor(private readonly options: BaileysProviderOptions) {
    this.replicaId = options.replicaId ?? PROCESS_REPLICA_ID;
    this.leases = new DeviceLeases(options.store, this.replicaId, options.leaseTtlSeconds ?? LEASE_TTL_SECONDS);
    this.makeSocket = options.makeSocket ?? makeWASocket;
  }

  async start(events: ChannelEvents): Promise<void> {
    this.events = events;
    this.stopped = false;
    await this.tick();
    this.timer = setInterval(() => void this.tick(), this.options.leaseRenewMs ?? LEASE_RENEW_MS);
    // Other replicas hand this one the sends for the devices it holds.
    this.serving ??= (await this.options.requests?.serve(sendSubjectOf(this.replicaId), async (data) => {
      const forwarded = data as ForwardedSend;
      return this.sendHere(forwarded.integrationId, forwarded.to, await fromForwardedSend(forwarded, this.options.loadFile));
    })) ?? null;
  }

  async connect(integrationId: string): Promise<{ qrcode: string }> {
    const session = await this.withLock(integrationId, async () => {
      const existing = this.sessions.get(integrationId);
      // A pairing already under way here: show the same QR code rather than restarting it.
      if (existing && !existing.isEnded && !existing.paired) return existing;
      if (existing) await this.dropSession(integrationId, { logout: true, reason: 'new pairing' });
      else await this.takeOver(integrationId, 'pair');
      await clearAuthState(this.options.db, integrationId);
      return this.openSession(integrationId);
    });
    return { qrcode: await session.waitForQr(this.options.qrTimeoutMs ?? 60_000) };
  }

  async disconnect(integrationId: string): Promise<void> {
    await this.withLock(integrationId, async () => {
      if (this.sessions.has(integrationId)) await this.dropSession(integrationId, { logout: true, reason: 'disconnected' });
      else await this.takeOver(integrationId, 'logout');
      await clearAuthState(this.options.db, integrationId);
      await this.leases.release(integrationId);
    });
    await this.requireEvents().status(integrationId, 'disconnected', null);
  }

  /** Sends through this replica's socket, or asks the replica holding the device to. */
  async send(integrationId: string, to: string, message: OutboundMessage): Promise<{ externalId: string }> {
    if (this.sessions.has(integrationId)) return this.sendHere(integrationId, to, message);
    const holder = await this.leases.holder(integrationId);
    if (!holder || holder === this.replicaId || !this.options.requests) throw new DeviceNotOwnedError(integrationId, holder);
    const target = { integrationId, holder, subject: sendSubjectOf(holder) };
    return (await askHolder(this.options.requests, target, toForwardedSend(integrationId, to, message))) as { externalId: string };
  }

  private async sendHere(integrationId: string, to: string, message: OutboundMessage): Promise<{ externalId: string }> {
    const session = this.sessions.get(integrationId);
    if (!session) throw new DeviceNotOwnedError(integrationId, await this.leases.holder(integrationId));
    return session.send(to, message);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.serving?.stop();
    this.serving = null;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.ticking;
    await Promise.all(
      [...this.sessions.keys()].map((id) =>
        this.withLock(id, async () => {
          await this.dropSession(id, { reason: 'provider stopped' });
          await this.leases.release(id);
        }),
      ),
    );
  }

  /** True when this replica holds the device's socket (sends for it must come here). */
  owns(integrationId: string): boolean {
    return this.sessions.has(integrationId);
  }

  /** The replica holding a device's lease, if any. */
  holderOf(integrationId: string): Promise<string | null> {
    return this.leases.holder(integrationId);
  }

  /** Renews the leases held here, honours hand-over requests, and picks up orphaned devices. */
  private async tick(): Promise<void> {
    if (this.ticking || this.stopped) return this.ticking ?? undefined;
    this.ticking = (async () => {
      await Promise.all([...this.sessions.keys()].map((id) => this.withLock(id, () => this.keepOrDrop(id))));
      for (const id of await listPairedIntegrations(this.options.db)) {
        if (this.stopped) return;
        if (!this.sessions.has(id)) await this.withLock(id, () => this.resume(id));
      }
    })()
      .catch((error) => this.options.logger.error({ err: error }, 'whatsapp lease round failed'))
      .finally(() => {
        this.ticking = null;
      });
    return this.ticking;
  }

  private async keepOrDrop(integrationId: string) {
    if (!this.sessions.has(integrationId)) return;
    if (!(await this.leases.renew(integrationId))) {
      this.options.logger.warn({ integrationId }, 'whatsapp device lease lost: closing its socket here');
      await this.dropSession(integrationId, { reason: 'lease lost' });
      return;
    }
    const request = await this.leases.pendingRequest(integrationId);
    if (request) {
      this.options.logger.info({ integrationId, request }, 'whatsapp device handed over to another replica');
      await this.dropSession(integrationId, { logout: true, reason: `handed over (${request})` });
      await this.leases.release(integrationId);
    }
  }

  private async resume(integrationId: string) {
    if (this.sessions.has(integrationId) || this.stopped) return;
    if (await this.leases.pendingRequest(integrationId)) return;
    if (!(await this.leases.acquire(integrationId))) return;
    const session = await this.openSession(integrationId, { onlyIfPaired: true });
    if (!session) await this.leases.release(integrationId);
  }

  /** Takes the lease, asking its holder to give the device up if another replica has it. */
  private async takeOver(integrationId: string, request: LeaseRequest) {
    if (await this.leases.acquire(integrationId)) return;
    await this.leases.request(integrationId, request);
    const deadline = Date.now() + (this.options.handoverTimeoutMs ?? 25_000);
    while (Date.now() < deadline) {
      await sleep(200);
      if (await this.leases.acquire(integrationId)) {
        await this.leases.clearRequest(integrationId);
        return;
      }
    }
    await this.leases.clearRequest(integrationId);
    throw new DeviceNotOwnedError(integrationId, await this.leases.holder(integrationId));
  }

  private async openSession(integrationId: string, options: { onlyIfPaired: true }): Promise<DeviceSession | null>;
  private async openSession(integrationId: string): Promise<DeviceSession>;
  private async openSession(integrationId: string, options: { onlyIfPaired?: boolean } = {}) {
    const auth = await usePostgresAuthState(this.options.db, integrationId);
    if (options.onlyIfPaired && !auth.state.creds.me?.id) return null;
    const session: DeviceSession = new DeviceSession({
      integrationId,
      auth,
      makeSocket: this.makeSocket,
      logger: this.options.logger,
      events: this.requireEvents(),
      backoff: this.options.backoff ?? DEFAULT_BACKOFF,
      reportDownAfterAttempts: this.options.reportDownAfterAttempts ?? 8,
      maxPairingAttempts: this.options.maxPairingAttempts ?? 5,
      socketConfig: this.options.socketConfig ?? {},
      stillOwner: () => this.leases.renew(integrationId),
      onEnded: () => {
        if (this.sessions.get(integrationId) !== session) return;
        this.sessions.delete(integrationId);
        void this.leases.release(integrationId).catch(() => undefined);
      },
    });
    this.sessions.set(integrationId, session);
    session.start();
    return session;
  }

  private async dropSession(integrationId: string, options: { logout?: boolean; reason: string }) {
    const session = this.sessions.get(integrationId);
    this.sessions.delete(integrationId);
    await session?.end(options);
  }

  private requireEvents(): ChannelEvents {
    if (!this.events) throw new Error('BaileysProvider.start(events) must run before devices are used');
    return this.events;
  }

  /** Serialises the commands and lease rounds of one device on this replica. */
  private withLock<T>(integrationId: string, work: () => Promise<T>): Promise<T> {
    const previous = this.locks.get(integrationId) ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(work);
    this.locks.set(integrationId, run);
    void run
      .catch(() => undefined)
      .finally(() => {
        if (this.locks.get(integrationId) === run) this.locks.delete(integrationId);
      });
    return run;
  }
}
