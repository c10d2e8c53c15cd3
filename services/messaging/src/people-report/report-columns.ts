import { formatPhone, PEOPLE_REPORT_FIELD_LABELS, PEOPLE_REPORT_FIELDS, type PeopleReportField } from '@balcao/contracts';
import { formatDateTimeBr } from '../shared/http';
import type { ReportPerson } from './people-report.repository';

/** Spec 2 §9: what an empty value shows. */
export const EMPTY_CELL = '-';

const text = (value: string | null) => (value?.trim() ? value.trim() : EMPTY_CELL);
const yesNo = (value: boolean) => (value ? 'Sim' : 'Não');
const dateTime = (value: Date | null) => (value ? formatDateTimeBr(value) : EMPTY_CELL);

const CELL_OF: Record<PeopleReportField, (person: ReportPerson) => string> = {
  name: (person) => text(person.name),
  contact: (person) => text(person.phoneNumber),
  document: (person) => text(person.document),
  allowedSearch: (person) => yesNo(person.allowedSearch),
  lastMessageSentAt: (person) => dateTime(person.lastMessageSentAt),
};

/**
 * What the printed report (PDF) shows instead, where it differs: the phone as the screens show it.
 * The spreadsheet keeps the stored digits, which a spreadsheet sorts, filters and imports.
 */
const PRINTED_CELL_OF: Partial<Record<PeopleReportField, (person: ReportPerson) => string>> = {
  contact: (person) => text(formatPhone(person.phoneNumber)),
};

export interface ReportColumn {
  field: PeopleReportField;
  header: string;
  cellOf: (person: ReportPerson) => string;
  printedCellOf: (person: ReportPerson) => string;
}

/** The chosen fields as columns, always in the spec's order whatever order they were ticked in. */
export function reportColumns(fields: readonly PeopleReportField[]): ReportColumn[] {
  return PEOPLE_REPORT_FIELDS.filter((field) => fields.includes(field)).map((field) => ({
    field,
    header: PEOPLE_REPORT_FIELD_LABELS[field],
    cellOf: CELL_OF[field],
    printedCellOf: PRINTED_CELL_OF[field] ?? CELL_OF[field],
  }));
}

export const rowOf = (columns: ReportColumn[], person: ReportPerson) => columns.map((column) => column.cellOf(person));
export const printedRowOf = (columns: ReportColumn[], person: ReportPerson) => columns.map((column) => column.printedCellOf(person));
