import { z } from 'zod';
import { paged, ZPageQuery, ZQueryBoolean } from '../common/http';
import { messages } from '../common/zod-pt-br';
import { ZEmail } from '../auth/fields';
import { ZTagSummary } from './dto';
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
});
export type Person = z.infer<typeof ZPerson>;

export const ZPeopleList = paged(ZPerson);
export type PeopleList = z.infer<typeof ZPeopleList>;
