import type { SessionCheck } from '../auth-guard';

/**
 * For tests of service-kit's own parts, which have no users to look up: the token's claims as
 * they are. A service never uses it; its session check reads the user's current state.
 */
export const tokenClaimsSessionCheck: SessionCheck = async ({ userId, officeId, roleId, permissions, isManager }) => ({ userId, officeId, roleId, permissions, isManager });
