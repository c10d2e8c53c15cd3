import { z } from 'zod';
import { ZTagSummary } from './dto';
import { DEFAULT_TAG_COLOR, TAG_MODULES, ZTagModule, type TagModule } from './enums';
import { requiredId } from './fields';

export const TAG_NAME_REQUIRED_MESSAGE = 'Nome da etiqueta é obrigatório';
export const TAG_COLOR_REQUIRED_MESSAGE = 'Cor da etiqueta é obrigatório';
export const TAG_MODULE_REQUIRED_MESSAGE = 'Módulo da etiqueta é obrigatório';
export const TAG_NAME_TAKEN_MESSAGE = 'Já existe uma etiqueta com este nome';
export const TAG_IDS_REQUIRED_MESSAGE = 'Selecione pelo menos uma etiqueta';
/** A tag linked where its modules do not include that place (spec 1 §3: tags show only in their modules). */
export const TAG_NOT_FOR_MODULE_MESSAGES: Record<TagModule, string> = {
  conversas: 'Etiqueta não disponível para conversas',
  pessoas: 'Etiqueta não disponível para contatos',
  'fast-messages': 'Etiqueta não disponível para respostas rápidas',
  crm: 'Etiqueta não disponível para o CRM',
};
export const TAG_NAME_MAX_LENGTH = 60;

const ZTagName = z
  .string({ error: TAG_NAME_REQUIRED_MESSAGE })
  .trim()
  .min(1, TAG_NAME_REQUIRED_MESSAGE)
  .max(TAG_NAME_MAX_LENGTH, `O nome da etiqueta pode ter no máximo ${TAG_NAME_MAX_LENGTH} caracteres`);

/** #RRGGBB, stored in upper case; anything else (empty included) reads as missing. */
const ZTagColor = z
  .string({ error: TAG_COLOR_REQUIRED_MESSAGE })
  .trim()
  .regex(/^#[0-9A-Fa-f]{6}$/, TAG_COLOR_REQUIRED_MESSAGE)
  .transform((value) => value.toUpperCase());

/** At least one of conversas, fast-messages, pessoas, crm; repeats are dropped. */
const ZTagModules = z
  .array(ZTagModule, { error: TAG_MODULE_REQUIRED_MESSAGE })
  .min(1, TAG_MODULE_REQUIRED_MESSAGE)
  .max(TAG_MODULES.length * 2, TAG_MODULE_REQUIRED_MESSAGE)
  .transform((modules) => [...new Set(modules)]);

/** A tag of a workspace (spec 1 §3). */
export const ZTag = z.object({
  id: z.string(),
  inboxId: z.string(),
  name: z.string(),
  color: z.string(),
  modules: z.array(ZTagModule),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Tag = z.infer<typeof ZTag>;
export const ZTagList = z.array(ZTag);

/** The colour may be left out (the form's default, #0296F9); given, it must be #RRGGBB. */
export const ZCreateTagBody = z.object({
  name: ZTagName,
  color: ZTagColor.default(DEFAULT_TAG_COLOR),
  inboxId: requiredId('Workspace inválido'),
  modules: ZTagModules,
});
export type CreateTagBody = z.infer<typeof ZCreateTagBody>;

export const ZUpdateTagBody = z.object({
  name: ZTagName.optional(),
  color: ZTagColor.optional(),
  modules: ZTagModules.optional(),
});
export type UpdateTagBody = z.infer<typeof ZUpdateTagBody>;

export const ZListTagsQuery = z.object({
  inboxId: requiredId('Workspace inválido'),
  /** Only the tags shown in this module. */
  module: z.enum(TAG_MODULES, { error: 'Módulo inválido' }).optional(),
  /** Part of the name, case-insensitive. */
  search: z.string().trim().max(TAG_NAME_MAX_LENGTH).optional(),
});
export type ListTagsQuery = z.infer<typeof ZListTagsQuery>;

const ZTagIds = z
  .array(z.uuid({ error: 'Etiqueta inválida' }), { error: TAG_IDS_REQUIRED_MESSAGE })
  .min(1, TAG_IDS_REQUIRED_MESSAGE)
  .max(50)
  .transform((ids) => [...new Set(ids)]);

/** `POST /tag/link` and `/tag/unlink` (spec 1 §7). */
export const ZConversationTagsBody = z.object({
  conversationId: requiredId('Conversa inválida'),
  tagIds: ZTagIds,
});
export type ConversationTagsBody = z.infer<typeof ZConversationTagsBody>;

/** `POST /tag/link-person` and `/tag/unlink-person`. */
export const ZPersonTagsBody = z.object({
  personId: requiredId('Contato inválido'),
  tagIds: ZTagIds,
});
export type PersonTagsBody = z.infer<typeof ZPersonTagsBody>;

/**
 * Link and unlink answer the tags the conversation or contact has now (never an empty body:
 * the screen reads an empty answer as 'Resposta inválida do servidor').
 */
export const ZLinkedTags = z.array(ZTagSummary);
export type LinkedTags = z.infer<typeof ZLinkedTags>;
