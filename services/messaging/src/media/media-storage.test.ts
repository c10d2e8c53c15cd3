import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { generatedStream } from '../testing/generated-stream';
import { MediaTooLargeError } from './capped-stream';
import { LocalMediaStorage } from './local-media-storage';

const MB = 1024 * 1024;
const CHUNK = 64 * 1024;

describe('streaming a file to local storage with a size cap', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'balcao-media-cap-'));
  const storage = new LocalMediaStorage(dataDir);
  const filesLeft = () => readdirSync(path.join(dataDir, 'media'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stores a stream under the cap whole', async () => {
    const source = generatedStream(MB + 123, CHUNK);
    expect(await storage.putStream('in-under.pdf', source.stream, 'application/pdf', 2 * MB)).toEqual({ bytes: MB + 123 });
    const stored = await storage.get('in-under.pdf');
    expect(stored?.size).toBe(MB + 123);
    expect((await buffer(stored!.stream)).length).toBe(MB + 123);
  });

  it('stops reading a 2 GB stream just past the cap and keeps nothing of it', async () => {
    const source = generatedStream(2 * 1024 * MB, CHUNK);
    await expect(storage.putStream('in-huge.pdf', source.stream, 'application/pdf', MB)).rejects.toBeInstanceOf(MediaTooLargeError);
    // Read up to the first byte past the cap, plus what the pipeline's buffers held: a few chunks, never the file.
    expect(source.produced()).toBeGreaterThan(MB);
    expect(source.produced()).toBeLessThanOrEqual(MB + 8 * CHUNK);
    expect(source.stream.destroyed).toBe(true);
    expect(await storage.get('in-huge.pdf')).toBeNull();
    expect(filesLeft()).toEqual(['in-under.pdf']);
  });
});
