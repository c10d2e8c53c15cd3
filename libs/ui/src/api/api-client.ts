import { createElement } from 'react';
import { PlanLimitUpgradeLink } from './plan-limit';
import { messages, PLAN_LIMIT_ERROR_CODE, SUBSCRIPTION_INACTIVE_ERROR_CODE } from '@balcao/contracts';
import { toast } from '../toast/toast';
import { readSessionCookies, signOutAndRedirect } from '../session/session-cookies';

export const API_BASE = '/api';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  /** Skip the global error toast (forms that show errors inline). */
  silent?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Sent as Idempotency-Key so a retried create does nothing twice (ARCHITECTURE §3). */
  idempotencyKey?: string;
}

/** The error body of ARCHITECTURE §3, as far as the client relies on it. */
export interface ApiErrorBody {
  statusCode?: number;
  code?: string;
  error?: string;
  message?: string;
  description?: string;
  field?: string;
  requestId?: string;
}

export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | null;

  constructor(status: number, body: ApiErrorBody | null, message: string) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = body;
  }

  get description(): string | undefined {
    return this.body?.description;
  }
}

type SubscriptionInactiveListener = () => void;
const subscriptionInactiveListeners = new Set<SubscriptionInactiveListener>();

/** The shell's gate hears every 402 SUBSCRIPTION_INACTIVE answer, whichever call got it (spec 3 §4). */
export function onSubscriptionInactive(listener: SubscriptionInactiveListener): () => void {
  subscriptionInactiveListeners.add(listener);
  return () => {
    subscriptionInactiveListeners.delete(listener);
  };
}

/** Undefined/null values are left out; arrays are comma-joined (spec 1 §7: tags). */
export function buildQueryString(query?: Query): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Server 'Required' is shown as 'Campo obrigatório' (spec 1 §5). */
export function errorMessageOf(body: ApiErrorBody | null): string {
  const text = body?.message?.trim();
  if (!text) return messages.internalError;
  if (text === 'Required') return 'Campo obrigatório';
  return text;
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function request<T>(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const { token } = readSessionCookies();
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (cause) {
    if ((cause as Error)?.name === 'AbortError') throw cause;
    const error = new ApiRequestError(0, null, messages.internalError);
    if (!options.silent) toast.error(messages.internalError, 'Verifique sua conexão com a internet e tente novamente.');
    throw error;
  }

  const payload = await parseBody(response);
  if (response.ok) return payload as T;

  const errorBody = payload && typeof payload === 'object' ? (payload as ApiErrorBody) : null;
  // An expired or revoked token on a protected call ends the session; a failed login is just an error.
  if (response.status === 401 && token) {
    signOutAndRedirect();
  } else if (response.status === 402 && errorBody?.code === SUBSCRIPTION_INACTIVE_ERROR_CODE && subscriptionInactiveListeners.size > 0) {
    // The gate sends the user to the subscription tab, which says why: no toast per failed call.
    for (const listener of subscriptionInactiveListeners) listener();
  } else if (errorBody?.code === PLAN_LIMIT_ERROR_CODE) {
    // A plan's limit names itself and offers the upgrade, even to a caller that shows its own errors.
    toast.error(errorMessageOf(errorBody), createElement(PlanLimitUpgradeLink), { duration: 10 });
  } else if (!options.silent) {
    toast.error(errorMessageOf(errorBody), errorBody?.description);
  }
  throw new ApiRequestError(response.status, errorBody, errorMessageOf(errorBody));
}

/** A creation refused by the plan's limit: the api client already showed the message with the upgrade link (silent calls too). */
export const isPlanLimitError = (error: unknown) => error instanceof ApiRequestError && error.body?.code === PLAN_LIMIT_ERROR_CODE;

export const api = {
  get: <T>(path: string, query?: Query, options?: RequestOptions) =>
    request<T>('GET', `${path}${buildQueryString(query)}`, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, body, options),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('DELETE', path, body, options),
  /** Multipart upload; the browser sets the boundary header. */
  upload: <T>(path: string, formData: FormData, options?: RequestOptions) =>
    request<T>('POST', path, formData, options),
};

/** A fresh Idempotency-Key. crypto.randomUUID exists only on https/localhost, so build a v4 UUID by hand. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A route that answers a file (a report, an export): the api client's session token and error
 * shape, read as a Blob. Silent: the caller shows its own messages; an ended session signs out.
 */
export async function fetchFile(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Blob> {
  const { token } = readSessionCookies();
  const headers: Record<string, string> = { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiRequestError(0, null, errorMessageOf(null));
  }
  if (response.ok) return response.blob();
  const errorBody = (await response.json().catch(() => null)) as ApiErrorBody | null;
  if (response.status === 401 && token) signOutAndRedirect();
  throw new ApiRequestError(response.status, errorBody, errorMessageOf(errorBody));
}
