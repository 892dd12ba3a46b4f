// GET /api/v2/captcha-key?captcha_key_type=…: a fresh single-use key for sign-in or sign-up.
import { api } from '@portal/shared';
import type { CaptchaKeyResponse } from '@portal/shared/contract';
import { captchaKeyQueryDefaults } from './query-defaults';

export function captchaKeyQuery(purpose: 'login' | 'register', generation: number) {
  return {
    ...captchaKeyQueryDefaults,
    queryKey: ['auth', 'captcha-key', purpose, generation] as const,
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<CaptchaKeyResponse> =>
      api.getCaptchaKey({ query: { captcha_key_type: purpose }, signal }),
  };
}
