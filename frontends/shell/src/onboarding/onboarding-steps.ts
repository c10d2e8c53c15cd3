export type OnboardingStep = 1 | 2 | 3 | 4;

/** Progress shown per step, as the spec lists it: 50, 30, 50, 80 (spec 1 §4). */
export const STEP_PROGRESS: Record<OnboardingStep, number> = { 1: 50, 2: 30, 3: 50, 4: 80 };

/** Spec 1 §5: masked input shorter than 15 characters is incomplete. */
export const MIN_MASKED_PHONE_LENGTH = 15;
export const CODE_LENGTH = 6;

export function isPhoneComplete(masked: string): boolean {
  return masked.trim().length >= MIN_MASKED_PHONE_LENGTH;
}

/** Where 'Voltar' on the office step leads; null hides it (phone already verified). */
export function officeStepBackTarget(isPhoneVerified: boolean): OnboardingStep | null {
  return isPhoneVerified ? null : 1;
}
