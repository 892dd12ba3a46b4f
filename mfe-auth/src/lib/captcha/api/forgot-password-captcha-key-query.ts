// GET /api/v2/auth/forgot-password/request-captcha-key: a fresh single-use key for password recovery.
import { api } from '@portal/shared';
import type { CaptchaKeyResponse } from '@portal/shared/contract';
import { captchaKeyQueryDefaults } from './query-defaults';

export function forgotPasswordCaptchaKeyQuery(generation: number) {
  return {
    ...captchaKeyQueryDefaults,
    queryKey: ['auth', 'captcha-key', 'forgot_password', generation] as const,
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<CaptchaKeyResponse> =>
      api.authForgotPasswordRequestCaptchaKey({ signal }),
  };
}
