// POST /api/v2/auth/forgot-password/reset-password
import { useMutation } from '@tanstack/react-query';
import { api } from '@portal/shared';
import type { ResetPasswordBody } from '@portal/shared/contract';

export function useResetPassword() {
  return useMutation({ mutationFn: (body: ResetPasswordBody) => api.authForgotPasswordResetPassword({ body }) });
}
