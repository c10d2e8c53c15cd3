import type { WebSocket } from 'ws';
import type { ServerEventName } from '@balcao/contracts';
import { isAudienceOf, type RealtimeEvent, type SocketAudience } from './realtime-event';

/** A socket this far behind is closed; the client reconnects and resumes from its cursor. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
const SLOW_CLIENT_CLOSE_CODE = 1013;
/** Frames recently sent live, so a resume right after the subscriptions does not repeat them. */
const REMEMBERED_SEQS = 2000;
/** A browser sends a handful of frames per action; more than this a second is refused. */
const MAX_CLIENT_FRAMES_PER_SECOND = 30;

/** The connection under the WebSocket (its net.Socket): writes between cork and uncork leave in one syscall. */
export interface Corkable {
  cork(): void;
  uncork(): void;
}

/**
 * One browser socket: who it is, what it listens to, and the order of what it is sent.
 *
 * Its own frames are handled one at a time, and live frames for it wait while it is handling
 * them. After a reconnect the client sends its subscriptions and `resume` together, so the
 * missed frames go out before newer live ones and every cursor it sees only grows.
 */
export class SocketSession implements SocketAudience {
  officeSubscribed = false;
  readonly inboxIds = new Set<string>();
  readonly conversations = new Map<string, string>();
  /** Set on every pong; a socket still false at the next heartbeat is dead. */
  alive = true;

  private readonly sentSeqs = new Set<number>();
  private framesThisSecond = 0;
  private secondStartedAt = 0;
  private held: { event: RealtimeEvent; text: string }[] = [];
  private busy = 0;
  private queue: Promise<void> = Promise.resolve();
  private corked = false;
  /** The session version of the token the socket was opened with: a higher one announced for the user ends the socket. */
  sessionVersion = 0;

  constructor(
    readonly socket: WebSocket,
    readonly userId: string,
    readonly officeId: string,
    /** Which slice of the heartbeat (one tick of it) pings this socket. */
    readonly heartbeatSlice: number,
    private readonly transport: Corkable | null = null,
  ) {}

  get isOpen() {
    return this.socket.readyState === this.socket.OPEN;
  }

  /** Replies and errors: not part of the cursor stream. */
  reply(event: ServerEventName, data: Record<string, unknown>) {
    if (this.isOpen) this.socket.send(JSON.stringify({ event, data }));
  }

  /** A live frame routed here; `text` is the frame shared by every socket that gets it. */
  push(event: RealtimeEvent, text: string) {
    if (this.busy > 0) {
      this.held.push({ event, text });
      return;
    }
    this.sendFrame(event.seq, text);
  }

  /** Frames read back for `resume`, oldest first. */
  sendMissed(events: RealtimeEvent[], toText: (event: RealtimeEvent) => string) {
    for (const event of events) this.sendFrame(event.seq, toText(event));
  }

  /** False when the client sends frames faster than any screen would. */
  acceptsFrame(now = Date.now()) {
    if (now - this.secondStartedAt >= 1000) {
      this.secondStartedAt = now;
      this.framesThisSecond = 0;
    }
    this.framesThisSecond += 1;
    return this.framesThisSecond <= MAX_CLIENT_FRAMES_PER_SECOND;
  }

  /** Runs the handling of one client frame after the ones before it. */
  handleInOrder(work: () => Promise<void>, onError: (error: unknown) => void) {
    this.busy += 1;
    this.queue = this.queue
      .then(work)
      .catch((error: unknown) => {
        onError(error);
        this.reply('error', { message: 'Não foi possível processar o evento. Tente novamente.' });
      })
      .finally(() => {
        this.busy -= 1;
        if (this.busy === 0) this.flushHeld();
      });
    return this.queue;
  }

  private flushHeld() {
    const held = this.held;
    this.held = [];
    // Subscriptions may have changed meanwhile: only what this socket still listens to.
    for (const { event, text } of held) if (isAudienceOf(event, this)) this.sendFrame(event.seq, text);
  }

  private sendFrame(seq: number, text: string) {
    if (!this.isOpen || this.sentSeqs.has(seq)) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.socket.close(SLOW_CLIENT_CLOSE_CODE, 'Conexão lenta; reconecte');
      return;
    }
    this.sentSeqs.add(seq);
    if (this.sentSeqs.size > REMEMBERED_SEQS) this.sentSeqs.delete(this.sentSeqs.values().next().value!);
    this.writeTogetherThisTurn();
    this.socket.send(text);
  }

  /** A batch's frames for this socket go out in one write at the end of the turn, not one syscall each. */
  private writeTogetherThisTurn() {
    if (!this.transport || this.corked) return;
    this.corked = true;
    this.transport.cork();
    queueMicrotask(() => {
      this.corked = false;
      this.transport!.uncork();
    });
  }
}
