import { Readable } from 'node:stream';

/**
 * A stream of `total` bytes made as they are read, never held whole (a 2 GB WhatsApp document in
 * a test): `produced()` tells how many bytes were made before the reader stopped.
 */
export function generatedStream(total: number, chunkBytes = 64 * 1024) {
  let produced = 0;
  const stream = new Readable({
    read() {
      if (produced >= total) {
        this.push(null);
        return;
      }
      const size = Math.min(chunkBytes, total - produced);
      produced += size;
      this.push(Buffer.alloc(size, 0x61));
    },
  });
  return { stream, produced: () => produced };
}
