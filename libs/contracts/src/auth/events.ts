import { z } from 'zod';
import { defineEvent, ZActorUserId } from '../common/events';
import { apiKeyEvents } from './api-keys';

const ZOfficePayload = z.object({ id: z.string(), name: z.string(), inOnboarding: z.boolean(), archived: z.boolean(), actorUserId: ZActorUserId });
const ZInboxPayload = z.object({ id: z.string(), name: z.string(), actorUserId: ZActorUserId });
const ZUserPayload = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  imageUrl: z.string().nullable(),
  roleId: z.string(),
  inboxIds: z.array(z.string()),
  /**
   * What a request of the user may do now (ARCHITECTURE §4): their profile's permissions, whether
   * it is the Gestor profile, and their session version. Optional only for events written before
   * they were added.
   */
  permissions: z.array(z.string()).optional(),
  isManager: z.boolean().optional(),
  sessionVersion: z.number().int().min(0).optional(),
  actorUserId: ZActorUserId,
  /** The fields a person changed (names only, never values: a password stays out), for the audit log. */
  changes: z.array(z.string()).optional(),
});
const ZRolePayload = z.object({
  id: z.string(),
  name: z.string(),
  permissions: z.array(z.string()),
  actorUserId: ZActorUserId,
  /** On an update: the profile before it, so the audit log shows what changed. */
  previous: z.object({ name: z.string(), permissions: z.array(z.string()) }).optional(),
});
/** `name`: what it was called, for the audit log (absent in events written before it was added). */
const ZDeletedPayload = z.object({ id: z.string(), name: z.string().optional(), actorUserId: ZActorUserId });

/** One definition per fact; names are past tense (CONVENTIONS). */
export const authEvents = {
  officeCreated: defineEvent('balcao.auth.office.created', ZOfficePayload),
  officeUpdated: defineEvent('balcao.auth.office.updated', ZOfficePayload),
  inboxCreated: defineEvent('balcao.auth.inbox.created', ZInboxPayload),
  inboxUpdated: defineEvent('balcao.auth.inbox.updated', ZInboxPayload),
  inboxDeleted: defineEvent('balcao.auth.inbox.deleted', ZDeletedPayload),
  userCreated: defineEvent('balcao.auth.user.created', ZUserPayload),
  userUpdated: defineEvent('balcao.auth.user.updated', ZUserPayload),
  userDeleted: defineEvent('balcao.auth.user.deleted', ZDeletedPayload),
  roleCreated: defineEvent('balcao.auth.role.created', ZRolePayload),
  roleUpdated: defineEvent('balcao.auth.role.updated', ZRolePayload),
  roleDeleted: defineEvent('balcao.auth.role.deleted', ZDeletedPayload),
  ...apiKeyEvents,
} as const;
