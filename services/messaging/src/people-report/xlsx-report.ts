import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ReportPerson } from './people-report.repository';
import { rowOf, type ReportColumn } from './report-columns';
import { collectOutput, type ReportMeta } from './report-stream';

/**
 * Spec 2 §9: a column is as wide as its longest content (header included) plus 2. A streamed
 * sheet writes its column widths before its first row, so they are measured in a first pass
 * over the customers and the rows are written in a second one.
 */
export async function columnWidths(columns: ReportColumn[], batches: AsyncIterable<ReportPerson[]>): Promise<number[]> {
  const longest = columns.map((column) => column.header.length);
  for await (const batch of batches) {
    for (const person of batch) {
      rowOf(columns, person).forEach((cell, index) => {
        longest[index] = Math.max(longest[index], cell.length);
      });
    }
  }
  return longest.map((length) => length + 2);
}

/** The report as an .xlsx from exceljs' streaming writer, yielded a batch of customers at a time. */
export async function* xlsxReport(
  columns: ReportColumn[],
  widths: number[],
  batches: AsyncIterable<ReportPerson[]>,
  meta: Pick<ReportMeta, 'title' | 'generatedAt'>,
): AsyncGenerator<Buffer> {
  const zip = new PassThrough();
  const output = collectOutput(zip);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: zip, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Balcão';
  workbook.title = meta.title;
  workbook.created = meta.generatedAt;
  const sheet = workbook.addWorksheet('Clientes', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column, index) => ({ header: column.header, key: column.field, width: widths[index] }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  for await (const batch of batches) {
    for (const person of batch) sheet.addRow(rowOf(columns, person)).commit();
    yield await output.written();
  }
  sheet.commit();
  await workbook.commit();
  yield await output.rest();
}
