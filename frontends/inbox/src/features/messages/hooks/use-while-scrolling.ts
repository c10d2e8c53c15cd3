import { useCallback, useEffect, useRef, useState } from 'react';

/** How long after the last scroll event the reader counts as still scrolling. */
export const SCROLL_REST_MS = 1200;

/** True while the reader scrolls and for a moment after; call the returned function on each scroll. */
export function useWhileScrolling() {
  const [scrolling, setScrolling] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const markScrolling = useCallback(() => {
    setScrolling(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setScrolling(false), SCROLL_REST_MS);
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return [scrolling, markScrolling] as const;
}
