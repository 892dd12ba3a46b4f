// The invite code's state next to its field: checked on blur and again before submitting. Only the
// newest check counts: starting one aborts the one before, so a slow answer about a code the visitor
// has since changed can neither overwrite the newer result nor let a submit through.
import { useEffect, useRef, useState } from 'react';
import { api } from '@portal/shared';
import { useDescribeAuthError } from '../../lib/describe-auth-error';

export type InviteCheck =
  | { code: string; status: 'checking' }
  | { code: string; status: 'valid' }
  | { code: string; status: 'invalid'; message: string | null };

interface RunningCheck {
  code: string;
  controller: AbortController;
  result: Promise<boolean>;
}

export function useInviteCheck() {
  const describe = useDescribeAuthError();
  const [check, setCheck] = useState<InviteCheck | null>(null);
  // The same as `check`, for verify() calls made before the next render (e.g. blur, then submit).
  const latest = useRef<InviteCheck | null>(null);
  const running = useRef<RunningCheck | null>(null);

  function show(next: InviteCheck | null) {
    latest.current = next;
    setCheck(next);
  }

  useEffect(() => () => running.current?.controller.abort(), []);

  async function ask(code: string, signal: AbortSignal): Promise<boolean> {
    try {
      const answer = await api.authRegisterCheckInviteCode({ body: { invite_code: code }, signal });
      if (signal.aborted) return false;
      show(
        answer.is_success ? { code, status: 'valid' } : { code, status: 'invalid', message: answer.message || null },
      );
      return answer.is_success;
    } catch (error) {
      if (!signal.aborted) show({ code, status: 'invalid', message: describe(error) });
      return false;
    }
  }

  /** True when `raw` is empty (the code is optional) or the server accepts it. */
  function verify(raw: string | null | undefined): Promise<boolean> {
    const code = raw?.trim() ?? '';
    // The same code already on its way (blur, then an immediate submit): wait for that answer.
    if (running.current?.code === code) return running.current.result;
    running.current?.controller.abort();
    running.current = null;
    if (!code) {
      show(null);
      return Promise.resolve(true);
    }
    if (latest.current?.code === code && latest.current.status === 'valid') return Promise.resolve(true);
    show({ code, status: 'checking' });
    const controller = new AbortController();
    const result = ask(code, controller.signal).finally(() => {
      if (running.current?.controller === controller) running.current = null;
    });
    running.current = { code, controller, result };
    return result;
  }

  return { check, verify };
}
