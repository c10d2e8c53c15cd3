import { messages } from '@balcao/contracts';
import type { FormRule } from 'antd';
import type { z } from 'zod';

/**
 * Validates an antd field with a schema from @balcao/contracts, so the form shows the same
 * pt-BR message the API would answer with.
 */
export const zodRule = (schema: z.ZodType): FormRule => ({
  validator: async (_rule, value: unknown) => {
    const result = schema.safeParse(value);
    if (!result.success) throw new Error(result.error.issues[0]?.message);
  },
});

/** A password confirmation: required, and equal to the form's `password`. */
export const confirmPasswordRules: FormRule[] = [
  { required: true, message: messages.required },
  ({ getFieldValue }) => ({
    validator: async (_rule, value: string | undefined) => {
      if (value && value !== getFieldValue('password')) throw new Error(messages.passwordsDontMatch);
    },
  }),
];
