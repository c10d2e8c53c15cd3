import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';

export interface ReportMeta {
  title: string;
  generatedAt: Date;
  total: number;
}

/**
 * Gathers what a push-based writer (pdfkit's document, exceljs' zip) emits, so a report can hand
 * its file out one batch of customers at a time.
 */
export function collectOutput(stream: Readable) {
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = finished(stream);
  return {
    /** What was written so far (the writer's pending ticks run first). */
    async written(): Promise<Buffer> {
      await nextTurn();
      return Buffer.concat(chunks.splice(0));
    },
    /** The rest, once the writer has ended. */
    async rest(): Promise<Buffer> {
      await ended;
      return Buffer.concat(chunks.splice(0));
    },
  };
}

/**
 * The download: the next batch is built only when the client has taken what came before
 * (64 KB of slack), so a 9,999-customer file is never whole in memory, and a client that goes
 * away stops the reading of customers.
 */
export const reportStream = (file: AsyncGenerator<Buffer>) =>
  Readable.from(
    (async function* nonEmpty() {
      for await (const chunk of file) if (chunk.length > 0) yield chunk;
    })(),
    { objectMode: false, highWaterMark: 64 * 1024 },
  );
