import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { BrowserLikeWebSocket } from '../testing/browser-websocket';
import { createRealtimeClient, REALTIME_RECONNECT_DELAY_MS, type RealtimeClient } from './realtime-client';

/** A stand-in gateway: records every connection's URL and frames, and pushes frames on demand. */
class FakeGateway {
  readonly server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  readonly connections: { url: string; socket: WebSocket; received: { event: string; data: unknown }[] }[] = [];

  constructor() {
    this.server.on('connection', (socket, request) => {
      const connection = { url: request.url ?? '', socket, received: [] as { event: string; data: unknown }[] };
      socket.on('message', (raw) => connection.received.push(JSON.parse(raw.toString())));
      this.connections.push(connection);
    });
  }

  get url() {
    return `ws://127.0.0.1:${(this.server.address() as AddressInfo).port}/api/realtime`;
  }

  get current() {
    return this.connections.at(-1)!;
  }

  push(event: string, data: Record<string, unknown>) {
    this.current.socket.send(JSON.stringify({ event, data }));
  }

  close() {
    for (const client of this.server.clients) client.terminate();
    return new Promise((resolve) => this.server.close(resolve));
  }
}

let gateway: FakeGateway;
let client: RealtimeClient | undefined;

beforeEach(async () => {
  gateway = new FakeGateway();
  await new Promise((resolve) => gateway.server.once('listening', resolve));
});

afterEach(async () => {
  client?.close();
  await gateway.close();
});

/** A fresh ticket per request, as the server hands them out. */
const tickets = () => {
  let issued = 0;
  return vi.fn(async () => `bilhete-${(issued += 1)}`);
};

const connect = (extra: Partial<Parameters<typeof createRealtimeClient>[0]> = {}) =>
  createRealtimeClient({ url: gateway.url, getTicket: tickets(), WebSocket: BrowserLikeWebSocket, ...extra });

describe('createRealtimeClient', () => {
  it('subscribes on open, de-duplicates by cursor, and resumes with its subscriptions after a reconnect', async () => {
    client = connect();
    const messages: unknown[] = [];
    const stop = client.on('conversation:message', (data) => messages.push(data.message));
    client.subscribeToInbox('inbox-1');
    client.subscribeToConversation('conversa-1');
    await vi.waitFor(() => expect(gateway.current?.received).toHaveLength(2));
    expect(gateway.current.url).toBe('/api/realtime?ticket=bilhete-1');
    expect(gateway.current.received).toEqual([
      { event: 'subscribeToInbox', data: { inboxId: 'inbox-1' } },
      { event: 'subscribeToConversation', data: { conversationId: 'conversa-1' } },
    ]);

    gateway.push('conversation:message', { conversationId: 'conversa-1', message: 'a', cursor: '7' });
    gateway.push('conversation:message', { conversationId: 'conversa-1', message: 'b', cursor: '9' });
    gateway.push('conversation:message', { conversationId: 'conversa-1', message: 'b', cursor: '9' });
    await vi.waitFor(() => expect(client!.lastCursor).toBe('9'));
    expect(messages).toEqual(['a', 'b']);

    client.unsubscribeFromConversation('conversa-1');
    client.subscribeToConversation('conversa-2');
    await vi.waitFor(() => expect(gateway.current.received).toHaveLength(4));
    const dropped = Date.now();
    gateway.current.socket.terminate();
    await vi.waitFor(() => expect(gateway.connections).toHaveLength(2), { timeout: 5000 });
    expect(Date.now() - dropped).toBeGreaterThanOrEqual(REALTIME_RECONNECT_DELAY_MS - 50);
    // A ticket opens one socket: the reconnect asked a new one.
    expect(gateway.current.url).toBe('/api/realtime?ticket=bilhete-2');
    await vi.waitFor(() => expect(gateway.current.received).toHaveLength(3));
    expect(gateway.current.received).toEqual([
      { event: 'subscribeToInbox', data: { inboxId: 'inbox-1' } },
      { event: 'subscribeToConversation', data: { conversationId: 'conversa-2' } },
      { event: 'resume', data: { cursor: '9' } },
    ]);

    // The resumed frames overlap what was already shown: only the new one reaches the handler.
    gateway.push('conversation:message', { conversationId: 'conversa-1', message: 'b', cursor: '9' });
    gateway.push('conversation:message', { conversationId: 'conversa-2', message: 'c', cursor: '12' });
    await vi.waitFor(() => expect(client!.lastCursor).toBe('12'));
    expect(messages).toEqual(['a', 'b', 'c']);

    stop();
    gateway.push('conversation:message', { conversationId: 'conversa-2', message: 'd', cursor: '13' });
    await vi.waitFor(() => expect(client!.lastCursor).toBe('13'));
    expect(messages).toEqual(['a', 'b', 'c']);
  });

  it('passes replies and errors through, and sends messageRead only while connected', async () => {
    client = connect();
    const errors: string[] = [];
    client.on('error', (data) => errors.push(data.message));
    client.messageRead('conversa-1');
    await vi.waitFor(() => expect(gateway.connections).toHaveLength(1));
    gateway.push('error', { message: 'Acesso negado' });
    await vi.waitFor(() => expect(errors).toEqual(['Acesso negado']));
    client.messageRead('conversa-1');
    await vi.waitFor(() => expect(gateway.current.received).toEqual([{ event: 'messageRead', data: { conversationId: 'conversa-1' } }]));
  });

  it('after a 4401 close, stops when the session is refused', async () => {
    const onUnauthorized = vi.fn();
    const getTicket = vi.fn<() => Promise<string | null>>().mockResolvedValueOnce('bilhete-1').mockResolvedValue(null);
    client = connect({ onUnauthorized, getTicket, reconnectDelayMs: 50 });
    await vi.waitFor(() => expect(gateway.connections).toHaveLength(1));
    gateway.current.socket.close(4401, 'Sessão expirada');
    await vi.waitFor(() => expect(onUnauthorized).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(gateway.connections).toHaveLength(1);
  });

  it('after a 4401 close, goes on with the session this tab holds now (its own password change)', async () => {
    const onUnauthorized = vi.fn();
    const getTicket = vi.fn<() => Promise<string | null>>().mockResolvedValueOnce('bilhete-antigo').mockResolvedValue('bilhete-novo');
    client = connect({ onUnauthorized, getTicket, reconnectDelayMs: 50 });
    await vi.waitFor(() => expect(gateway.connections).toHaveLength(1));
    gateway.current.socket.close(4401, 'Sessão expirada');
    await vi.waitFor(() => expect(gateway.connections).toHaveLength(2));
    expect(gateway.current.url).toBe('/api/realtime?ticket=bilhete-novo');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not reconnect after close()', async () => {
    client = connect({ reconnectDelayMs: 50 });
    await vi.waitFor(() => expect(gateway.connections).toHaveLength(1));
    client.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(gateway.connections).toHaveLength(1);
  });

  it('asks the ticket again after a failed request, and opens once one is answered', async () => {
    const getTicket = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('rede')).mockRejectedValueOnce(new Error('503')).mockResolvedValue('bilhete-3');
    client = connect({ getTicket, reconnectDelayMs: 50 });
    await vi.waitFor(() => expect(gateway.connections).toHaveLength(1));
    expect(getTicket).toHaveBeenCalledTimes(3);
    expect(gateway.current.url).toBe('/api/realtime?ticket=bilhete-3');
  });

  it('gives up after as many failed ticket requests as reconnect attempts', async () => {
    const getTicket = vi.fn(() => Promise.reject(new Error('rede')));
    client = connect({ getTicket, reconnectDelayMs: 20, maxRetries: 3 });
    await vi.waitFor(() => expect(getTicket).toHaveBeenCalledTimes(3));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(getTicket).toHaveBeenCalledTimes(3);
    expect(gateway.connections).toHaveLength(0);
  });

  it('opens nothing and reports the refused session when no ticket is given (signed out)', async () => {
    const onUnauthorized = vi.fn();
    const getTicket = vi.fn(async () => null);
    client = connect({ getTicket, onUnauthorized, reconnectDelayMs: 20 });
    await vi.waitFor(() => expect(onUnauthorized).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(getTicket).toHaveBeenCalledOnce();
    expect(gateway.connections).toHaveLength(0);
  });

  it('opens nothing when closed while its ticket is asked', async () => {
    let answer: (ticket: string) => void = () => undefined;
    client = connect({ getTicket: () => new Promise<string>((resolve) => (answer = resolve)), reconnectDelayMs: 20 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    client.close();
    answer('bilhete-tarde');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(gateway.connections).toHaveLength(0);
  });
});
