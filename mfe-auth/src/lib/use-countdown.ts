// A seconds countdown for "Send code" buttons: start(60) disables resending for a minute. With a
// `storageKey` the end is kept in localStorage, so a reload (or another tab) keeps counting down instead of
// offering a send the server would refuse. Storage is read after hydration: the page is also prerendered.
import { useCallback, useEffect, useState } from 'react';

const RESEND_SECONDS = 60;

function storedEnd(key: string | undefined): number {
  if (!key) return 0;
  try {
    return Number(window.localStorage.getItem(key)) || 0;
  } catch {
    return 0;
  }
}

function storeEnd(key: string | undefined, end: number): void {
  if (!key) return;
  try {
    window.localStorage.setItem(key, String(end));
  } catch {
    // private mode: the countdown lasts as long as the page
  }
}

export function useCountdown(storageKey?: string): { remaining: number; start: (seconds?: number) => void } {
  const [end, setEnd] = useState(0);
  const [now, setNow] = useState(0);
  const remaining = Math.max(0, Math.ceil((end - now) / 1000));
  const running = remaining > 0;

  // The stored end, after hydration and whenever another tab stores one.
  useEffect(() => {
    const sync = () => {
      const stored = storedEnd(storageKey);
      if (stored <= Date.now()) return;
      setEnd(stored);
      setNow(Date.now());
    };
    const first = setTimeout(sync, 0);
    window.addEventListener('storage', sync);
    return () => {
      clearTimeout(first);
      window.removeEventListener('storage', sync);
    };
  }, [storageKey]);

  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);

  const start = useCallback(
    (seconds: number = RESEND_SECONDS) => {
      const at = Date.now();
      const next = at + seconds * 1000;
      setNow(at);
      setEnd(next);
      storeEnd(storageKey, next);
    },
    [storageKey],
  );
  return { remaining, start };
}
