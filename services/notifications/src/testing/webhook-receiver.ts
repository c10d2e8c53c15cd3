import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  /** What the receiver answered: a status, or 'hang' (no answer: the sender times out). */
  answer: number | 'hang';
}

/**
 * A real HTTP receiver on 127.0.0.1, as an office's system would run. `answer` decides each
 * request's fate in arrival order (500, a hang, then 200…); every request is recorded.
 */
export async function startWebhookReceiver(answer: (index: number, body: string) => number | 'hang' = () => 200) {
  const received: ReceivedWebhook[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const fate = answer(received.length, body);
      received.push({
        id: String(request.headers['balcao-webhook-id']),
        timestamp: String(request.headers['balcao-webhook-timestamp']),
        signature: String(request.headers['balcao-webhook-signature']),
        body,
        answer: fate,
      });
      if (fate === 'hang') {
        hanging.add(response);
        return;
      }
      response.writeHead(fate, { 'content-type': 'text/plain' }).end(fate < 300 ? 'recebido' : 'erro interno do receptor');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/balcao`,
    received,
    /** The ids the receiver accepted (answered 2xx), in the order it accepted them. */
    accepted: () => received.filter((request) => typeof request.answer === 'number' && request.answer < 300),
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
