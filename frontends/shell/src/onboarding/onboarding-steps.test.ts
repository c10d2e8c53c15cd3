import { describe, expect, it } from 'vitest';
import { maskPhoneInput } from '@balcao/ui';
import { isPhoneComplete, officeStepBackTarget, STEP_PROGRESS } from './onboarding-steps';

describe('onboarding steps', () => {
  it('shows the spec progress for steps 1 to 4', () => {
    expect([1, 2, 3, 4].map((step) => STEP_PROGRESS[step as 1 | 2 | 3 | 4])).toEqual([50, 30, 50, 80]);
  });

  it('needs at least 15 masked characters before sending the code', () => {
    expect(isPhoneComplete(maskPhoneInput('11987654321'))).toBe(true);
    expect(isPhoneComplete(maskPhoneInput('119876543'))).toBe(false);
  });

  it('hides Voltar on the office step once the phone is verified', () => {
    expect(officeStepBackTarget(true)).toBeNull();
    expect(officeStepBackTarget(false)).toBe(1);
  });
});
