// The invite code's state next to its field: checked on blur and again before submitting.
import { useState } from 'react';
import { useDescribeAuthError } from '../../lib/describe-auth-error';
import { useCheckInviteCode } from './api';

export type InviteCheck =
  | { code: string; status: 'checking' }
  | { code: string; status: 'valid' }
  | { code: string; status: 'invalid'; message: string | null };

export function useInviteCheck() {
  const checkInviteCode = useCheckInviteCode();
  const describe = useDescribeAuthError();
  const [check, setCheck] = useState<InviteCheck | null>(null);

  /** True when `raw` is empty (the code is optional) or the server accepts it. */
  async function verify(raw: string | null | undefined): Promise<boolean> {
    const code = raw?.trim() ?? '';
    if (!code) {
      setCheck(null);
      return true;
    }
    if (check?.code === code && check.status === 'valid') return true;
    setCheck({ code, status: 'checking' });
    try {
      const answer = await checkInviteCode.mutateAsync(code);
      setCheck(
        answer.is_success ? { code, status: 'valid' } : { code, status: 'invalid', message: answer.message || null },
      );
      return answer.is_success;
    } catch (error) {
      setCheck({ code, status: 'invalid', message: describe(error) });
      return false;
    }
  }

  return { check, verify };
}
