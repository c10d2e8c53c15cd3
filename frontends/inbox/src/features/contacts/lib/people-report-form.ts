import {
  PEOPLE_REPORT_FIELDS,
  PEOPLE_REPORT_TITLE,
  REPORT_FIELDS_REQUIRED_MESSAGE,
  REPORT_FILE_NAME_REQUIRED_MESSAGE,
  type PeopleReportField,
  type PeopleReportFormat,
} from '@balcao/contracts';
import { dayjs } from '@balcao/ui';

export type PeopleReportFormValues = { format: PeopleReportFormat; fileName: string; fields: PeopleReportField[] };

/** Spec 2 §4: the report title plus the current date and time (a file name cannot hold '/' or ':'). */
export const defaultReportFileName = (now = dayjs()) => `${PEOPLE_REPORT_TITLE} ${now.format('DD-MM-YYYY HH[h]mm')}`;

export const initialReportValues = (): PeopleReportFormValues => ({
  format: 'pdf',
  fileName: defaultReportFileName(),
  fields: [...PEOPLE_REPORT_FIELDS],
});

/** The 'Atenção' message of spec 2 §5 that stops the report, if any. */
export function reportFormProblem(values: PeopleReportFormValues): string | null {
  if (!values.fileName?.trim()) return REPORT_FILE_NAME_REQUIRED_MESSAGE;
  if (!values.fields?.length) return REPORT_FIELDS_REQUIRED_MESSAGE;
  return null;
}
