import { randomInt } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';

/** A signed-in user of a service test: who they are and the token their calls carry. */
export interface TestUser {
  userId: string;
  officeId: string;
  token: string;
  inboxId: string;
}

export interface CallOptions {
  method?: InjectOptions['method'];
  url: string;
  /** The user the call is made as; none for a public route. */
  as?: Pick<TestUser, 'token'> | null;
  payload?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

/**
 * Calls a service's routes in a test through `app.inject`, each from a different client
 * address so the per-IP rate limits only bite where a test wants them to; `expectOk` answers
 * the parsed body or throws with the status and body it got instead.
 */
export function serviceCaller(app: FastifyInstance) {
  const call = ({ method = 'GET', url, as, payload, query, headers = {} }: CallOptions) => {
    const allHeaders: Record<string, string> = { 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`, ...headers };
    if (as) allHeaders.authorization = `Bearer ${as.token}`;
    return app.inject({ method, url, headers: allHeaders, query, payload: payload as InjectOptions['payload'] });
  };
  const expectOk = async <T>(options: CallOptions, status = 200): Promise<T> => {
    const response = await call(options);
    if (response.statusCode !== status) throw new Error(`${options.method ?? 'GET'} ${options.url} answered ${response.statusCode}: ${response.body}`);
    return response.json<T>();
  };
  return { call, expectOk };
}
