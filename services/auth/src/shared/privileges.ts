import type { Principal } from '@balcao/service-kit';

/**
 * Profiles cannot be climbed (ARCHITECTURE §4): a Gestor grants anything; anyone else only what
 * they have themselves, so a view:users or view:teams holder cannot hand themselves or a friend
 * more rights than they have.
 */
export const withinOwnPermissions = (actor: Principal, permissions: readonly string[]) =>
  actor.isManager || permissions.every((code) => actor.permissions.includes(code));
