import type { FormRule } from 'antd';
import type { z } from 'zod';

/** An antd Form rule that validates with a contracts schema, so the screen shows the API's own messages. */
export function zodRule(schema: z.ZodType): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'O campo é obrigatório');
    },
  };
}
