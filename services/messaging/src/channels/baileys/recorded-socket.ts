import { BufferJSON, makeEventBuffer } from '@whiskeysockets/baileys';
import type { AuthenticationCreds, BaileysEventMap, UserFacingSocketConfig, WAMessage } from '@whiskeysockets/baileys';
import { pino } from 'pino';
import type { BaileysSocket, MakeSocket } from './device-session';

/** One recorded event as a Baileys socket emitted it; a Boom error is stored as `{ boom: { statusCode, message } }`. */
export interface RecordedFrame {
  event: string;
  data: unknown;
}

/** What Baileys puts on lastDisconnect.error: an Error carrying a Boom `output`. */
export function boomError(statusCode: number, message: string): Error {
  return Object.assign(new Error(message), { isBoom: true, output: { statusCode, payload: { statusCode, message } } });
}

function revive(frame: RecordedFrame): unknown {
  const data = JSON.parse(JSON.stringify(frame.data), BufferJSON.reviver) as Record<string, any>;
  const lastDisconnect = data?.lastDisconnect;
  if (lastDisconnect?.error?.boom) {
    data.lastDisconnect = { error: boomError(lastDisconnect.error.boom.statusCode, lastDisconnect.error.boom.message), date: new Date(lastDisconnect.date) };
  }
  return data;
}

/**
 * A socket that plays recorded frames instead of talking to WhatsApp. Its event emitter is
 * Baileys' own (makeEventBuffer), and like Baileys it merges `creds.update` into the creds.
 */
export class RecordedSocket {
  readonly ev = makeEventBuffer(pino({ level: 'silent' }));
  ended = false;
  loggedOut = false;
  endedWith: Error | undefined;
  readonly sent: { jid: string; content: unknown; options: unknown }[] = [];
  /** Jids onWhatsApp reports as existing; by default every jid asked. */
  knownJids: string[] | null = null;

  constructor(readonly config: UserFacingSocketConfig) {
    this.ev.on('creds.update', (update: Partial<AuthenticationCreds>) => Object.assign(config.auth.creds, update));
  }

  get creds(): AuthenticationCreds {
    return this.config.auth.creds;
  }

  play(frames: RecordedFrame[]) {
    for (const frame of frames) this.ev.emit(frame.event as keyof BaileysEventMap, revive(frame) as never);
  }

  emit<E extends keyof BaileysEventMap>(event: E, data: BaileysEventMap[E]) {
    this.ev.emit(event, data);
  }

  end = (error: Error | undefined) => {
    if (this.ended) return;
    this.ended = true;
    this.endedWith = error;
    this.ev.emit('connection.update', { connection: 'close', lastDisconnect: { error, date: new Date() } });
  };

  logout = async () => {
    this.loggedOut = true;
    this.end(boomError(401, 'Intentional Logout'));
  };

  sendMessage = async (jid: string, content: unknown, options?: unknown): Promise<WAMessage> => {
    this.sent.push({ jid, content, options });
    return { key: { remoteJid: jid, fromMe: true, id: `3EB0SENT${this.sent.length}` }, message: { conversation: 'sent' } };
  };

  onWhatsApp = async (...jids: string[]) =>
    jids.filter((jid) => !this.knownJids || this.knownJids.includes(jid)).map((jid) => ({ jid, exists: true }));

  updateMediaMessage = async (message: WAMessage) => message;
}

/** The provider's `makeSocket` seam, keeping every socket it made, in order. */
export function recordedSockets() {
  const sockets: RecordedSocket[] = [];
  let live = 0;
  let maxLive = 0;
  const makeSocket: MakeSocket = (config) => {
    const socket = new RecordedSocket(config);
    const end = socket.end;
    socket.end = (error) => {
      if (!socket.ended) live -= 1;
      end(error);
    };
    live += 1;
    maxLive = Math.max(maxLive, live);
    sockets.push(socket);
    return socket as unknown as BaileysSocket;
  };
  return {
    makeSocket,
    sockets,
    /** The most sockets alive at once (never more than 1 for one device). */
    get maxLive() {
      return maxLive;
    },
  };
}
