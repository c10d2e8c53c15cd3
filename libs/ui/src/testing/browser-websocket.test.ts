import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRealtimeClient } from '../realtime/realtime-client';
import { BrowserLikeWebSocket } from './browser-websocket';

let silentGateway: Server | undefined;
const held: Socket[] = [];

afterEach(async () => {
  for (const socket of held.splice(0)) socket.destroy();
  await new Promise((resolve) => silentGateway?.close(resolve));
});

/** Accepts the TCP connection and never answers the handshake, like a gateway too busy to. */
async function listenSilently() {
  silentGateway = createServer((socket) => held.push(socket));
  await new Promise<void>((resolve) => silentGateway!.listen(0, '127.0.0.1', resolve));
  return `ws://127.0.0.1:${(silentGateway.address() as AddressInfo).port}/api/realtime`;
}

describe('BrowserLikeWebSocket', () => {
  it('closes a socket still connecting without an uncaught error, as the browser does', async () => {
    const socket = new BrowserLikeWebSocket(await listenSilently());
    await vi.waitFor(() => expect(held).toHaveLength(1));
    socket.close();
    await vi.waitFor(() => expect(socket.readyState).toBe(BrowserLikeWebSocket.CLOSED));
  });

  it("lets the realtime client give up on a connection that outlived its timeout and close", async () => {
    const url = await listenSilently();
    const client = createRealtimeClient({ url, getTicket: () => 'bilhete', WebSocket: BrowserLikeWebSocket, maxRetries: 0 });
    await vi.waitFor(() => expect(held).toHaveLength(1));
    client.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
  });
});
