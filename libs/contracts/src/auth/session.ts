import { z } from 'zod';
import { messages } from '../common/zod-pt-br';
import { ZPlanLimits } from '../billing/limits';
import { ZEmail, ZName, ZPassword, ZPhoneNumber } from './fields';

export const ZLoginBody = z.object({
  email: ZEmail,
  password: z.string({ error: messages.passwordRequired }).min(1, messages.passwordRequired).max(128),
});
export type LoginBody = z.infer<typeof ZLoginBody>;

export const ZInboxSummary = z.object({ id: z.string(), name: z.string() });

/**
 * The office's subscription as billing last published it (spec 1 §3): `id` is the subscription's
 * (null in trial), `name` the plan's title or 'Período de teste', `isActive` false once the trial
 * or the paid period ended. Null while billing has said nothing of the office.
 */
export const ZSubscriptionSummary = z.object({
  id: z.string().nullable(),
  name: z.string(),
  isActive: z.boolean(),
  isTrial: z.boolean(),
  planId: z.string().nullable(),
  limits: ZPlanLimits.nullable(),
});
export type SubscriptionSummary = z.infer<typeof ZSubscriptionSummary>;

/** The active user of spec 1 §3. */
export const ZActiveUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  document: z.string().nullable(),
  contact: z.string().nullable(),
  officeId: z.string(),
  lastInboxUsed: z.string().nullable(),
  inboxes: z.array(ZInboxSummary),
  office: z.object({ id: z.string(), name: z.string(), inOnboarding: z.boolean() }),
  permissions: z.array(z.string()),
  notificationSound: z.string(),
  imageUrl: z.string().nullable(),
  roleId: z.string(),
  /** Whether the user's profile is the office's Gestor: only a Gestor manages the office, its workspaces and its subscription. */
  isManager: z.boolean(),
  createdAt: z.string(),
  subscription: ZSubscriptionSummary.nullable(),
});
export type ActiveUser = z.infer<typeof ZActiveUser>;

export const ZLoginResponse = z.object({ token: z.string(), user: ZActiveUser });
export type LoginResponse = z.infer<typeof ZLoginResponse>;

export const ZSignUpBody = z.object({
  name: ZName,
  email: ZEmail,
  phoneNumber: ZPhoneNumber,
  password: ZPassword,
});
export type SignUpBody = z.infer<typeof ZSignUpBody>;

export const ZSignUpResponse = z.object({
  id: z.string(),
  userToken: z.string(),
  userId: z.string(),
  inboxId: z.string(),
});
export type SignUpResponse = z.infer<typeof ZSignUpResponse>;

export const ZForgotPasswordBody = z.object({ email: ZEmail });
export type ForgotPasswordBody = z.infer<typeof ZForgotPasswordBody>;

export const ZRecoveryPasswordBody = z.object({
  password: ZPassword,
  token: z.string({ error: messages.required }).min(10, 'Link de recuperação inválido ou expirado').max(200),
});
export type RecoveryPasswordBody = z.infer<typeof ZRecoveryPasswordBody>;

/**
 * `POST /api/auth/change-password`: the signed-in user changes their own password, proving the
 * current one. Every other session of theirs ends; the answer is this session's new token.
 */
export const ZChangePasswordBody = z
  .object({
    currentPassword: z.string({ error: 'Informe a senha atual' }).min(1, 'Informe a senha atual').max(128),
    password: ZPassword,
    confirmPassword: z.string({ error: messages.required }),
  })
  .refine((body) => body.password === body.confirmPassword, { message: messages.passwordsDontMatch, path: ['confirmPassword'] });
export type ChangePasswordBody = z.infer<typeof ZChangePasswordBody>;

export const ZChangePasswordResponse = z.object({ token: z.string() });
export type ChangePasswordResponse = z.infer<typeof ZChangePasswordResponse>;

/** Claims of the RS256 JWT that auth signs and every service verifies (ARCHITECTURE §4). */
export const ZTokenClaims = z.object({
  sub: z.string(),
  officeId: z.string(),
  roleId: z.string(),
  permissions: z.array(z.string()),
  isManager: z.boolean().optional(),
  /** The user's session version when the token was issued: a password change raises it and ends older tokens. */
  sessionVersion: z.number().int().min(0).optional(),
});
export type TokenClaims = z.infer<typeof ZTokenClaims>;

export const SESSION_COOKIES = {
  token: 'chat-user-token',
  userId: 'chat-user-id',
  officeId: 'chat-office-id',
  inboxId: 'chat-inbox-id',
} as const;
export const SESSION_MAX_AGE_SECONDS = 604800;
