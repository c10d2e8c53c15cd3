import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** How long a signed file link works: long enough for a page of messages to stay playable. */
export const MEDIA_LINK_TTL_SECONDS = 60 * 60;

/**
 * Signed, short-lived links to `GET /api/media/{key}` so <img>/<audio> tags work without the
 * Authorization header: `?exp=<unix seconds>&sig=<HMAC-SHA256(key:exp)>`.
 */
export class MediaLinks {
  private readonly secret: Buffer;

  constructor(secret: string) {
    this.secret = createHash('sha256').update(`balcao-media-links:${secret}`).digest();
  }

  private signatureOf(key: string, expiresAt: number) {
    return createHmac('sha256', this.secret).update(`${key}:${expiresAt}`).digest('base64url');
  }

  urlOf(key: string, now = Date.now()): string {
    const expiresAt = Math.floor(now / 1000) + MEDIA_LINK_TTL_SECONDS;
    return `/api/media/${encodeURIComponent(key)}?exp=${expiresAt}&sig=${this.signatureOf(key, expiresAt)}`;
  }

  verify(key: string, expiresAt: number | undefined, signature: string | undefined, now = Date.now()): boolean {
    if (!expiresAt || !signature || expiresAt * 1000 < now) return false;
    const expected = Buffer.from(this.signatureOf(key, expiresAt));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
