import { z } from 'zod';
import { paged, ZPageQuery, ZQueryBoolean } from '../common/http';
import { messages } from '../common/zod-pt-br';
import { ZEmail } from '../auth/fields';
import { ZTagSummary } from './dto';
import { ZMessageType } from './enums';
import { optionalText, requiredId, ZContactPhone } from './fields';

export const PERSON_PHONE_TAKEN_MESSAGE = 'Já existe um contato com este número';

const ZPersonName = z.string({ error: messages.required }).trim().min(4, messages.min4).max(120);
const ZOptionalEmail = z
  .union([z.literal(''), ZEmail])
  .nullish()
  .transform((value) => (value ? value : null));
const ZTagIds = z.array(z.uuid({ error: 'Etiqueta inválida' })).max(50);

/** Contact create payload (spec 1 §5, spec 2 §3). officeId is accepted and ignored: the token decides. */
export const ZCreatePersonBody = z.object({
  name: ZPersonName,
  phoneNumber: ZContactPhone,
  email: ZOptionalEmail,
  document: optionalText(30),
  tags: ZTagIds.default([]),
  isBlocked: z.boolean().default(false),
  allowedSearch: z.boolean().optional(),
  inboxId: requiredId('Workspace inválido'),
  officeId: z.string().optional(),
});
export type CreatePersonBody = z.infer<typeof ZCreatePersonBody>;

export const ZUpdatePersonBody = z.object({
  name: ZPersonName.optional(),
  phoneNumber: ZContactPhone.optional(),
  email: ZOptionalEmail.optional(),
  document: optionalText(30).optional(),
  tags: ZTagIds.optional(),
  isBlocked: z.boolean().optional(),
  allowedSearch: z.boolean().optional(),
  imageUrl: z.url({ error: 'URL da imagem inválida' }).max(2048).nullish(),
});
export type UpdatePersonBody = z.infer<typeof ZUpdatePersonBody>;

export const ZListPeopleQuery = ZPageQuery.extend({
  /** Matches the contact's name or phone number. */
  name: z.string().trim().max(120).optional(),
  inboxId: requiredId('Workspace inválido'),
  isBlocked: ZQueryBoolean.optional(),
});
export type ListPeopleQuery = z.infer<typeof ZListPeopleQuery>;

export const ZPersonQuery = z.object({ inboxId: z.uuid({ error: 'Workspace inválido' }).optional() });

export const ZDeletePeopleBody = z.object({
  ids: z.array(z.uuid({ error: 'Identificador inválido' }), { error: messages.required }).min(1, messages.required).max(500),
});
export type DeletePeopleBody = z.infer<typeof ZDeletePeopleBody>;
export const ZDeletePeopleResponse = z.object({ deleted: z.number().int() });

/** A contact (spec 1 §3): `conversationId` and `user` come from the open conversation. */
export const ZPerson = z.object({
  id: z.string(),
  inboxId: z.string(),
  name: z.string().nullable(),
  phoneNumber: z.string(),
  email: z.string().nullable(),
  document: z.string().nullable(),
  isBlocked: z.boolean(),
  allowedSearch: z.boolean(),
  tags: z.array(ZTagSummary),
  imageUrl: z.string().nullable(),
  lastMessageSentAt: z.string().nullable(),
  conversationId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  user: z.object({ name: z.string(), imageUrl: z.string().nullable() }).nullable(),
  /** Messages the contact sent while blocked: kept, but they opened no conversation. */
  blockedMessagesCount: z.number().int(),
});
export type Person = z.infer<typeof ZPerson>;

export const ZPeopleList = paged(ZPerson);
export type PeopleList = z.infer<typeof ZPeopleList>;

/**
 * A message a blocked contact sent: stored (nothing is lost) but it opened no conversation, woke
 * no flow or agent and notified nobody. Shown in the contact's details as received while blocked.
 */
export const ZBlockedMessage = z.object({
  id: z.string(),
  personId: z.string(),
  integrationId: z.string(),
  type: ZMessageType,
  content: z.string().nullable(),
  caption: z.string().nullable(),
  fileUrl: z.string().nullable(),
  fileName: z.string().nullable(),
  mimeType: z.string().nullable(),
  messageAt: z.string(),
});
export type BlockedMessage = z.infer<typeof ZBlockedMessage>;

/** `GET /people/{id}/blocked-messages`: newest first. */
export const ZBlockedMessagesQuery = z.object({
  page: z.coerce.number({ error: 'page: informe um número' }).int('page: informe um número inteiro').min(1, 'page: no mínimo 1').default(1),
  limit: z.coerce.number({ error: 'limit: informe um número' }).int('limit: informe um número inteiro').min(1, 'limit: no mínimo 1').max(100, 'limit: no máximo 100').default(20),
});
export type BlockedMessagesQuery = z.input<typeof ZBlockedMessagesQuery>;

export const ZBlockedMessageList = paged(ZBlockedMessage);
export type BlockedMessageList = z.infer<typeof ZBlockedMessageList>;

export const BLOCKED_MESSAGES_TEXTS = {
  title: 'Mensagens recebidas enquanto bloqueado',
  mark: 'Recebida com o contato bloqueado',
  empty: 'Nenhuma mensagem recebida enquanto bloqueado',
} as const;
