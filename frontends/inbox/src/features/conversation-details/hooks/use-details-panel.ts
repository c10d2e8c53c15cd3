import { useCallback, useState } from 'react';
import { readStored, writeStored } from '../../../lib/local-storage';

export const DETAILS_PANEL_KEY = 'messages:details-panel';

/**
 * Whether 'Dados da conversa' shows. As a column it is remembered locally, so it stays as the
 * user left it across conversations and visits; as a drawer (no room for a column) it starts
 * closed, since it covers the conversation.
 */
export function useDetailsPanel(asDrawer: boolean) {
  const [columnOpen, setColumnOpen] = useState(() => readStored(DETAILS_PANEL_KEY) === 'open');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const open = asDrawer ? drawerOpen : columnOpen;

  const setOpen = useCallback(
    (next: boolean) => {
      if (asDrawer) {
        setDrawerOpen(next);
        return;
      }
      setColumnOpen(next);
      writeStored(DETAILS_PANEL_KEY, next ? 'open' : 'closed');
    },
    [asDrawer],
  );
  const toggle = useCallback(() => setOpen(!open), [open, setOpen]);

  return { open, setOpen, toggle };
}
