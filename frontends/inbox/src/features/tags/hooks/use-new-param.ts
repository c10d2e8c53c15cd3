import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * `?new=1` asks a list page to open its create modal (the shell's add menu falls back to it
 * when the inbox modals cannot load). The parameter is dropped once handled, so going back or
 * reloading does not open it again. Shared by the tags, contacts and quick-replies pages.
 */
export function useNewParam(openCreate: () => void): void {
  const [params, setParams] = useSearchParams();
  const requested = params.get('new') === '1';
  const latest = useRef(openCreate);
  latest.current = openCreate;

  useEffect(() => {
    if (!requested) return;
    latest.current();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('new');
        return next;
      },
      { replace: true },
    );
  }, [requested, setParams]);
}
