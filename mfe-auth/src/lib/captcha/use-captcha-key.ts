// The captcha key a widget is shown for. A key is single use, so it is never cached, shared or
// refetched behind the visitor's back (that would swap the key under a widget being solved): each
// `generation` asks for exactly one new key. A superseded or unmounted request is aborted, and an
// answer is only used for the request it belongs to, so a late answer can never replace a newer key.
import { useEffect, useState } from 'react';
import type { CaptchaKeyResponse } from '@portal/shared/contract/auth';
import type { CaptchaPurpose } from './captcha-types';
import { fetchCaptchaKey } from './fetch-captcha-key';

export type CaptchaKeyState =
  { status: 'idle' | 'loading' } | { status: 'ready'; key: CaptchaKeyResponse } | { status: 'failed'; error: unknown };

type Answer = { request: string } & ({ key: CaptchaKeyResponse } | { error: unknown });

/** Asks for a key only while `enabled` (the visitor has started on the form). */
export function useCaptchaKey(purpose: CaptchaPurpose, generation: number, enabled: boolean): CaptchaKeyState {
  const request = enabled ? `${purpose}#${generation}` : null;
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (request === null) return undefined;
    const controller = new AbortController();
    const settle = (outcome: { key: CaptchaKeyResponse } | { error: unknown }) => {
      if (!controller.signal.aborted) setAnswer({ request, ...outcome });
    };
    fetchCaptchaKey(purpose, controller.signal).then(
      (key) => settle({ key }),
      (error: unknown) => settle({ error }),
    );
    return () => controller.abort();
  }, [purpose, request]);

  if (request === null) return { status: 'idle' };
  if (answer?.request !== request) return { status: 'loading' };
  return 'key' in answer ? { status: 'ready', key: answer.key } : { status: 'failed', error: answer.error };
}
