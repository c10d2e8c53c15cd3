import WebSocket from 'ws';
import { ZRealtimeTicket, type RealtimeTicket, type ServerEventName } from '@balcao/contracts';

export interface ReceivedFrame {
  event: ServerEventName;
  data: Record<string, unknown> & { cursor?: string };
}

/** A real WebSocket client that records every frame and lets a test wait for the next ones. */
export class RealtimeTestClient {
  readonly frames: ReceivedFrame[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private read = 0;
  private waiters: (() => void)[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (raw) => {
      this.frames.push(JSON.parse(raw.toString()) as ReceivedFrame);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  /** Asks a ticket with the session's token, then opens `/api/realtime?ticket=…` as the browser does. */
  static async connect(baseUrl: string, token: string, options: { answerPings?: boolean } = {}) {
    const { ticket } = await requestTicket(baseUrl, token);
    return RealtimeTestClient.open(baseUrl, `ticket=${encodeURIComponent(ticket)}`, options);
  }

  /** Opens `/api/realtime` with this query string as is; resolves once open (or closed straight away). */
  static async open(baseUrl: string, query = '', options: { answerPings?: boolean } = {}) {
    const url = `${baseUrl.replace(/^http/, 'ws')}/api/realtime${query ? `?${query}` : ''}`;
    const client = new RealtimeTestClient(new WebSocket(url, { autoPong: options.answerPings ?? true }));
    await new Promise<void>((resolve, reject) => {
      client.socket.once('open', () => resolve());
      client.socket.once('close', () => resolve());
      client.socket.once('error', reject);
    });
    return client;
  }

  send(event: string, data: unknown) {
    this.socket.send(JSON.stringify({ event, data }));
  }

  /** Waits for the next unread frame of one event name, or else the next pushed event (with a cursor). */
  async next(event?: ServerEventName, timeoutMs = 5000): Promise<ReceivedFrame> {
    const matches = (frame: ReceivedFrame) => (event ? frame.event === event : frame.data.cursor !== undefined);
    const index = await this.waitFor(matches, this.read, timeoutMs, event ?? 'pushed event');
    this.read = index + 1;
    return this.frames[index];
  }

  /** Sends a frame and waits for its reply (or `error`); pushed events stay unread. */
  async request(event: string, data: unknown): Promise<ReceivedFrame> {
    const from = this.frames.length;
    this.send(event, data);
    return this.frames[await this.waitFor((frame) => frame.data.cursor === undefined, from, 5000, `reply to ${event}`)];
  }

  private async waitFor(matches: (frame: ReceivedFrame) => boolean, from: number, timeoutMs: number, what: string) {
    const deadline = Date.now() + timeoutMs;
    for (let index = from; ; ) {
      for (; index < this.frames.length; index += 1) if (matches(this.frames[index])) return index;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${what} within ${timeoutMs} ms; got ${JSON.stringify(this.frames.map((f) => f.event))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Frames with a cursor (pushed events), in the order received. */
  get events() {
    return this.frames.filter((frame) => frame.data.cursor !== undefined);
  }

  get lastCursor() {
    return this.events.at(-1)?.data.cursor;
  }

  close() {
    this.socket.close();
    return this.closed;
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `POST /api/realtime/ticket` with the session's token, over the network like the browser. */
export async function requestTicket(baseUrl: string, token: string): Promise<RealtimeTicket> {
  const response = await fetch(`${baseUrl}/api/realtime/ticket`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`ticket refused: ${response.status} ${await response.text()}`);
  return ZRealtimeTicket.parse(await response.json());
}
