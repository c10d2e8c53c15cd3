import { z } from 'zod';
import { CUSTOM_FIELD_TYPES_WITH_OPTIONS, ZCustomFieldType } from './enums';
import { crmId, crmName } from './fields';
import { CRM_MESSAGES } from './messages';

const M = CRM_MESSAGES;

/** Splits the stored comma-separated options (spec 2 §3). */
export const splitCustomFieldOptions = (options: string) =>
  options
    .split(',')
    .map((option) => option.trim())
    .filter(Boolean);

/**
 * Options as the form sends them: one comma-joined string or a list. Each is trimmed; an empty
 * one or a repeat is refused (spec 2 §5); stored joined by commas.
 */
const ZCustomFieldOptions = z
  .union([z.string().max(5000), z.array(z.string().max(200)).max(200)], { error: M.customFieldOptionInvalid.title })
  .transform((value, context) => {
    const list = (Array.isArray(value) ? value : value.split(',')).map((option) => option.trim());
    if (typeof value === 'string' && value.trim() === '') return '';
    if (list.some((option) => option === '')) {
      context.addIssue({ code: 'custom', message: M.customFieldOptionInvalid.title });
      return z.NEVER;
    }
    if (new Set(list.map((option) => option.toLowerCase())).size !== list.length) {
      context.addIssue({ code: 'custom', message: M.customFieldOptionDuplicated.title });
      return z.NEVER;
    }
    return list.join(',');
  });

const ZFieldName = crmName(M.customFieldNameRequired.title, 60);
const ZFieldType = z.enum(ZCustomFieldType.options, { error: M.customFieldTypeRequired.title });

const needsOptions = (type: string | undefined) => CUSTOM_FIELD_TYPES_WITH_OPTIONS.includes(type as never);

/** A custom field of a funnel (spec 2 §3). options is '' for types without options. */
export const ZCustomField = z.object({
  id: z.string(),
  funnelId: z.string(),
  name: z.string(),
  type: ZCustomFieldType,
  options: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomField = z.infer<typeof ZCustomField>;
export const ZCustomFieldList = z.array(ZCustomField);

/** `POST /funnel-custom-field`. Select and multiselect need at least one option. */
export const ZCreateCustomFieldBody = z
  .object({
    funnelId: crmId(M.customFieldFunnelRequired.title, CRM_MESSAGES.funnelInvalid),
    name: ZFieldName,
    type: ZFieldType,
    options: ZCustomFieldOptions.default(''),
  })
  .refine((body) => !needsOptions(body.type) || body.options !== '', { message: M.customFieldOptionsRequired.title, path: ['options'] })
  .transform((body) => ({ ...body, options: needsOptions(body.type) ? body.options : '' }));
export type CreateCustomFieldBody = z.input<typeof ZCreateCustomFieldBody>;

/** `PATCH /funnel-custom-field/{id}`; the options rule is checked against the resulting type. */
export const ZUpdateCustomFieldBody = z.object({
  name: ZFieldName.optional(),
  type: ZFieldType.optional(),
  options: ZCustomFieldOptions.optional(),
});
export type UpdateCustomFieldBody = z.input<typeof ZUpdateCustomFieldBody>;

export const ZListCustomFieldsQuery = z.object({ funnelId: crmId(M.customFieldFunnelRequired.title, CRM_MESSAGES.funnelInvalid) });
export type ListCustomFieldsQuery = z.input<typeof ZListCustomFieldsQuery>;
