// @vitest-environment jsdom
import type { AddressInfo } from 'node:net';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { BrowserLikeWebSocket } from '../testing/browser-websocket';
import { RealtimeProvider, useConversationSubscription, useRealtimeEvent } from './RealtimeProvider';

let server: WebSocketServer;
const sockets: WebSocket[] = [];
const received: unknown[] = [];

beforeEach(async () => {
  // Node 20's built-in WebSocket does not mix with jsdom's events; the browser has its own.
  vi.stubGlobal('WebSocket', BrowserLikeWebSocket);
  server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  server.on('connection', (socket) => {
    sockets.push(socket);
    socket.on('message', (raw) => received.push(JSON.parse(raw.toString())));
  });
  await new Promise((resolve) => server.once('listening', resolve));
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  sockets.splice(0);
  received.splice(0);
  await new Promise((resolve) => server.close(resolve));
});

function LastMessage({ conversationId }: { conversationId: string }) {
  const [text, setText] = useState('nenhuma');
  useConversationSubscription(conversationId);
  useRealtimeEvent('conversation:message', (data) => setText(String(data.message.content)));
  return <p>{text}</p>;
}

describe('RealtimeProvider', () => {
  it('subscribes while a component is mounted and hands it the frames it listens to', async () => {
    const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/api/realtime`;
    const app = (conversationId: string | null) => (
      <RealtimeProvider url={url} getTicket={() => 'bilhete'}>
        {conversationId && <LastMessage conversationId={conversationId} />}
      </RealtimeProvider>
    );
    const view = render(app('conversa-1'));
    await vi.waitFor(() => expect(received).toEqual([{ event: 'subscribeToConversation', data: { conversationId: 'conversa-1' } }]));

    const message = { content: 'Olá, doutora' };
    act(() => sockets[0].send(JSON.stringify({ event: 'conversation:message', data: { conversationId: 'conversa-1', message, cursor: '1' } })));
    expect(await screen.findByText('Olá, doutora')).toBeTruthy();

    view.rerender(app(null));
    await vi.waitFor(() => expect(received.at(-1)).toEqual({ event: 'unsubscribeFromConversation', data: { conversationId: 'conversa-1' } }));
  });
});
