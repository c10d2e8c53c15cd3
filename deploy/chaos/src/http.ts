import { setTimeout as sleep } from 'node:timers/promises';

/** One answer (or its absence) as a client saw it. */
export interface Exchange {
  at: number;
  method: string;
  path: string;
  status: number | null;
  ms: number;
  /** The pt-BR message of an error answer. */
  message?: string;
}

/** Every request of the run, for the count at the end. */
export class Ledger {
  readonly exchanges: Exchange[] = [];
  record(exchange: Exchange) {
    this.exchanges.push(exchange);
  }
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
}

export class ApiError extends Error {
  constructor(
    readonly status: number | null,
    message: string,
  ) {
    super(message);
  }
}

/** A browser-like client of the product's one origin (nginx), every answer recorded. */
export function apiClient(baseUrl: string, ledger: Ledger) {
  const call = async <T>(method: string, path: string, options: CallOptions = {}): Promise<T> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: BodyInit | undefined;
    if (options.form) {
      const form = new FormData();
      for (const [key, value] of Object.entries(options.form)) form.append(key, value);
      body = form;
    } else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const started = Date.now();
    let response: Response;
    try {
      // Longer than any handler may take (30 s) and nginx's read timeout (60 s): an answer always comes first.
      response = await fetch(`${baseUrl}${path}`, { method, headers, body, signal: AbortSignal.timeout(70_000) });
    } catch (error) {
      ledger.record({ at: started, method, path, status: null, ms: Date.now() - started });
      throw new ApiError(null, `${method} ${path}: ${(error as Error).message}`);
    }
    const text = await response.text().catch(() => '');
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    const message = !response.ok ? ((json as { message?: string } | undefined)?.message ?? text.slice(0, 120)) : undefined;
    ledger.record({ at: started, method, path, status: response.status, ms: Date.now() - started, message });
    if (!response.ok) throw new ApiError(response.status, `${method} ${path}: ${response.status} ${message}`);
    return json as T;
  };
  return { call };
}

/**
 * Asks again, the same request (the same Idempotency-Key or message id), until it succeeds: as a
 * browser's retry or a phone's resend. Answers that will never change (4xx other than 401/404/409/429
 * while memberships and projections catch up) are not retried past `give up`.
 */
export async function untilDone<T>(
  work: () => Promise<T>,
  options: { deadline: number; retryable?: (error: ApiError) => boolean; refused?: (error: ApiError) => boolean },
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const apiError = error as ApiError;
      if (options.refused?.(apiError)) throw error;
      const retryable = apiError.status === null || apiError.status >= 500 || [401, 404, 409, 429].includes(apiError.status) || options.retryable?.(apiError);
      if (!retryable || Date.now() > options.deadline) throw error;
      await sleep(Math.min(2_000, 200 * 2 ** Math.min(attempt, 4)));
    }
  }
}
