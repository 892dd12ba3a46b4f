// POST /api/v2/auth/login
import { useMutation } from '@tanstack/react-query';
import { api } from '@portal/shared';
import type { LoginBody } from '@portal/shared/contract';

export function useLogin() {
  return useMutation({ mutationFn: (body: LoginBody) => api.authLogin({ body }) });
}
