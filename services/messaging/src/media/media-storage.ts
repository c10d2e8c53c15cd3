import type { Readable } from 'node:stream';

/** Where message files live: local disk in standalone, S3-compatible storage in a cluster (ARCHITECTURE §7). */
export interface MediaStorage {
  readonly kind: 'local' | 's3';
  put(key: string, data: Buffer, mimeType: string): Promise<void>;
  /**
   * Stores a stream without holding it in memory, up to `maxBytes`: past it the put rejects with
   * MediaTooLargeError, stops reading the source and leaves nothing stored under the key.
   */
  putStream(key: string, source: Readable, mimeType: string, maxBytes: number): Promise<{ bytes: number }>;
  /** The file's bytes as a stream, or null when there is no such file. */
  get(key: string): Promise<{ stream: Readable; size: number | null } | null>;
  remove(key: string): Promise<void>;
}
