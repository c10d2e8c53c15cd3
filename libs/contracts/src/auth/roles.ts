import { z } from 'zod';
import { PERMISSION_CODES } from '../common/permissions';
import { messages } from '../common/zod-pt-br';

export const ZPermission = z.object({ id: z.string(), name: z.string(), code: z.string() });
export type Permission = z.infer<typeof ZPermission>;

export const ZRole = z.object({
  id: z.string(),
  name: z.string(),
  permissions: z.array(ZPermission),
  /** 'Gestor' cannot be edited or deleted. */
  isProtected: z.boolean(),
  usersCount: z.number().int(),
  createdAt: z.string(),
});
export type Role = z.infer<typeof ZRole>;

export const ZRoleBody = z.object({
  name: z.string({ error: messages.required }).trim().min(1, messages.required).min(4, messages.min4).max(80),
  permissions: z.array(z.enum(PERMISSION_CODES as [string, ...string[]], { error: 'Permissão inválida' })).default([]),
});
export type RoleBody = z.infer<typeof ZRoleBody>;
