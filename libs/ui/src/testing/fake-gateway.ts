import type { AddressInfo } from 'node:net';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { BrowserLikeWebSocket } from './browser-websocket';

/**
 * A stand-in for the realtime gateway for page tests: records the frames the page sends,
 * confirms conversation subscriptions like the gateway does, and pushes frames. Call it at the
 * top of a test file; it starts before and stops after each test.
 */
export function useFakeGateway() {
  let server: WebSocketServer;
  let socket: WebSocket | null = null;
  let cursor = 0;
  const received: { event: string; data: Record<string, string> }[] = [];

  beforeEach(async () => {
    // jsdom's global WebSocket (undici's) fires events of another realm; the browser's is standard.
    vi.stubGlobal('WebSocket', BrowserLikeWebSocket);
    server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    server.on('connection', (connection) => {
      socket = connection;
      connection.on('message', (raw) => {
        const frame = JSON.parse(raw.toString());
        received.push(frame);
        if (frame.event === 'subscribeToConversation') connection.send(JSON.stringify({ event: 'subscribedToConversation', data: frame.data }));
      });
    });
    await new Promise((resolve) => server.once('listening', resolve));
  });

  afterEach(async () => {
    received.splice(0);
    socket = null;
    for (const client of server.clients) client.terminate();
    await new Promise((resolve) => server.close(resolve));
  });

  return {
    received,
    url: () => `ws://127.0.0.1:${(server.address() as AddressInfo).port}/api/realtime`,
    push: (event: string, data: Record<string, unknown>) =>
      act(async () => {
        socket!.send(JSON.stringify({ event, data: { ...data, cursor: String((cursor += 1)) } }));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }),
  };
}
