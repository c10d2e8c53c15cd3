import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { byteCap } from './capped-stream';
import type { MediaStorage } from './media-storage';

/** Files under `${DATA_DIR}/media`, one per key (keys never contain a path separator). */
export class LocalMediaStorage implements MediaStorage {
  readonly kind = 'local' as const;
  private readonly root: string;
  private ready: Promise<unknown> | null = null;

  constructor(dataDir: string) {
    this.root = path.resolve(dataDir, 'media');
  }

  private fileOf(key: string) {
    return path.join(this.root, path.basename(key));
  }

  private async folder() {
    this.ready ??= mkdir(this.root, { recursive: true });
    await this.ready;
  }

  async put(key: string, data: Buffer) {
    await this.folder();
    await writeFile(this.fileOf(key), data);
  }

  /** Written beside the file under a name of its own, renamed once whole: a reader never sees part of it. */
  async putStream(key: string, source: Readable, _mimeType: string, maxBytes: number) {
    await this.folder();
    const file = this.fileOf(key);
    const partial = `${file}.${randomUUID()}.part`;
    const cap = byteCap(maxBytes);
    try {
      await pipeline(source, cap.stream, createWriteStream(partial));
      await rename(partial, file);
      return { bytes: cap.bytes() };
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string) {
    const file = this.fileOf(key);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    return { stream: createReadStream(file), size: info.size };
  }

  async remove(key: string) {
    await rm(this.fileOf(key), { force: true });
  }
}
