import { DisconnectReason } from '@whiskeysockets/baileys';

/** What to do when a device's socket closes. */
export type CloseAction =
  /** The phone unlinked the device (or WhatsApp did): the keys are worthless, forget them. */
  | 'logged-out'
  /** A QR code nobody scanned in time: drop the half-made pairing. */
  | 'pairing-expired'
  /** Everything else, 515 after pairing above all: same keys, new socket, after a backoff. */
  | 'reconnect';

/** The Boom status code Baileys puts on `lastDisconnect.error`. */
export function disconnectCode(error: unknown): number | undefined {
  const output = (error as { output?: { statusCode?: unknown } } | undefined)?.output;
  return typeof output?.statusCode === 'number' ? output.statusCode : undefined;
}

/**
 * Only an explicit logout (401) ends a linked device. A 515 "restart required" (sent right after
 * a QR scan), 440 "connection replaced", 408/428 lost connections and 500/503 stream errors all
 * keep the keys and reconnect: treating them as a logout is how other systems lose devices.
 */
export function closeAction(code: number | undefined, device: { paired: boolean; showedQr: boolean }): CloseAction {
  if (code === DisconnectReason.loggedOut) return 'logged-out';
  // Baileys ends a socket whose QR codes all went unscanned with 408; before any QR, a 408 is
  // just a network error and the pairing retries (a bounded number of times).
  if (!device.paired && device.showedQr && code === DisconnectReason.timedOut) return 'pairing-expired';
  return 'reconnect';
}

export interface BackoffOptions {
  /** First delay ceiling (ms). */
  baseMs: number;
  /** Longest delay (ms). */
  maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 1_000, maxMs: 60_000 };

/**
 * Exponential backoff with "full jitter" (AWS Architecture Blog, "Exponential Backoff And
 * Jitter"): a uniform delay in [0, min(max, base·2^attempt)], so devices that dropped together
 * (a network blip on one replica) do not all reconnect in the same instant.
 */
export function backoffDelay(attempt: number, options: BackoffOptions = DEFAULT_BACKOFF, random: () => number = Math.random): number {
  const ceiling = Math.min(options.maxMs, options.baseMs * 2 ** Math.min(attempt, 30));
  return Math.floor(random() * ceiling);
}
