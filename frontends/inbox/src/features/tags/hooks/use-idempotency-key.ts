import { ApiRequestError, newIdempotencyKey } from '@balcao/ui';
import { useCallback, useRef } from 'react';

/**
 * One Idempotency-Key per create form: a resubmit after a lost answer (network error, 5xx)
 * reuses it, so the server creates the record once. A rejected submit (4xx) gets a new key,
 * because the corrected form is a new request. Shared by the tag, contact and quick-reply forms.
 */
export function useIdempotencyKey() {
  const key = useRef<string | null>(null);

  const current = useCallback(() => (key.current ??= newIdempotencyKey()), []);
  const afterError = useCallback((error: unknown) => {
    if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) key.current = null;
  }, []);

  return { current, afterError };
}
