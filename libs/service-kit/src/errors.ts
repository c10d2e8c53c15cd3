import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { messages, ZApiError } from '@balcao/contracts';

/** An error a route may throw on purpose; its message is shown to the user (pt-BR). */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly statusCode: number,
    message: string,
    readonly description?: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

type ErrorSpec = { status: number; message: string };

/** Error answers every route may give, for a route's response schema and the OpenAPI document. */
export const errorResponses = {
  400: ZApiError,
  401: ZApiError,
  403: ZApiError,
  404: ZApiError,
  409: ZApiError,
} as const;

/**
 * Each domain declares its own codes once; `errors.NOT_FOUND()` builds the AppError.
 * The map is exhaustive by construction: a code without a status does not compile.
 */
export function defineErrors<T extends Record<string, ErrorSpec>>(domain: string, specs: T) {
  return Object.fromEntries(
    Object.entries(specs).map(([code, spec]) => [
      code,
      (description?: string, field?: string) =>
        new AppError(`${domain}_${code}`, spec.status, spec.message, description, field),
    ]),
  ) as { [K in keyof T]: (description?: string, field?: string) => AppError };
}

export const commonErrors = defineErrors('COMMON', {
  NOT_FOUND: { status: 404, message: 'Recurso não encontrado' },
  UNAUTHORIZED: { status: 401, message: 'Sessão expirada. Entre novamente.' },
  FORBIDDEN: { status: 403, message: 'Você não tem permissão para esta ação' },
  MANAGER_ONLY: { status: 403, message: 'Apenas o Gestor do escritório pode fazer isso' },
  CONFLICT: { status: 409, message: 'Conflito com o estado atual do recurso' },
  IN_PROGRESS: { status: 409, message: 'Requisição em processamento. Aguarde e tente novamente.' },
});

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  408: 'Request Timeout',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'O corpo da requisição está vazio',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de conteúdo não suportado',
  FST_ERR_CTP_BODY_TOO_LARGE: 'O arquivo ou corpo enviado é grande demais',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Tamanho do corpo da requisição inválido',
  FST_REQ_FILE_TOO_LARGE: 'O arquivo enviado é grande demais',
  FST_ERR_VALIDATION: 'Dados inválidos',
};

function send(reply: FastifyReply, request: FastifyRequest, status: number, code: string, message: string, extra: { description?: string; field?: string } = {}) {
  return reply.status(status).send({
    statusCode: status,
    code,
    error: STATUS_NAMES[status] ?? 'Error',
    message,
    ...(extra.description ? { description: extra.description } : {}),
    ...(extra.field ? { field: extra.field } : {}),
    requestId: request.id,
  });
}

/**
 * Errors that mean "not now" rather than "wrong": the handler ran out of time, or the database
 * did not answer (a statement or an idle transaction cancelled by its timeout, no free
 * connection in time, the server unreachable or shutting down), or Redis did not.
 */
const UNAVAILABLE_PG_CODES = new Set(['57014', '25P03', '57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08006']);
const UNAVAILABLE_NET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);
const UNAVAILABLE_PG_MESSAGES = ['timeout exceeded when trying to connect', 'Query read timeout', 'Connection terminated', 'not queryable'];
/** ioredis while Redis restarts: a command that found no connection in its retries (the chaos run saw a 500). */
const UNAVAILABLE_REDIS_NAMES = new Set(['MaxRetriesPerRequestError']);
const UNAVAILABLE_REDIS_MESSAGES = ['Connection is closed.', 'Stream isn\'t writeable'];

/** A request reaching a replica that is shutting down: the client asks again, and reaches another. */
export class ServiceClosingError extends Error {
  constructor() {
    super('this replica is shutting down');
    this.name = 'ServiceClosingError';
  }
}

function isUnavailable(error: unknown): boolean {
  const { code, message, name } = error as { code?: string; message?: string; name?: string };
  if (code === 'FST_ERR_HANDLER_TIMEOUT') return true;
  if (name && UNAVAILABLE_REDIS_NAMES.has(name)) return true;
  if (message && UNAVAILABLE_REDIS_MESSAGES.some((text) => message.startsWith(text))) return true;
  if (code && (UNAVAILABLE_PG_CODES.has(code) || UNAVAILABLE_NET_CODES.has(code))) return true;
  if (message && UNAVAILABLE_PG_MESSAGES.some((text) => message.includes(text))) return true;
  // Drizzle wraps the driver's error ('Failed query: …') with the original as its cause.
  const cause = (error as { cause?: unknown }).cause;
  return cause !== undefined && cause !== error && isUnavailable(cause);
}

export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => unknown;

/** `notFoundFallback` lets the standalone server answer unknown pages with the shell's index.html. */
export function registerErrorHandling(app: FastifyInstance, notFoundFallback?: NotFoundFallback) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
      return send(reply, request, 400, 'VALIDATION_ERROR', first.message ?? 'Dados inválidos', {
        field: field || undefined,
        description: field ? `Campo: ${field}` : undefined,
      });
    }
    if (error instanceof AppError) {
      return send(reply, request, error.statusCode, error.code, error.message, { description: error.description, field: error.field });
    }
    if (error instanceof Error && isResponseSerializationError(error) && 'cause' in error) {
      request.log.error({ err: error, issues: (error.cause as { issues?: unknown })?.issues }, 'response does not match its schema');
      return send(reply, request, 500, 'INTERNAL_ERROR', messages.internalError);
    }
    if (error instanceof ServiceClosingError) return send(reply, request, 503, 'SERVICE_UNAVAILABLE', messages.serviceUnavailable);
    if (isUnavailable(error)) {
      request.log.error({ err: error }, 'answered 503: a dependency did not answer in time');
      return send(reply, request, 503, 'SERVICE_UNAVAILABLE', messages.serviceUnavailable);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return send(reply, request, 429, 'RATE_LIMITED', 'Muitas tentativas. Aguarde um momento e tente novamente.');
    }
    if (status >= 400 && status < 500) {
      const message = FASTIFY_MESSAGES[error.code] ?? (error instanceof SyntaxError ? 'JSON inválido no corpo da requisição' : 'Requisição inválida');
      return send(reply, request, status, error.code ?? 'BAD_REQUEST', message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, request, 500, 'INTERNAL_ERROR', messages.internalError);
  });

  app.setNotFoundHandler((request, reply) => {
    if (notFoundFallback && !request.url.startsWith('/api/')) return notFoundFallback(request, reply);
    return send(reply, request, 404, 'NOT_FOUND', 'Recurso não encontrado');
  });
}
