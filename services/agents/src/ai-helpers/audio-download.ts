import { AppError, type VerifiedMediaLink } from '@balcao/service-kit';
import { aiErrors } from '../shared/errors';

/** The transcription API takes files up to 25 MB. */
const MAX_AUDIO_BYTES = 25 * 1024 * 1024;
const DOWNLOAD_TIMEOUT_MS = 15_000;

export interface DownloadedAudio {
  audio: Uint8Array;
  fileName: string;
  mimeType: string;
}

const unavailable = (description?: string) => aiErrors.AUDIO_UNAVAILABLE(description, 'audioUrl');
const tooLarge = () => unavailable('O áudio passa de 25 MB');

/** The body, chunk by chunk, until it ends or passes the cap (then the download is dropped, never read whole). */
async function readCapped(body: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_AUDIO_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * Downloads a verified media link from messaging's configured address (the path rebuilt from
 * the verified parts, no redirect followed, the caller's token never sent: the signature is the
 * permission), streamed under a size cap and a time limit.
 */
export async function downloadAudio(baseUrl: string, link: VerifiedMediaLink, deadline: AbortSignal): Promise<DownloadedAudio> {
  const stop = new AbortController();
  const signal = AbortSignal.any([deadline, AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS), stop.signal]);
  try {
    let response: Response;
    try {
      response = await fetch(`${baseUrl.replace(/\/+$/, '')}${link.path}`, { signal, redirect: 'manual' });
    } catch {
      throw unavailable();
    }
    if (response.status !== 200 || !response.body) throw unavailable();
    if (Number(response.headers.get('content-length') ?? 0) > MAX_AUDIO_BYTES) throw tooLarge();
    const audio = await readCapped(response.body).catch((error: unknown) => {
      throw error instanceof AppError ? error : unavailable();
    });
    if (audio.byteLength === 0) throw unavailable();
    const mimeType = response.headers.get('content-type')?.split(';')[0]?.trim() || 'audio/webm';
    const fileName = /\.[a-z0-9]+$/i.test(link.key) ? link.key : `${link.key}.${mimeType.split('/')[1] ?? 'webm'}`;
    return { audio, fileName, mimeType };
  } finally {
    // Whatever happened, the connection is let go (a refused body is not read any further).
    stop.abort();
  }
}
