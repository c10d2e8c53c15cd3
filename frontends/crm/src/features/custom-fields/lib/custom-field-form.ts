import { CRM_MESSAGES, CUSTOM_FIELD_TYPES_WITH_OPTIONS, type CustomFieldType } from '@balcao/contracts';

type Problem = { title: string; description: string };

export interface CustomFieldDraft {
  name: string;
  type: CustomFieldType | undefined;
  options: string[];
}

export const needsOptions = (type: CustomFieldType | undefined) => Boolean(type && CUSTOM_FIELD_TYPES_WITH_OPTIONS.includes(type));

/** The first rule of spec 2 §5 'Custom field' the draft breaks, as a toast's title and description. */
export function customFieldProblem(draft: CustomFieldDraft): Problem | null {
  if (!draft.name.trim()) return CRM_MESSAGES.customFieldNameRequired;
  if (!draft.type) return CRM_MESSAGES.customFieldTypeRequired;
  if (needsOptions(draft.type) && draft.options.length === 0) return CRM_MESSAGES.customFieldOptionsRequired;
  return null;
}

/** Why an option cannot be added: empty, or already there (case-insensitive). */
export function optionProblem(option: string, options: readonly string[]): Problem | null {
  const trimmed = option.trim();
  if (!trimmed || trimmed.includes(',')) return CRM_MESSAGES.customFieldOptionInvalid;
  if (options.some((existing) => existing.toLowerCase() === trimmed.toLowerCase())) return CRM_MESSAGES.customFieldOptionDuplicated;
  return null;
}
