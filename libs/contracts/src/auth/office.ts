import { z } from 'zod';
import { messages } from '../common/zod-pt-br';
import { ZEmail } from './fields';

export const ZOffice = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  isPhoneVerified: z.boolean(),
  inOnboarding: z.boolean(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Office = z.infer<typeof ZOffice>;

export const ZUpdateOfficeBody = z.object({
  name: z.string().trim().min(1, messages.officeNameRequired).max(120).optional(),
  email: ZEmail.optional(),
  phoneNumber: z.string().trim().max(20).optional(),
  inOnboarding: z.boolean().optional(),
});
export type UpdateOfficeBody = z.infer<typeof ZUpdateOfficeBody>;

export const ZSendPhoneVerificationBody = z.object({
  phoneNumber: z
    .string({ error: messages.phoneRequired })
    .transform((value) => value.replace(/\D/g, ''))
    .pipe(z.string().min(10, messages.phoneRequired).max(13, messages.phoneRequired)),
});
export type SendPhoneVerificationBody = z.infer<typeof ZSendPhoneVerificationBody>;

export const ZConfirmCodeBody = z.object({
  code: z.string({ error: messages.codeRequired }).regex(/^\d{6}$/, messages.codeRequired),
});
export type ConfirmCodeBody = z.infer<typeof ZConfirmCodeBody>;

export const PHONE_ALREADY_VERIFIED = 'Phone already verified';
export const VERIFICATION_CODE_TTL_SECONDS = 600;
export const VERIFICATION_MAX_ATTEMPTS = 5;
export const VERIFICATION_RESEND_SECONDS = 60;
