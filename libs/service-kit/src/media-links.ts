import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { JwtKeys } from './keys';

/** How long a signed file link works: long enough for a page of messages to stay playable. */
export const MEDIA_LINK_TTL_SECONDS = 60 * 60;

/** The path messaging serves files at (its `GET /api/media/{key}`). */
const MEDIA_PATH = '/api/media/';
const KEY = /^[A-Za-z0-9._-]{1,200}$/;
const EXPIRY = /^\d{1,12}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{1,200}$/;
/** Only a path is a link of ours: anything with a scheme or a host of its own parses onto another origin. */
const BASE = 'http://media-link.invalid';

/** A signed link taken apart: its file and the path rebuilt from the verified parts alone. */
export interface VerifiedMediaLink {
  key: string;
  expiresAt: number;
  path: string;
}

/**
 * Signed, short-lived links to `GET /api/media/{key}` so <img>/<audio> tags work without the
 * Authorization header: `?exp=<unix seconds>&sig=<HMAC-SHA256(key:exp)>`. Messaging issues and
 * serves them; the agents' audio summary accepts nothing else (it downloads only these).
 */
export class MediaLinks {
  private readonly secret: Buffer;

  constructor(secret: string) {
    this.secret = createHash('sha256').update(`balcao-media-links:${secret}`).digest();
  }

  private signatureOf(key: string, expiresAt: number) {
    return createHmac('sha256', this.secret).update(`${key}:${expiresAt}`).digest('base64url');
  }

  private pathOf(key: string, expiresAt: number) {
    return `${MEDIA_PATH}${encodeURIComponent(key)}?exp=${expiresAt}&sig=${this.signatureOf(key, expiresAt)}`;
  }

  urlOf(key: string, now = Date.now()): string {
    return this.pathOf(key, Math.floor(now / 1000) + MEDIA_LINK_TTL_SECONDS);
  }

  verify(key: string, expiresAt: number | undefined, signature: string | undefined, now = Date.now()): boolean {
    if (!expiresAt || !signature || expiresAt * 1000 < now) return false;
    const expected = Buffer.from(this.signatureOf(key, expiresAt));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /**
   * A link exactly as `urlOf` issues it (a path, its key, expiry and signature and nothing else),
   * signed with this secret and not expired; null for anything else.
   */
  verifiedLink(link: string, now = Date.now()): VerifiedMediaLink | null {
    if (!link.startsWith(MEDIA_PATH)) return null;
    let url: URL;
    try {
      url = new URL(link, BASE);
    } catch {
      return null;
    }
    if (url.origin !== BASE || !url.pathname.startsWith(MEDIA_PATH)) return null;
    const names = [...url.searchParams.keys()].sort().join(',');
    const exp = url.searchParams.get('exp') ?? '';
    const sig = url.searchParams.get('sig') ?? '';
    if (names !== 'exp,sig' || !EXPIRY.test(exp) || !SIGNATURE.test(sig)) return null;
    let key: string;
    try {
      key = decodeURIComponent(url.pathname.slice(MEDIA_PATH.length));
    } catch {
      return null;
    }
    const expiresAt = Number(exp);
    if (!KEY.test(key) || !this.verify(key, expiresAt, sig, now)) return null;
    return { key, expiresAt, path: this.pathOf(key, expiresAt) };
  }
}

/**
 * The secret behind signed file links: MEDIA_SIGNING_SECRET, else auth's private key where this
 * process has it (standalone, where every service shares one process). The public key is no
 * secret, so it is never used. Null when neither is there.
 */
export function mediaLinksSecretOf(signingSecret: string | undefined, keys: JwtKeys): string | null {
  return signingSecret ?? keys.privateKey ?? null;
}
