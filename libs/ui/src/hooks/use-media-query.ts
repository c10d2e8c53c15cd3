import { useCallback, useSyncExternalStore } from 'react';

/** Spec 1 §9: mobile layout under 1024 px; modals are dialogs from 768 px up. */
export const MOBILE_BREAKPOINT = 1024;
export const DIALOG_BREAKPOINT = 768;

export function useMediaQuery(query: string, fallback = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () =>
    typeof window !== 'undefined' && typeof window.matchMedia === 'function'
      ? window.matchMedia(query).matches
      : fallback;
  return useSyncExternalStore(subscribe, getSnapshot, () => fallback);
}

/** True below 1024 px wide. */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`);
}

/** True from 768 px wide: show a Modal rather than a bottom Drawer. */
export function useIsDialog(): boolean {
  return useMediaQuery(`(min-width: ${DIALOG_BREAKPOINT}px)`, true);
}
