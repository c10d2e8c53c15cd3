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

const connect = (extra: Partial<Parameters<typeof createRealtimeClient>[0]> = {}) =>
  createRealtimeClient({ url: gateway.url, getToken: () => 'token-do-usuario', WebSocket: BrowserLikeWebSocket, ...extra });

describe('createRealtimeClient', () => {
  it('subscribes on open, de-duplicates by cursor, and resumes with its subscriptions after a reconnect', async () => {
    client = connect();
    const messages: unknown[] = [];
    const stop = client.on('conversation:message', (data) => messages.push(data.message));
    client.subscribeToInbox('inbox-1');
    client.subscribeToConversation('conversa-1');
    await vi.waitFor(() => expect(gateway.current?.received).toHaveLength(2));
    expect(gateway.current.url).toBe('/api/realtime?token=token-do-usuario');
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

  it('stops reconnecting when the server refuses the session (4401)', async () => {
    const onUnauthorized = vi.fn();
    client = connect({ onUnauthorized, reconnectDelayMs: 50 });
    await vi.waitFor(() => expect(gateway.connections).toHaveLength(1));
    gateway.current.socket.close(4401, 'Sessão expirada');
    await vi.waitFor(() => expect(onUnauthorized).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(gateway.connections).toHaveLength(1);
  });

  it('does not reconnect after close()', async () => {
    client = connect({ reconnectDelayMs: 50 });
    await vi.waitFor(() => expect(gateway.connections).toHaveLength(1));
    client.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(gateway.connections).toHaveLength(1);
  });
});
