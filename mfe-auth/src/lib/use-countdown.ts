// A seconds countdown for "Send code" buttons: start(60) disables resending for a minute.
import { useCallback, useEffect, useState } from 'react';

export const RESEND_SECONDS = 60;

export function useCountdown(): { remaining: number; start: (seconds?: number) => void } {
  const [remaining, setRemaining] = useState(0);
  const running = remaining > 0;

  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setRemaining((value) => Math.max(0, value - 1)), 1000);
    return () => clearInterval(timer);
  }, [running]);

  const start = useCallback((seconds: number = RESEND_SECONDS) => setRemaining(seconds), []);
  return { remaining, start };
}
