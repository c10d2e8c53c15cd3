import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '@balcao/contracts';
import { createServiceApp } from './app';
import { createTestInfra, type TestInfra } from './testing';

/**
 * Found by the chaos run (issue 39): during a rolling restart, a request reaching a replica on
 * its way out got Fastify's English 503. It gets the API's pt-BR one, with its connection
 * closed so the retry reaches a replica that stays, while what was under way finishes.
 */
describe('a replica shutting down', () => {
  let infra: TestInfra;
  afterAll(async () => infra?.cleanup());

  it("answers a request arriving on an open connection after the shutdown began with the API's pt-BR 503, and finishes the one under way", async () => {
    infra = await createTestInfra();
    const app = await createServiceApp({ name: 'kit-closing', infra });
    let release: () => void = () => undefined;
    let started: () => void = () => undefined;
    const slowStarted = new Promise<void>((resolve) => (started = resolve));
    app.get('/slow', () => new Promise((resolve) => ((release = () => resolve({ done: true })), started())));
    app.get('/quick', async () => ({ ok: true }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };

    // One kept-alive connection, busy with /slow when the shutdown begins; /quick follows on it.
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk));
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write('GET /slow HTTP/1.1\r\nHost: balcao\r\n\r\n');
    await slowStarted;
    const closed = app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.write('GET /quick HTTP/1.1\r\nHost: balcao\r\n\r\n');
    release();
    await ended;
    await closed;

    const [first, second] = received.split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/^HTTP\/1\.1 200/);
    expect(first).toContain('{"done":true}');
    expect(second).toMatch(/^HTTP\/1\.1 503/);
    expect(second).toMatch(/connection: close/i);
    expect(JSON.parse(second.slice(second.indexOf('\r\n\r\n') + 4))).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: messages.serviceUnavailable });
  }, 20_000);
});
