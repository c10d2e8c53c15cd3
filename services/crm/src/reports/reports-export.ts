import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { SERVICE_REPORT_TITLE, type ServiceReport } from '@balcao/contracts';
import { periodText, printedRows, REPORT_COLUMNS } from './report-table';

export interface ReportHeading {
  generatedAt: Date;
}

const generatedText = (at: Date) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' }).format(at);

/** The figures as an .xlsx: a sheet 'Atendimento' (workspace and attendants) and a sheet 'Canais'. Small, so built whole. */
export async function serviceReportXlsx(report: ServiceReport, heading: ReportHeading): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Balcão';
  workbook.title = SERVICE_REPORT_TITLE;
  workbook.created = heading.generatedAt;

  const sheet = workbook.addWorksheet('Atendimento', { views: [{ state: 'frozen', ySplit: 4 }] });
  sheet.addRow([SERVICE_REPORT_TITLE]).font = { bold: true, size: 14 };
  sheet.addRow([`Período: ${periodText(report)} · tempos em horário comercial · gerado em ${generatedText(heading.generatedAt)}`]);
  sheet.addRow([]);
  const rows = [[...REPORT_COLUMNS], ...printedRows(report)];
  rows.forEach((cells, index) => {
    const row = sheet.addRow(index === 0 ? cells : [cells[0], Number(cells[1]), ...cells.slice(2, 8), Number(cells[8]), cells[9]]);
    if (index <= 1) row.font = { bold: true };
  });
  sheet.columns.forEach((column, index) => {
    column.width = Math.max(...rows.map((cells) => cells[index].length)) + 2;
  });

  const channels = workbook.addWorksheet('Canais de aquisição');
  channels.addRow(['Canal de aquisição', 'Atendimentos']).font = { bold: true };
  for (const channel of report.channels) channels.addRow([channel.name, channel.conversations]);
  channels.columns = [{ width: 24 }, { width: 14 }];

  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const MARGIN = 36;
const ROW_HEIGHT = 18;
const PADDING = 4;
const FONT_SIZE = 8;

/** The figures as a landscape A4 PDF: title, period, the table and the channels. */
export async function serviceReportPdf(report: ServiceReport, heading: ReportHeading): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: MARGIN, info: { Title: SERVICE_REPORT_TITLE, Creator: 'Balcão' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(16).fillColor('#1F2328').text(SERVICE_REPORT_TITLE, MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(9).fillColor('#57606A').text(`Período: ${periodText(report)} · tempos em horário comercial · gerado em ${generatedText(heading.generatedAt)}`);
  let y = doc.y + 12;

  const tableWidth = doc.page.width - 2 * MARGIN;
  const weights = [3, 1.3, 1.5, 1.5, 1.5, 1.5, 1.6, 1.1, 1.1, 1.8];
  const widths = weights.map((weight) => (tableWidth * weight) / weights.reduce((sum, value) => sum + value, 0));
  const drawRow = (cells: readonly string[], fill: string | null, bold: boolean) => {
    if (y + ROW_HEIGHT > doc.page.height - MARGIN) {
      doc.addPage();
      y = MARGIN;
    }
    if (fill) doc.rect(MARGIN, y, tableWidth, ROW_HEIGHT).fill(fill);
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(FONT_SIZE).fillColor('#1F2328');
    let x = MARGIN;
    cells.forEach((cell, index) => {
      doc.text(cell, x + PADDING, y + (ROW_HEIGHT - FONT_SIZE) / 2, { width: widths[index] - 2 * PADDING, height: FONT_SIZE + 1, ellipsis: true, lineBreak: false });
      x += widths[index];
    });
    y += ROW_HEIGHT;
  };
  drawRow(REPORT_COLUMNS, '#E8EEF7', true);
  printedRows(report).forEach((cells, index) => drawRow(cells, index % 2 === 1 ? '#F6F7F9' : null, index === 0));

  y += 16;
  doc.font('Helvetica-Bold').fontSize(11).fillColor('#1F2328').text('Atendimentos por canal de aquisição', MARGIN, y);
  y = doc.y + 6;
  for (const channel of report.channels) {
    doc.font('Helvetica').fontSize(9).text(`${channel.name}: ${channel.conversations}`, MARGIN, y);
    y = doc.y + 2;
  }
  if (report.channels.length === 0) doc.font('Helvetica').fontSize(9).text('Nenhum atendimento finalizado no período.', MARGIN, y);

  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
