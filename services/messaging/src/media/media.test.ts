import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalMediaStorage } from './local-media-storage';
import { fileKindOf, inboundMediaKey, outboundMediaKey } from './media-keys';
import type { MediaStorage } from './media-storage';
import { MediaLinks, MEDIA_LINK_TTL_SECONDS } from './media-links';

describe('signed media links', () => {
  const links = new MediaLinks('a secret of at least thirty-two characters');
  const query = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams) as { exp: string; sig: string };

  it('accepts its own link until it expires', () => {
    const now = Date.now();
    const { exp, sig } = query(links.urlOf('file.pdf', now));
    expect(links.verify('file.pdf', Number(exp), sig, now)).toBe(true);
    expect(links.verify('file.pdf', Number(exp), sig, now + (MEDIA_LINK_TTL_SECONDS + 1) * 1000)).toBe(false);
  });

  it('rejects another key, a changed expiry or another secret', () => {
    const { exp, sig } = query(links.urlOf('file.pdf'));
    expect(links.verify('other.pdf', Number(exp), sig)).toBe(false);
    expect(links.verify('file.pdf', Number(exp) + 3600, sig)).toBe(false);
    expect(new MediaLinks('another secret of thirty-two characters!').verify('file.pdf', Number(exp), sig)).toBe(false);
    expect(links.verify('file.pdf', undefined, undefined)).toBe(false);
  });
});

describe('media keys and kinds', () => {
  it('gives a redelivered inbound file the same key', () => {
    expect(inboundMediaKey('device', 'WAMID-1', 'image/jpeg', null)).toBe(inboundMediaKey('device', 'WAMID-1', 'image/jpeg', null));
    expect(inboundMediaKey('device', 'WAMID-1', 'image/jpeg', null)).toMatch(/^in-[0-9a-f]{32}\.jpg$/);
    expect(outboundMediaKey('application/pdf', 'contrato.PDF')).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(outboundMediaKey('application/x-unknown', '../../etc/passwd')).not.toContain('/');
  });

  it('sorts files into image, video, audio, else document', () => {
    expect(['image/png', 'video/mp4', 'audio/webm', 'application/pdf', 'text/plain'].map(fileKindOf)).toEqual(['image', 'video', 'audio', 'document', 'document']);
  });
});

describe('local media storage', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'balcao-media-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps, reads and removes files under DATA_DIR/media', async () => {
    const storage: MediaStorage = new LocalMediaStorage(dir);
    await storage.put('a.txt', Buffer.from('conteúdo'), 'text/plain');
    const stored = await storage.get('a.txt');
    expect(stored?.size).toBe(Buffer.byteLength('conteúdo'));
    expect(await text(stored!.stream)).toBe('conteúdo');
    await storage.remove('a.txt');
    expect(await storage.get('a.txt')).toBeNull();
    expect(await storage.get('../a.txt')).toBeNull();
  });
});
