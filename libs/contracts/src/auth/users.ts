import { z } from 'zod';
import { paged, ZPageQuery } from '../common/http';
import { messages } from '../common/zod-pt-br';
import { ZEmail, ZName, ZNotificationSound, ZPassword } from './fields';

const ZContact = z
  .string()
  .trim()
  .transform((value) => value.replace(/\D/g, ''))
  .pipe(z.string().max(20))
  .nullish();

const ZPasswordPair = z
  .object({ password: ZPassword, confirmPassword: z.string({ error: messages.required }) })
  .refine((pair) => pair.password === pair.confirmPassword, {
    message: messages.passwordsDontMatch,
    path: ['confirmPassword'],
  });

const ZInboxIds = z
  .array(z.uuid({ error: 'Workspace inválido' }), { error: messages.selectWorkspace })
  .min(1, messages.selectWorkspace);

export const ZCreateUserBody = z.object({
  name: ZName,
  email: ZEmail,
  contact: ZContact,
  document: z.string().trim().max(20).nullish(),
  roleId: z.uuid({ error: messages.selectRole }),
  inboxId: ZInboxIds,
  /** Sent by the client for the spec's payload; the token's office is what counts. */
  officeId: z.string().optional(),
  password: ZPasswordPair,
});
export type CreateUserBody = z.infer<typeof ZCreateUserBody>;

export const ZUpdateUserBody = z.object({
  name: ZName.optional(),
  email: ZEmail.optional(),
  contact: ZContact,
  document: z.string().trim().max(20).nullish(),
  roleId: z.uuid({ error: messages.selectRole }).optional(),
  inboxId: ZInboxIds.optional(),
  password: ZPasswordPair.optional(),
  imageUrl: z.url({ error: 'URL da imagem inválida' }).max(2048).nullish(),
  notificationSound: ZNotificationSound.optional(),
  lastInboxUsed: z.uuid({ error: 'Workspace inválido' }).optional(),
});
export type UpdateUserBody = z.infer<typeof ZUpdateUserBody>;

export const ZListUsersQuery = ZPageQuery.extend({
  limit: z.coerce.number().int().min(1).max(99999).default(10),
  inboxId: z.uuid().optional(),
  search: z.string().trim().max(120).optional(),
  roleId: z.uuid().optional(),
});
export type ListUsersQuery = z.infer<typeof ZListUsersQuery>;

export const ZUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  contact: z.string().nullable(),
  document: z.string().nullable(),
  imageUrl: z.string().nullable(),
  roleId: z.string(),
  role: z.object({ id: z.string(), name: z.string() }),
  inboxes: z.array(z.object({ id: z.string(), name: z.string() })),
  officeId: z.string(),
  notificationSound: z.string(),
  createdAt: z.string(),
});
export type User = z.infer<typeof ZUser>;

export const ZUserList = paged(ZUser);
export type UserList = z.infer<typeof ZUserList>;
