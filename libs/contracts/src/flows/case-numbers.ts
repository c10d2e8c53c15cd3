import { z } from 'zod';

/** Why a court-case number cannot be looked up: its shape, or only its CNJ check digits (mod 97). */
export const ZCaseNumberProblem = z.enum(['format', 'check_digits']);
export type CaseNumberProblem = z.infer<typeof ZCaseNumberProblem>;

/** A right-shaped number with a mistyped digit: say the check digit does not match, not the format. */
export const CASE_NUMBER_MESSAGES = {
  checkDigitsMismatch: 'O dígito verificador do número de processo não confere. Confira o número e envie novamente.',
  checkDigitsMismatchOf: (caseNumber: string) => `O dígito verificador do número de processo ${caseNumber} não confere. Confira o número, por favor.`,
} as const;
