import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An HTTP server for tests that records every request it gets (a victim an attacker would point
 * the service at, or the media address the product configured) and answers what `serve` writes
 * (404 when it is not given).
 */
export async function startRecordingServer(serve?: (request: IncomingMessage, response: ServerResponse) => void) {
  const hits: Array<{ method: string; url: string; host: string | undefined; authorization: string | undefined }> = [];
  const server = createServer((request, response) => {
    hits.push({ method: request.method ?? '', url: request.url ?? '', host: request.headers.host, authorization: request.headers.authorization });
    if (serve) return serve(request, response);
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    origin: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type RecordingServer = Awaited<ReturnType<typeof startRecordingServer>>;
