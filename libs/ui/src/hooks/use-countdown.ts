import { useCallback, useEffect, useState } from 'react';

/** Seconds left, ticking down once a second; `restart` starts it again. */
export function useCountdown(initialSeconds = 0): { secondsLeft: number; restart: (seconds: number) => void } {
  const [endsAt, setEndsAt] = useState<number | null>(() => (initialSeconds > 0 ? Date.now() + initialSeconds * 1000 : null));
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const restart = useCallback((seconds: number) => {
    setNow(Date.now());
    setEndsAt(Date.now() + seconds * 1000);
  }, []);

  const secondsLeft = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { secondsLeft, restart };
}
