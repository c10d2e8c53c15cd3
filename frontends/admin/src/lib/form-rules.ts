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
