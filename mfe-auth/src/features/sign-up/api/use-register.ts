// POST /api/v2/auth/register
import { useMutation } from '@tanstack/react-query';
import { api } from '@portal/shared';
import type { RegisterBody } from '@portal/shared/contract';

export function useRegister() {
  return useMutation({ mutationFn: (body: RegisterBody) => api.authRegister({ body }) });
}
