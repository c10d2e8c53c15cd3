import type { ActiveUser, PermissionCode } from '@balcao/contracts';

type WithPermissions = Pick<ActiveUser, 'permissions'> | null | undefined;

/** Whether the user's role carries the permission code (spec 1 §6). */
export function hasPermission(user: WithPermissions, code: PermissionCode | string): boolean {
  return Boolean(user?.permissions.includes(code));
}

export function hasEveryPermission(user: WithPermissions, codes: readonly (PermissionCode | string)[]): boolean {
  return codes.every((code) => hasPermission(user, code));
}

export const PERMISSION_GUARD = { hasPermission, hasEveryPermission } as const;
