import PDFDocument from 'pdfkit';
import type { PeopleReportField } from '@balcao/contracts';
import { formatDateTimeBr } from '../shared/http';
import type { ReportPerson } from './people-report.repository';
import { printedRowOf, type ReportColumn } from './report-columns';
import { collectOutput, type ReportMeta } from './report-stream';

/** Spec 2 §9: A3 landscape above 6 fields, else A4 portrait. */
export const pdfPageOf = (columnCount: number) =>
  columnCount > 6 ? ({ size: 'A3', layout: 'landscape' } as const) : ({ size: 'A4', layout: 'portrait' } as const);

/** Share of the page width each column gets. */
const COLUMN_WEIGHT: Record<PeopleReportField, number> = { name: 3, contact: 2, document: 2, allowedSearch: 2, lastMessageSentAt: 2 };

const MARGIN = 36;
const FONT_SIZE = 9;
const ROW_HEIGHT = 18;
const PADDING = 5;
const HEADER_FILL = '#E8EEF7';
const STRIPE_FILL = '#F6F7F9';

/** The report as a PDF table, yielded a batch of customers at a time; the header repeats on every page. */
export async function* pdfReport(columns: ReportColumn[], batches: AsyncIterable<ReportPerson[]>, meta: ReportMeta): AsyncGenerator<Buffer> {
  const doc = new PDFDocument({ ...pdfPageOf(columns.length), margin: MARGIN, info: { Title: meta.title, Creator: 'Balcão' } });
  const output = collectOutput(doc);

  const tableWidth = doc.page.width - 2 * MARGIN;
  const totalWeight = columns.reduce((sum, column) => sum + COLUMN_WEIGHT[column.field], 0);
  const widths = columns.map((column) => (tableWidth * COLUMN_WEIGHT[column.field]) / totalWeight);
  let y = MARGIN;

  const drawRow = (cells: string[], fill: string | null, font: 'Helvetica' | 'Helvetica-Bold') => {
    if (fill) doc.rect(MARGIN, y, tableWidth, ROW_HEIGHT).fill(fill);
    doc.font(font).fontSize(FONT_SIZE).fillColor('#1F2328');
    let x = MARGIN;
    cells.forEach((cell, index) => {
      // One line per cell: the height cuts what would wrap and the ellipsis marks it.
      doc.text(cell, x + PADDING, y + (ROW_HEIGHT - FONT_SIZE) / 2, { width: widths[index] - 2 * PADDING, height: FONT_SIZE + 1, ellipsis: true });
      x += widths[index];
    });
    y += ROW_HEIGHT;
  };
  const drawHeader = () => drawRow(columns.map((column) => column.header), HEADER_FILL, 'Helvetica-Bold');

  doc.font('Helvetica-Bold').fontSize(16).fillColor('#1F2328').text(meta.title, MARGIN, y);
  const count = meta.total === 1 ? '1 cliente' : `${meta.total.toLocaleString('pt-BR')} clientes`;
  doc.font('Helvetica').fontSize(FONT_SIZE).fillColor('#57606A').text(`Gerado em ${formatDateTimeBr(meta.generatedAt)} · ${count}`);
  y = doc.y + 12;
  drawHeader();

  let index = 0;
  for await (const batch of batches) {
    for (const person of batch) {
      if (y + ROW_HEIGHT > doc.page.height - MARGIN) {
        doc.addPage();
        y = MARGIN;
        drawHeader();
      }
      drawRow(printedRowOf(columns, person), index % 2 === 1 ? STRIPE_FILL : null, 'Helvetica');
      index += 1;
    }
    yield await output.written();
  }
  doc.end();
  yield await output.rest();
}
