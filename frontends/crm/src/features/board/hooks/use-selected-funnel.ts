import type { Funnel } from '@balcao/contracts';
import { useCallback, useState } from 'react';

const storageKey = (inboxId: string) => `crm:funnel:${inboxId}`;

function readStored(inboxId: string): string | null {
  try {
    return window.localStorage.getItem(storageKey(inboxId));
  } catch {
    return null;
  }
}

/** The funnel shown on the board: the last one chosen in this workspace, else the first. */
export function useSelectedFunnel(inboxId: string, funnels: Funnel[] | undefined) {
  const [chosenId, setChosenId] = useState<string | null>(() => readStored(inboxId));
  const selected = funnels?.find((funnel) => funnel.id === chosenId) ?? funnels?.[0] ?? null;

  const select = useCallback(
    (funnel: Funnel) => {
      setChosenId(funnel.id);
      try {
        window.localStorage.setItem(storageKey(inboxId), funnel.id);
      } catch {
        // Only this visit remembers it.
      }
    },
    [inboxId],
  );
  return { selected, select };
}
