// POST /api/v2/auth/register/check-invite-code
import { useMutation } from '@tanstack/react-query';
import { api } from '@portal/shared';

export function useCheckInviteCode() {
  return useMutation({
    mutationFn: (inviteCode: string) => api.authRegisterCheckInviteCode({ body: { invite_code: inviteCode } }),
  });
}
