import { Transform } from 'node:stream';

/** A file went past the size kept for it: nothing of it is stored. */
export class MediaTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`file larger than ${maxBytes} bytes`);
    this.name = 'MediaTooLargeError';
  }
}

/**
 * Passes bytes through until more than `maxBytes` went by, then fails: in a pipeline that stops
 * reading the source, so a file of any size costs at most the cap plus one chunk of memory.
 */
export function byteCap(maxBytes: number) {
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes > maxBytes) callback(new MediaTooLargeError(maxBytes));
      else callback(null, chunk);
    },
  });
  return { stream, bytes: () => bytes };
}
