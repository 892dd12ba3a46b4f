// POST /api/v2/auth/forgot-password/request-email-code
import { useMutation } from '@tanstack/react-query';
import { api } from '@portal/shared';
import type { RequestEmailCodeBody } from '@portal/shared/contract';

export function useRequestResetEmailCode() {
  return useMutation({ mutationFn: (body: RequestEmailCodeBody) => api.authForgotPasswordRequestEmailCode({ body }) });
}
