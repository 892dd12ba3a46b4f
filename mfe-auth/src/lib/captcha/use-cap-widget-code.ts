// Whether the <cap-widget> element is defined yet: its code loads lazily, once per page, and only
// when `enabled` (the visitor has started on a form with a captcha). `retry()` after a failed load.
import { useEffect, useState } from 'react';
import { loadCapWidget } from './load-cap-widget';

export type CapWidgetCodeState = { status: 'idle' | 'loading' | 'ready' } | { status: 'failed'; error: unknown };

type Outcome = { attempt: number } & ({ loaded: true } | { loaded: false; error: unknown });

export function useCapWidgetCode(enabled: boolean): CapWidgetCodeState & { retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    loadCapWidget().then(
      () => current && setOutcome({ attempt, loaded: true }),
      (error: unknown) => current && setOutcome({ attempt, loaded: false, error }),
    );
    return () => {
      current = false;
    };
  }, [enabled, attempt]);

  const retry = () => setAttempt((value) => value + 1);
  if (!enabled) return { status: 'idle', retry };
  if (outcome?.attempt !== attempt) return { status: 'loading', retry };
  return outcome.loaded ? { status: 'ready', retry } : { status: 'failed', error: outcome.error, retry };
}
