import { vi } from 'vitest';

export type FakeRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  /** JSON bodies parsed; multipart bodies as the FormData sent. */
  body: unknown;
  headers: Headers;
};
export type FakeResponse = { status: number; body?: unknown };
/** Keyed by 'METHOD /path' (the path after /api, without the query). */
export type FakeRoutes = Record<string, (request: FakeRequest) => FakeResponse | Promise<FakeResponse>>;

export const ok = (body: unknown, status = 200): FakeResponse => ({ status, body });

export const apiError = (status: number, message: string, field?: string): FakeResponse => ({
  status,
  body: { statusCode: status, code: 'TEST_ERROR', error: 'Error', message, field, requestId: 'test' },
});

/**
 * Replaces `fetch`, the only network boundary of the app: the real api client, session and
 * react-query code run on top of it. Unknown routes answer 404 so a stray call shows up.
 */
export function installFakeBackend(routes: FakeRoutes) {
  const requests: FakeRequest[] = [];

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = init?.body;
    const request: FakeRequest = {
      method,
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      body: typeof body === 'string' ? JSON.parse(body) : body,
      headers: new Headers(init?.headers),
    };
    requests.push(request);
    const handler = routes[`${method} ${request.path}`];
    const response = handler ? await handler(request) : apiError(404, `Rota não simulada: ${method} ${request.path}`);
    return new Response(response.body === undefined ? null : JSON.stringify(response.body), {
      status: response.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    requests,
    requestsTo: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
  };
}
