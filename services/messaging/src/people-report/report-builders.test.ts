import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { pdfPageOf, pdfReport } from './pdf-report';
import type { ReportPerson } from './people-report.repository';
import { reportColumns } from './report-columns';
import { reportStream } from './report-stream';
import { xlsxReport } from './xlsx-report';

const person = (n: number): ReportPerson => ({
  id: `id-${n}`,
  name: `Cliente ${n} com um nome bem comprido para ocupar a linha`,
  phoneNumber: `55119${String(n).padStart(8, '0')}`,
  document: null,
  allowedSearch: true,
  lastMessageSentAt: new Date(),
  createdAt: '',
});

/** `count` batches of 500 customers, counting how many the report has asked for. */
function countedBatches(count = 20) {
  const read = { batches: 0 };
  async function* batches() {
    for (let batch = 0; batch < count; batch += 1) {
      read.batches += 1;
      yield Array.from({ length: 500 }, (_, index) => person(batch * 500 + index));
    }
  }
  return { read, batches: batches() };
}

describe('report builders', () => {
  it('lays a PDF out on A3 landscape above 6 fields, else A4 portrait (spec 2 §9)', () => {
    expect(pdfPageOf(7)).toEqual({ size: 'A3', layout: 'landscape' });
    expect(pdfPageOf(6)).toEqual({ size: 'A4', layout: 'portrait' });
    expect(pdfPageOf(1)).toEqual({ size: 'A4', layout: 'portrait' });
  });

  const columns = reportColumns(['name', 'contact', 'document', 'allowedSearch', 'lastMessageSentAt']);
  const meta = { title: 'Relatório de clientes', generatedAt: new Date(), total: 10000 };
  const files = {
    pdf: (batches: AsyncIterable<ReportPerson[]>) => pdfReport(columns, batches, meta),
    xlsx: (batches: AsyncIterable<ReportPerson[]>) => xlsxReport(columns, [10, 10, 10, 10, 10], batches, meta),
  };
  // The xlsx leaves compressed (about a tenth of its rows' XML): its download's 64 KB of slack hold
  // some 3,000 rows, so it needs more customers than the PDF to show that it waits.
  const batchCounts = { pdf: 20, xlsx: 100 };

  for (const [format, file] of Object.entries(files)) {
    it(`reads the next customers for the ${format} only as the download takes the file`, async () => {
      const total = batchCounts[format as keyof typeof batchCounts];
      const { read, batches } = countedBatches(total);
      const stream = reportStream(file(batches));
      stream.pause();
      stream.read(0);
      await sleep(300);
      // Nobody downloads yet: the report waits instead of building the whole file in memory.
      expect(read.batches).toBeLessThan(total);
      expect(stream.readableLength).toBeLessThan(512 * 1024);

      let bytes = 0;
      for await (const chunk of stream) bytes += (chunk as Buffer).length;
      expect(read.batches).toBe(total);
      expect(bytes).toBeGreaterThan(0);
    });
  }

  it('stops reading customers when the download goes away', async () => {
    const { read, batches } = countedBatches();
    const stream = reportStream(files.pdf(batches));
    stream.read(0);
    await sleep(100);
    stream.destroy();
    await sleep(100);
    expect(read.batches).toBeLessThan(20);
  });

  it('cuts the download when reading customers fails half-way', async () => {
    async function* failing() {
      yield [person(1)];
      throw new Error('database went away');
    }
    const chunks: Buffer[] = [];
    const reading = (async () => {
      for await (const chunk of reportStream(files.xlsx(failing()))) chunks.push(chunk as Buffer);
    })();
    await expect(reading).rejects.toThrow('database went away');
  });
});
