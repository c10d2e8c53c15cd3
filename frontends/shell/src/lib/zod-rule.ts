import type { FormRule } from 'antd';
import type { z } from 'zod';

/** An antd Form rule that validates with a contracts schema, so the UI shows the API's own messages. */
export function zodRule(schema: z.ZodType, transform?: (value: unknown) => unknown): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const input = transform ? transform(value) : (value ?? '');
      const result = schema.safeParse(input);
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'O campo é obrigatório');
    },
  };
}
