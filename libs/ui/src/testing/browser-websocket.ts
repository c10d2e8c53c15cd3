import NodeWebSocket from 'ws';

/**
 * Node's `ws` with the browser's manners, for the jsdom tests' realtime socket. The browser's
 * WebSocket is an EventTarget: an error nobody listens to is dropped. `ws` is an EventEmitter,
 * which throws it instead, and reconnecting-websocket closes a socket still connecting (its
 * 4 s connection timeout, or an unmount) after taking its own listeners off, so a slow CI
 * machine turned that into an uncaught exception failing the whole run.
 */
export class BrowserLikeWebSocket extends NodeWebSocket {
  constructor(address: string | URL, protocols?: string | string[]) {
    super(address, protocols);
    this.on('error', () => undefined);
  }
}
