// POST /api/v2/auth/register/request-email-code
import { useMutation } from '@tanstack/react-query';
import { api } from '@portal/shared';
import type { RequestEmailCodeBody } from '@portal/shared/contract';

export function useRequestRegisterEmailCode() {
  return useMutation({ mutationFn: (body: RequestEmailCodeBody) => api.authRegisterRequestEmailCode({ body }) });
}
