import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
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

  async put(key: string, data: Buffer) {
    this.ready ??= mkdir(this.root, { recursive: true });
    await this.ready;
    await writeFile(this.fileOf(key), data);
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
