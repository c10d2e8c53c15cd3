import { useCallback, useState } from 'react';
import { readStored, writeStored } from '../../../lib/local-storage';

/** Spec 1 §9: chat sidebar default 354 px; layout limits 300 and 424 px. */
export const SIDEBAR_DEFAULT_WIDTH = 354;
export const SIDEBAR_MIN_WIDTH = 300;
export const SIDEBAR_MAX_WIDTH = 424;
export const SIDEBAR_WIDTH_KEY = 'messages:sidebar-width';

export function clampSidebarWidth(width: number): number {
  if (!Number.isFinite(width)) return SIDEBAR_DEFAULT_WIDTH;
  return Math.round(Math.min(SIDEBAR_MAX_WIDTH, Math.max(SIDEBAR_MIN_WIDTH, width)));
}

function readWidth(): number {
  const stored = readStored(SIDEBAR_WIDTH_KEY);
  return stored === null ? SIDEBAR_DEFAULT_WIDTH : clampSidebarWidth(Number(stored));
}

/** The list's width, remembered locally (spec 1 §2). `commit` saves it once a drag ends. */
export function useSidebarWidth() {
  const [width, setWidthState] = useState(readWidth);
  const setWidth = useCallback((next: number) => setWidthState(clampSidebarWidth(next)), []);
  const commit = useCallback((next: number) => {
    const clamped = clampSidebarWidth(next);
    setWidthState(clamped);
    writeStored(SIDEBAR_WIDTH_KEY, String(clamped));
  }, []);
  return { width, setWidth, commit };
}
