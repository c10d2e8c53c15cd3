import { aiErrors } from '../shared/errors';

/** The transcription API takes files up to 25 MB. */
const MAX_AUDIO_BYTES = 25 * 1024 * 1024;
const DOWNLOAD_TIMEOUT_MS = 15_000;

export interface DownloadedAudio {
  audio: Uint8Array;
  fileName: string;
  mimeType: string;
}

/**
 * Downloads a conversation's audio: a path on this server (the caller's own authorization goes
 * along) or a URL of an allowed origin; anything else is refused, so the server fetches nothing
 * a client points it to.
 */
export async function downloadAudio(audioUrl: string, request: { origin: string; authorization?: string }, allowedOrigins: string[], deadline?: AbortSignal): Promise<DownloadedAudio> {
  let url: URL;
  try {
    url = new URL(audioUrl, request.origin);
  } catch {
    throw aiErrors.AUDIO_URL_INVALID(undefined, 'audioUrl');
  }
  const sameOrigin = url.origin === new URL(request.origin).origin;
  if (!['http:', 'https:'].includes(url.protocol) || (!sameOrigin && !allowedOrigins.includes(url.origin))) throw aiErrors.AUDIO_URL_INVALID(undefined, 'audioUrl');
  let response: Response;
  try {
    response = await fetch(url, { headers: sameOrigin && request.authorization ? { authorization: request.authorization } : {}, signal: deadline ? AbortSignal.any([deadline, AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS)]) : AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS), redirect: 'error' });
  } catch {
    throw aiErrors.AUDIO_UNAVAILABLE();
  }
  if (!response.ok) throw aiErrors.AUDIO_UNAVAILABLE();
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_AUDIO_BYTES) throw aiErrors.AUDIO_UNAVAILABLE('O áudio passa de 25 MB');
  const audio = new Uint8Array(await response.arrayBuffer().catch(() => {
    throw aiErrors.AUDIO_UNAVAILABLE();
  }));
  if (audio.byteLength === 0 || audio.byteLength > MAX_AUDIO_BYTES) throw aiErrors.AUDIO_UNAVAILABLE();
  const mimeType = response.headers.get('content-type')?.split(';')[0] || 'audio/webm';
  const fileName = url.pathname.split('/').pop() || 'audio.webm';
  return { audio, fileName: /\.[a-z0-9]+$/i.test(fileName) ? fileName : `${fileName}.${mimeType.split('/')[1] ?? 'webm'}`, mimeType };
}
