import { z } from 'zod';
import { requiredId } from './fields';

/** Customers report (spec 2 §2.6, §5, §8, §9): `POST /api/people/report` streams the file. */

/** Spec 2 §9: the report holds up to 9,999 customers. */
export const PEOPLE_REPORT_MAX_ROWS = 9999;

export const PEOPLE_REPORT_TITLE = 'Relatório de clientes';

/** Spec 2 §2.6 field choices, in the report's column order; `contact` is the phone number. */
export const PEOPLE_REPORT_FIELDS = ['name', 'contact', 'document', 'allowedSearch', 'lastMessageSentAt'] as const;
export type PeopleReportField = (typeof PEOPLE_REPORT_FIELDS)[number];

export const PEOPLE_REPORT_FIELD_LABELS: Record<PeopleReportField, string> = {
  name: 'Nome',
  contact: 'Contato',
  document: 'Documento',
  allowedSearch: 'Consulta permitida',
  lastMessageSentAt: 'Última mensagem',
};

export const PEOPLE_REPORT_FORMATS = ['pdf', 'xlsx'] as const;
export type PeopleReportFormat = (typeof PEOPLE_REPORT_FORMATS)[number];

export const REPORT_FILE_NAME_REQUIRED_MESSAGE = 'Preencha o nome do arquivo.';
export const REPORT_FIELDS_REQUIRED_MESSAGE = 'Selecione pelo menos um campo.';
export const REPORT_EMPTY_MESSAGE = 'Nenhum cliente encontrado.';
export const REPORT_FILE_NAME_MAX = 120;

export const ZPeopleReportBody = z.object({
  /** The workspace whose customers are listed, as in `GET /people?inboxId`. */
  inboxId: requiredId('Workspace inválido'),
  format: z.enum(PEOPLE_REPORT_FORMATS, { error: 'Escolha o formato do relatório: PDF ou Excel.' }),
  fileName: z
    .string({ error: REPORT_FILE_NAME_REQUIRED_MESSAGE })
    .trim()
    .min(1, REPORT_FILE_NAME_REQUIRED_MESSAGE)
    .max(REPORT_FILE_NAME_MAX, `O nome do arquivo pode ter até ${REPORT_FILE_NAME_MAX} caracteres.`),
  fields: z
    .array(z.enum(PEOPLE_REPORT_FIELDS, { error: 'Campo do relatório inválido.' }), { error: REPORT_FIELDS_REQUIRED_MESSAGE })
    .min(1, REPORT_FIELDS_REQUIRED_MESSAGE)
    .max(PEOPLE_REPORT_FIELDS.length, 'Campo do relatório repetido.')
    .refine((fields) => new Set(fields).size === fields.length, 'Campo do relatório repetido.'),
});
export type PeopleReportBody = z.infer<typeof ZPeopleReportBody>;

/** The answer is the file itself (application/pdf or .xlsx), streamed as it is built. */
export const ZPeopleReportFile = z.unknown().describe('O arquivo do relatório (PDF ou .xlsx)');

/** The file's name on disk: characters no file system accepts become '-', and the format's extension is added once. */
export function peopleReportFileName(fileName: string, format: PeopleReportFormat): string {
  // eslint-disable-next-line no-control-regex
  const safe = fileName.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '-').trim();
  const extension = `.${format}`;
  return safe.toLowerCase().endsWith(extension) ? safe : `${safe}${extension}`;
}
