import {
  DEFAULT_TAG_COLOR,
  TAG_COLOR_REQUIRED_MESSAGE,
  ZCreateTagBody,
  type CreateTagBody,
  type Tag,
  type TagModule,
  type UpdateTagBody,
} from '@balcao/contracts';

export type TagFormValues = {
  name: string;
  /** '#RRGGBB'. */
  color: string;
  modules: TagModule[];
};

/** A palette of quick picks beside the free picker; the first is the spec's default. */
export const TAG_COLOR_PRESETS = [
  DEFAULT_TAG_COLOR,
  '#13A89E',
  '#3F8F3A',
  '#B3891B',
  '#E8793A',
  '#E5484D',
  '#D6457C',
  '#7C5CFF',
  '#5B6EE1',
  '#64748B',
];

export const initialTagValues = (tag?: Tag | null): TagFormValues =>
  tag
    ? { name: tag.name, color: tag.color.toUpperCase(), modules: [...tag.modules] }
    : { name: '', color: DEFAULT_TAG_COLOR, modules: [] };

/**
 * The field's message as the API would answer it (spec 1 §5: 'Nome da etiqueta é obrigatório',
 * 'Cor da etiqueta é obrigatório', 'Módulo da etiqueta é obrigatório'), or null when it is fine.
 */
export function tagFieldError(field: keyof TagFormValues, value: unknown): string | null {
  // The create schema defaults a missing colour; the form asks for one.
  if (field === 'color' && !value) return TAG_COLOR_REQUIRED_MESSAGE;
  const result = ZCreateTagBody.shape[field].safeParse(value ?? (field === 'modules' ? [] : ''));
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

export const toCreateTagBody = (values: TagFormValues, inboxId: string): CreateTagBody => ({
  name: values.name.trim(),
  color: values.color.toUpperCase(),
  modules: values.modules,
  inboxId,
});

export const toUpdateTagBody = (values: TagFormValues): UpdateTagBody => ({
  name: values.name.trim(),
  color: values.color.toUpperCase(),
  modules: values.modules,
});
