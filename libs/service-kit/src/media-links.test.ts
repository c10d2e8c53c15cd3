import { describe, expect, it } from 'vitest';
import { MediaLinks, MEDIA_LINK_TTL_SECONDS, mediaLinksSecretOf } from './media-links';

describe('a signed media link taken back', () => {
  const links = new MediaLinks('a secret of at least thirty-two characters');
  const now = Date.now();
  const link = links.urlOf('in-0123456789abcdef.ogg', now);
  const [, exp, sig] = /exp=(\d+)&sig=([\w-]+)/.exec(link)!;

  it('is its file and the same path while it lasts', () => {
    expect(links.verifiedLink(link, now)).toEqual({ key: 'in-0123456789abcdef.ogg', expiresAt: Number(exp), path: link });
    expect(links.verifiedLink(link, now + (MEDIA_LINK_TTL_SECONDS + 1) * 1000)).toBeNull();
  });

  it.each([
    ['another key', link.replace('in-0123', 'in-9123')],
    ['a later expiry', link.replace(`exp=${exp}`, `exp=${Number(exp) + 3600}`)],
    ['another signature', link.replace(`sig=${sig}`, `sig=${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`)],
    ['no signature', link.replace(`&sig=${sig}`, '')],
    ['a parameter more', `${link}&download=1`],
    ['an absolute URL', `http://127.0.0.1:8080${link}`],
    ['a host of its own', `//169.254.169.254${link}`],
    ['another path', link.replace('/api/media/', '/api/media/../auth/')],
    ['an encoded slash', link.replace('in-0123', '..%2Fin-0123')],
    ['a key with a slash', `/api/media/a/b?exp=${exp}&sig=${sig}`],
    ['a bad escape', `/api/media/%E0%A4%A?exp=${exp}&sig=${sig}`],
  ])('is refused with %s', (_case, tampered) => {
    expect(links.verifiedLink(tampered, now)).toBeNull();
  });

  it('is refused under another secret', () => {
    expect(new MediaLinks('another secret of thirty-two characters!').verifiedLink(link, now)).toBeNull();
  });

  it('is signed with MEDIA_SIGNING_SECRET, else the private key of auth, never the public one', () => {
    expect(mediaLinksSecretOf('explicit', { publicKey: 'public', privateKey: 'private' })).toBe('explicit');
    expect(mediaLinksSecretOf(undefined, { publicKey: 'public', privateKey: 'private' })).toBe('private');
    expect(mediaLinksSecretOf(undefined, { publicKey: 'public' })).toBeNull();
  });
});
