import {
  PHONE_ALREADY_VERIFIED,
  type Office,
  type Ok,
  type UpdateOfficeBody,
} from '@balcao/contracts';
import { api, ApiRequestError, onlyDigits } from '@balcao/ui';

export const officeQueryKey = (officeId: string) => ['office', officeId] as const;

export const getOffice = (officeId: string) => api.get<Office>(`/office/${officeId}`, undefined, { silent: true });

export type SendCodeResult = 'sent' | 'already-verified';

/** 'Phone already verified' counts as verified and skips the code step (spec 1 §7). */
export async function sendPhoneVerification(maskedPhone: string): Promise<SendCodeResult> {
  try {
    await api.post<Ok>('/office/send-phone-verification', { phoneNumber: onlyDigits(maskedPhone) }, { silent: true });
    return 'sent';
  } catch (error) {
    if (error instanceof ApiRequestError && error.body?.message === PHONE_ALREADY_VERIFIED) return 'already-verified';
    throw error;
  }
}

export const confirmCode = (code: string) => api.post<Office>('/office/confirm-code', { code });

export const finishOnboarding = (officeId: string, body: Pick<UpdateOfficeBody, 'name' | 'email'>) =>
  api.patch<Office>(`/office/${officeId}`, { ...body, inOnboarding: false } satisfies UpdateOfficeBody);
