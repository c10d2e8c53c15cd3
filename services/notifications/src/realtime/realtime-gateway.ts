import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { REALTIME_UNAUTHORIZED_CLOSE_CODE } from '@balcao/contracts';
import type { EventBus, KeyValueStore, Subscription } from '@balcao/service-kit';
import type { NotificationsDatabase } from '../db/database';
import { PresenceTracker } from '../presence/presence-tracker';
import { ACCESS_SUBJECT, startAccessChangeConsumer, type AccessChange } from './access-changes';
import { FRAME_MESSAGES, handleClientFrame, keepOnlyVisible, type ClientFrameContext } from './client-frames';
import { frameText, type RealtimeEvent, type RealtimeEventInput } from './realtime-event';
import { insertRealtimeEvents, lastRealtimeSeq, loadRealtimeEventsFrom, pruneRealtimeEvents } from './realtime-events.repository';
import { RealtimeSequencer, type SequencerOptions } from './realtime-sequencer';
import { startRealtimeConsumer } from './realtime.consumer';
import { SocketSession, type Corkable } from './socket-session';
import { SubscriptionRegistry } from './subscription-registry';

export const REALTIME_SUBJECT = 'realtime';
const HEARTBEAT_MS = 20_000;
/**
 * Each socket is pinged once per heartbeat, a slice of them every tick. A ping costs a socket
 * write; a twentieth of 2,000 sockets at once held the event loop ~15 ms every second, a
 * two-hundredth holds it ~1.5 ms every 100 ms.
 */
const HEARTBEAT_TICK_MS = 100;
const PRUNE_EVERY_MS = 10 * 60_000;

export interface GatewayOptions {
  heartbeatMs?: number;
  sequencer?: Partial<SequencerOptions>;
}

type BroadcastBus = EventBus & Required<Pick<EventBus, 'broadcast' | 'onBroadcast'>>;

function requireBroadcast(bus: EventBus): BroadcastBus {
  if (!bus.broadcast || !bus.onBroadcast) throw new Error('The realtime gateway needs an event bus with broadcast (NATS or in-process).');
  return bus as BroadcastBus;
}

/**
 * This replica's half of the realtime fan-out: it holds its sockets, receives every replica's
 * frames in seq order and pushes each to the sockets that listen to it.
 */
export class RealtimeGateway {
  private readonly registry = new SubscriptionRegistry<SocketSession>();
  private readonly sessions = new Set<SocketSession>();
  private readonly bus: BroadcastBus;
  private readonly sequencer: RealtimeSequencer;
  private readonly presence: PresenceTracker;
  private readonly frameContext: ClientFrameContext;
  private readonly subscriptions: Subscription[] = [];
  private readonly timers: NodeJS.Timeout[] = [];
  private heartbeatSlice = 0;
  private readonly heartbeatSlices: number;
  private connections = 0;
  /** Names this replica on its broadcasts: it delivers its own frames at once, not when NATS echoes them. */
  private readonly replicaId = randomUUID();

  constructor(
    private readonly db: NotificationsDatabase,
    bus: EventBus,
    store: KeyValueStore,
    private readonly logger: FastifyBaseLogger,
    private readonly options: GatewayOptions = {},
  ) {
    this.bus = requireBroadcast(bus);
    this.heartbeatSlices = Math.max(1, Math.round((options.heartbeatMs ?? HEARTBEAT_MS) / HEARTBEAT_TICK_MS));
    const logError = (message: string) => (error: unknown) => this.logger.error({ err: error }, message);
    this.sequencer = new RealtimeSequencer(
      { lastSeq: () => lastRealtimeSeq(db), loadFrom: (seq, limit) => loadRealtimeEventsFrom(db, seq, limit) },
      (event) => this.deliver(event),
      logError('realtime catch-up read failed'),
      { pollMs: 1000, gapPollMs: 100, gapTimeoutMs: 3000, ...options.sequencer },
    );
    this.presence = new PresenceTracker(store, this.replicaId, logError('presence update failed'));
    this.frameContext = {
      db,
      registry: this.registry,
      resumePosition: () => this.sequencer.position,
      publish: (inputs) => this.publish(inputs),
    };
  }

  async start() {
    // One broadcast carries a whole batch's frames; another replica's are delivered here as they arrive.
    this.subscriptions.push(await this.bus.onBroadcast(REALTIME_SUBJECT, (data) => this.receive(data as RealtimeEvent[]), { exceptOrigin: this.replicaId }));
    this.subscriptions.push(await this.bus.onBroadcast(ACCESS_SUBJECT, (data) => this.applyAccessChange(data as AccessChange)));
    await this.sequencer.start();
    this.subscriptions.push(
      ...(await startRealtimeConsumer({
        bus: this.bus,
        db: this.db,
        fanOut: (events) => this.fanOut(events),
        onError: (error) => this.logger.error({ err: error }, 'realtime fan-out failed'),
      })),
    );
    this.subscriptions.push(await startAccessChangeConsumer({ bus: this.bus, db: this.db }));
    this.every(HEARTBEAT_TICK_MS, () => this.heartbeat());
    this.every(PRUNE_EVERY_MS, () => void this.prune());
    void this.prune();
  }

  async stop() {
    for (const timer of this.timers) clearInterval(timer);
    this.sequencer.stop();
    await Promise.all(this.subscriptions.map((subscription) => subscription.stop()));
    for (const session of this.sessions) session.socket.close(1001, 'Servidor reiniciando');
    await this.presence.clear();
  }

  /** A socket whose ticket was taken and whose session was checked. */
  connect(socket: WebSocket, principal: { userId: string; officeId: string; sessionVersion?: number }, transport: Corkable | null = null) {
    const session = new SocketSession(socket, principal.userId, principal.officeId, this.connections++ % this.heartbeatSlices, transport);
    session.sessionVersion = principal.sessionVersion ?? 0;
    this.sessions.add(session);
    this.registry.addSocket(session);
    this.presence.add(session.officeId, session.userId);
    socket.on('message', (raw, isBinary) => {
      if (!session.acceptsFrame()) return session.reply('error', { message: FRAME_MESSAGES.tooManyFrames });
      const text = isBinary ? '' : raw.toString();
      void session.handleInOrder(
        () => handleClientFrame(this.frameContext, session, text),
        (error) => this.logger.error({ err: error }, 'realtime frame failed'),
      );
    });
    socket.on('pong', () => (session.alive = true));
    socket.on('close', () => this.disconnect(session));
  }

  /** Stores frames outside any event (a browser's messageRead) and fans them out. */
  async publish(inputs: RealtimeEventInput[]) {
    await this.fanOut(await insertRealtimeEvents(this.db, inputs));
  }

  /** Stored frames: to this replica's sockets at once, and to the other replicas. */
  private async fanOut(events: RealtimeEvent[]) {
    if (events.length === 0) return;
    this.receive(events);
    try {
      await this.bus.broadcast(REALTIME_SUBJECT, events, { origin: this.replicaId });
    } catch (error) {
      // Stored already: every replica's catch-up read delivers it shortly.
      this.logger.warn({ err: error }, 'realtime broadcast failed');
    }
  }

  private receive(events: RealtimeEvent[]) {
    for (const event of events) this.sequencer.receive(event);
  }

  private deliver(event: RealtimeEvent) {
    const audience = this.registry.audienceOf(event);
    if (audience.length === 0) return;
    const text = frameText(event);
    for (const session of audience) session.push(event, text);
  }

  private disconnect(session: SocketSession) {
    if (!this.sessions.delete(session)) return;
    this.registry.removeSocket(session);
    if (session.officeSubscribed) this.registry.unsubscribeOffice(session);
    for (const inboxId of session.inboxIds) this.registry.unsubscribeInbox(session, inboxId);
    for (const conversationId of session.conversations.keys()) this.registry.unsubscribeConversation(session, conversationId);
    this.presence.remove(session.officeId, session.userId);
  }

  private applyAccessChange(change: AccessChange) {
    for (const session of [...this.registry.socketsOf(change.userId)]) {
      if (session.officeId !== change.officeId) continue;
      if (change.inboxIds === null) {
        session.socket.close(REALTIME_UNAUTHORIZED_CLOSE_CODE, 'Usuário removido');
        continue;
      }
      if (change.sessionVersion !== null && change.sessionVersion > session.sessionVersion) {
        session.socket.close(REALTIME_UNAUTHORIZED_CLOSE_CODE, 'Sessão encerrada');
        continue;
      }
      keepOnlyVisible(this.registry, session, new Set(change.inboxIds));
    }
  }

  /** One slice of the heartbeat: drops its sockets that missed a pong, pings the rest, refreshes their presence. */
  private heartbeat() {
    const slice = this.heartbeatSlice;
    this.heartbeatSlice = (slice + 1) % this.heartbeatSlices;
    const refreshed: SocketSession[] = [];
    for (const session of this.sessions) {
      if (session.heartbeatSlice !== slice) continue;
      if (!session.alive) {
        session.socket.terminate();
        continue;
      }
      session.alive = false;
      session.socket.ping();
      refreshed.push(session);
    }
    this.presence.refresh(refreshed);
  }

  private async prune() {
    try {
      await pruneRealtimeEvents(this.db);
    } catch (error) {
      this.logger.warn({ err: error }, 'pruning realtime events failed');
    }
  }

  private every(ms: number, work: () => void) {
    const timer = setInterval(work, ms);
    timer.unref?.();
    this.timers.push(timer);
  }
}
