import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a credential: a realtime ticket, a signed link's signature, a token. */
export const SECRET_QUERY_PARAMETERS: ReadonlySet<string> = new Set(['ticket', 'sig', 'token']);

const nameOf = (pair: string) => {
  const raw = pair.split('=', 1)[0];
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
};

/** The URL with the values of secret query parameters replaced, for logs (proxies and log stores keep URLs). */
export function urlWithoutSecrets(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => (SECRET_QUERY_PARAMETERS.has(nameOf(pair)) ? `${pair.split('=', 1)[0]}=[redacted]` : pair))
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}

/** Fastify's own request serializer, but with `urlWithoutSecrets`. */
export function requestWithoutSecrets(request: FastifyRequest) {
  return {
    method: request.method,
    url: urlWithoutSecrets(request.url),
    version: request.headers?.['accept-version'] as string | undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * For a route's or plugin's `logSerializers` (createServiceApp's logger `serializers` would cover
 * every route). Fastify types these as returning strings; pino, which runs them, takes any value.
 */
export const logSerializersWithoutSecrets = { req: requestWithoutSecrets } as unknown as Record<string, (value: unknown) => string>;
