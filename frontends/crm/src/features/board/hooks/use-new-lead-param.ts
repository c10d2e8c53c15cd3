import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/** The add menu's 'Adicionar Lead' lands on /crm?new=1: open 'Novo Lead' once a funnel is there. */
export function useNewLeadParam(ready: boolean, open: () => void) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('new') === '1';
  useEffect(() => {
    if (!wanted || !ready) return;
    open();
    const next = new URLSearchParams(params);
    next.delete('new');
    setParams(next, { replace: true });
  }, [wanted, ready, open, params, setParams]);
}
