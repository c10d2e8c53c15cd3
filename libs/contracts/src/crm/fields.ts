import { z } from 'zod';
import { CRM_MESSAGES } from './messages';

/** A uuid whose absence reads `missing` and whose bad value reads `invalid`. */
export const crmId = (missing: string, invalid = missing) =>
  z.uuid({ error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? missing : invalid) });

/** A required trimmed name: empty (after trim) reads `missing`. */
export const crmName = (missing: string, max = 120) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, `O nome pode ter no máximo ${max} caracteres`);

export const ZWorkspaceId = crmId(CRM_MESSAGES.workspaceRequired, CRM_MESSAGES.workspaceInvalid);

/** A list of ids to delete at once. */
export const idList = (missing: string) =>
  z
    .array(z.uuid({ error: 'Identificador inválido' }), { error: missing })
    .min(1, missing)
    .max(500)
    .transform((ids) => [...new Set(ids)]);

/** Tag ids of a lead; repeats dropped. */
export const ZLeadTagIds = z
  .array(z.uuid({ error: CRM_MESSAGES.tagInvalid }), { error: CRM_MESSAGES.tagInvalid })
  .max(50)
  .transform((ids) => [...new Set(ids)]);

/** An ISO date or date-time, as the filters and calendar send them. */
export const ZIsoDateTime = z.iso.datetime({ offset: true, error: CRM_MESSAGES.eventDateInvalid });
export const ZIsoDateOrDateTime = z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'Data inválida' });

/** Query lists arrive comma-joined (`tags=a,b`); arrays are accepted too. */
export const commaSeparatedIds = (invalid: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((id) => id.trim()).filter(Boolean))
    .pipe(z.array(z.uuid({ error: invalid })).max(50));
