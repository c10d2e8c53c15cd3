/** Spec 1 §8: what the audio player says when it cannot play. */
export const AUDIO_ERRORS = {
  invalidUrl: 'URL do áudio inválida',
  load: 'Erro ao carregar o áudio',
  decode: 'Erro ao processar o áudio',
  playback: 'Não foi possível reproduzir o áudio. Verifique as permissões do navegador.',
  unsupported: 'Não foi possível reproduzir o áudio neste navegador.',
  unknown: 'Erro desconhecido ao reproduzir o áudio.',
} as const;

// MediaError codes (HTML spec); named here because jsdom does not define MediaError.
const MEDIA_ERR_ABORTED = 1;
const MEDIA_ERR_NETWORK = 2;
const MEDIA_ERR_DECODE = 3;
const MEDIA_ERR_SRC_NOT_SUPPORTED = 4;

/** The message for an <audio> element's `error` (its MediaError code). */
export function audioElementErrorOf(code: number | null | undefined): string {
  // Browsers also report a missing or expired link (404, 403) as "source not supported".
  switch (code) {
    case MEDIA_ERR_ABORTED:
    case MEDIA_ERR_NETWORK:
    case MEDIA_ERR_SRC_NOT_SUPPORTED:
      return AUDIO_ERRORS.load;
    case MEDIA_ERR_DECODE:
      return AUDIO_ERRORS.decode;
    default:
      return AUDIO_ERRORS.unknown;
  }
}

/** The message for a rejected `audio.play()`. */
export function audioPlayErrorOf(error: unknown): string {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError') return AUDIO_ERRORS.playback;
  if (name === 'NotSupportedError') return AUDIO_ERRORS.unsupported;
  return AUDIO_ERRORS.unknown;
}

/** Whether a media link can be handed to <audio> at all. */
export function isPlayableUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  if (url.startsWith('blob:') || url.startsWith('data:audio/') || url.startsWith('/')) return true;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Spec 1 §4: playback speeds 1, 1.5 and 2; each press moves to the next. */
export const PLAYBACK_RATES = [1, 1.5, 2] as const;
export const nextPlaybackRate = (rate: number) =>
  PLAYBACK_RATES[(PLAYBACK_RATES.indexOf(rate as (typeof PLAYBACK_RATES)[number]) + 1) % PLAYBACK_RATES.length];
export const formatPlaybackRate = (rate: number) => `${String(rate).replace('.', ',')}x`;

/** Spec 1 §4: the arrow keys seek 5 seconds. */
export const SEEK_STEP_SECONDS = 5;
export function seekTarget(current: number, duration: number, key: string): number | null {
  if (key !== 'ArrowLeft' && key !== 'ArrowRight') return null;
  const next = current + (key === 'ArrowRight' ? SEEK_STEP_SECONDS : -SEEK_STEP_SECONDS);
  const end = Number.isFinite(duration) && duration > 0 ? duration : Math.max(next, 0);
  return Math.min(end, Math.max(0, next));
}
