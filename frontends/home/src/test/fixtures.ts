import { testActiveUser, TEST_OFFICE_ID, TEST_INBOX_ID, TEST_USER_ID } from '@balcao/ui/testing';
import type { ActiveUser } from '@balcao/contracts';

export const OFFICE_ID = TEST_OFFICE_ID;
export const INBOX_ID = TEST_INBOX_ID;
export const CURRENT_USER_ID = TEST_USER_ID;

export function activeUser(overrides: Partial<ActiveUser> = {}): ActiveUser {
  return testActiveUser({ ...overrides });
}
