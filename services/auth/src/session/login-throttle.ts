import { createHash } from 'node:crypto';
import type { KeyValueStore } from '@balcao/service-kit';
import { sessionErrors } from '../shared/errors';

/** Failed sign-ins one e-mail may take in a window, whatever addresses they come from. */
export const LOGIN_FAILURES_MAX = 10;
export const LOGIN_FAILURES_WINDOW_SECONDS = 15 * 60;

/**
 * Password guessing spread over many addresses (the per-address rate limit's blind spot) stops
 * at the account: after LOGIN_FAILURES_MAX wrong passwords for an e-mail, its sign-in answers 429
 * for the rest of the window, on every replica (the store is Redis in a cluster).
 */
export function loginThrottle(store: KeyValueStore) {
  const keyOf = (email: string) => `login-failures:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
  return {
    async assertAllowed(email: string) {
      const failures = Number((await store.get(keyOf(email))) ?? 0);
      if (failures >= LOGIN_FAILURES_MAX) throw sessionErrors.TOO_MANY_ATTEMPTS();
    },
    recordFailure: (email: string) => store.incr(keyOf(email), LOGIN_FAILURES_WINDOW_SECONDS),
    clear: (email: string) => store.del(keyOf(email)),
  };
}
