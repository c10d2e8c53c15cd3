import http from 'node:http';
import https from 'node:https';
import { WEBHOOK_HEADERS } from '@balcao/contracts';
import { signWebhook } from './webhook-signature';
import { literalHostRefused, safeLookup, type WebhookTargetPolicy } from './webhook-url';

/** The receiver's answer kept for the log. */
export const RESPONSE_PREVIEW_BYTES = 4096;

export interface SendResult {
  /** The HTTP status, or null when there was no answer. */
  status: number | null;
  durationMs: number;
  responseBody: string | null;
  /** pt-BR, for the log, when there was no answer. */
  error: string | null;
}

const errorText = (error: NodeJS.ErrnoException): string => {
  if (error.code === 'EWEBHOOKPRIVATE') return 'Endereço interno ou privado recusado';
  if (error.code === 'ETIMEDOUT' || error.message === 'timeout') return 'Tempo de resposta esgotado';
  if (error.code === 'ECONNREFUSED') return 'Conexão recusada pelo destino';
  if (error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN') return 'Endereço não encontrado (DNS)';
  return `Falha de rede (${error.code ?? error.message})`;
};

/**
 * POSTs one delivery: signed for `now`, no redirect followed (Node's client never follows one),
 * the whole exchange cut at `timeoutMs`, the answer read up to 4 KB.
 */
export function sendWebhook(input: { url: string; secret: string; eventId: string; body: string; timeoutMs: number; policy: WebhookTargetPolicy; now?: Date }): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const timestamp = Math.floor((input.now ?? new Date()).getTime() / 1000);
  return new Promise((resolve) => {
    const url = new URL(input.url);
    if (literalHostRefused(input.url, input.policy)) {
      resolve({ status: null, durationMs: 0, responseBody: null, error: errorText(Object.assign(new Error(''), { code: 'EWEBHOOKPRIVATE' })) });
      return;
    }
    const client = url.protocol === 'https:' ? https : http;
    let settled = false;
    const finish = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        lookup: safeLookup(input.policy) as never,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Balcao-Webhooks/1',
          'content-length': Buffer.byteLength(input.body),
          [WEBHOOK_HEADERS.id]: input.eventId,
          [WEBHOOK_HEADERS.timestamp]: String(timestamp),
          [WEBHOOK_HEADERS.signature]: signWebhook(input.secret, timestamp, input.body),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => finish({ status: response.statusCode ?? null, durationMs: elapsed(), responseBody: Buffer.concat(chunks).toString('utf8'), error: null });
        response.on('data', (chunk: Buffer) => {
          if (size < RESPONSE_PREVIEW_BYTES) chunks.push(chunk.subarray(0, RESPONSE_PREVIEW_BYTES - size));
          size += chunk.length;
          // Enough kept: the rest is not read.
          if (size >= RESPONSE_PREVIEW_BYTES) {
            done();
            response.destroy();
          }
        });
        response.on('end', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      finish({ status: null, durationMs: elapsed(), responseBody: null, error: errorText(new Error('timeout')) });
      request.destroy();
    }, input.timeoutMs);
    request.on('error', (error) => finish({ status: null, durationMs: elapsed(), responseBody: null, error: errorText(error) }));
    request.end(input.body);
  });
}
