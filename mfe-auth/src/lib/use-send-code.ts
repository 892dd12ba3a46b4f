// Sending an email code (sign-up or password reset): one request, then a 60 s countdown before the
// next — or, when the server refuses for now, a countdown of the wait it names (Retry-After). The
// countdown outlives a reload. The caller checks the email and captcha first and renews the captcha
// afterwards (spent key).
import { useState } from 'react';
import { isApiError } from '@portal/shared';
import type { MessageResponse } from '@portal/shared/contract';
import type { RequestEmailCodeBody } from '@portal/shared/contract/auth';
import type { Problem } from './FormProblem';
import { useCountdown } from './use-countdown';

/** The flow's request-email-code call (api.authRegisterRequestEmailCode, …). */
export type RequestEmailCode = (body: RequestEmailCodeBody) => Promise<MessageResponse>;

export interface SendCodeState {
  send(body: RequestEmailCodeBody): Promise<boolean>;
  pending: boolean;
  remaining: number;
  /** The address the last code went to, for the confirmation. */
  sentTo: string | null;
  problem: Problem | null;
}

export function useSendCode(request: RequestEmailCode, purpose: 'register' | 'forgot_password'): SendCodeState {
  const countdown = useCountdown(`portal_code_resend_${purpose}`);
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);

  async function send(body: RequestEmailCodeBody): Promise<boolean> {
    setPending(true);
    setProblem(null);
    setSentTo(null);
    try {
      const answer = await request(body);
      if (!answer.is_success) {
        setProblem({ message: answer.message });
        return false;
      }
      setSentTo(body.email);
      countdown.start();
      return true;
    } catch (error) {
      setProblem({ error });
      if (isApiError(error) && error.status === 429 && error.retryAfter) countdown.start(error.retryAfter);
      return false;
    } finally {
      setPending(false);
    }
  }

  return { send, pending, remaining: countdown.remaining, sentTo, problem };
}
