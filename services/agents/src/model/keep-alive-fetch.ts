import http from 'node:http';
import https from 'node:https';

/**
 * The `fetch` the openai SDK calls, over node's http with sockets kept alive between calls.
 * Node's own fetch (undici) builds a Request, a fetch controller and web streams for every call:
 * a third of the agent runtime's CPU at a hundred turns a second. JSON bodies (every chat
 * completion) go this way and come back as a standard Response; anything else (an audio
 * upload's form) goes through the global fetch.
 */
export function createKeepAliveFetch(): typeof fetch {
  const agents = { 'http:': new http.Agent({ keepAlive: true }), 'https:': new https.Agent({ keepAlive: true }) };
  return (async (input: string | URL | Request, init: RequestInit = {}) => {
    const body = init.body;
    if (input instanceof Request || (body != null && typeof body !== 'string')) return fetch(input, init);
    const url = new URL(input);
    if (!(url.protocol in agents)) return fetch(input, init);
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => (headers[name] = value));
    if (body != null) headers['content-length'] = String(Buffer.byteLength(body));
    const transport = url.protocol === 'https:' ? https : http;
    const send = (retried: boolean) =>
      new Promise<Response>((resolve, reject) => {
        const options = { method: init.method ?? 'GET', headers, agent: agents[url.protocol as keyof typeof agents], signal: init.signal ?? undefined };
        const request = transport.request(url, options, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => resolve(responseOf(url, response, Buffer.concat(chunks))));
        });
        request.on('error', (error: NodeJS.ErrnoException) => {
          // A kept-alive socket the server closed as it was reused: once more on a new one.
          if (request.reusedSocket && error.code === 'ECONNRESET' && !retried) resolve(send(true));
          else reject(error);
        });
        request.end(body ?? undefined);
      });
    return send(false);
  }) as typeof fetch;
}

function responseOf(url: URL, response: http.IncomingMessage, content: Buffer) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    for (const each of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, each);
  }
  const status = response.statusCode ?? 500;
  // 204 and 304 answers carry no body (the Response constructor refuses one).
  const answer = new Response(status === 204 || status === 304 ? null : new Uint8Array(content), { status, statusText: response.statusMessage, headers });
  Object.defineProperty(answer, 'url', { value: url.href });
  return answer;
}
