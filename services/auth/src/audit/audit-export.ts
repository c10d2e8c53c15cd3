import ExcelJS from 'exceljs';
import { auditActionLabel, auditDetailsText, auditTargetText, type AuditEntry } from '@balcao/contracts';

const whenFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'medium' });

const COLUMNS: { header: string; width: number; value: (entry: AuditEntry) => string }[] = [
  { header: 'Quando', width: 22, value: (entry) => whenFormat.format(new Date(entry.occurredAt)) },
  { header: 'Quem', width: 28, value: (entry) => entry.actor.name },
  { header: 'Ação', width: 32, value: (entry) => auditActionLabel(entry.action) },
  { header: 'Alvo', width: 36, value: (entry) => auditTargetText(entry.target) },
  { header: 'Detalhes', width: 50, value: (entry) => auditDetailsText(entry) },
  { header: 'IP', width: 18, value: (entry) => entry.ip ?? '' },
  { header: 'Navegador', width: 40, value: (entry) => entry.userAgent ?? '' },
];

/** The filtered audit log as an .xlsx (one sheet, a header row, newest first). */
export async function auditWorkbook(entries: AuditEntry[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Balcão';
  workbook.title = 'Auditoria';
  const sheet = workbook.addWorksheet('Auditoria', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((column) => ({ header: column.header, width: column.width }));
  sheet.getRow(1).font = { bold: true };
  for (const entry of entries) sheet.addRow(COLUMNS.map((column) => column.value(entry)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
