// A fresh single-use captcha key: GET /api/v2/captcha-key?captcha_key_type=… for sign-in and sign-up,
// GET /api/v2/auth/forgot-password/request-captcha-key for password recovery.
import { api } from '@portal/shared';
import type { CaptchaKeyResponse } from '@portal/shared/contract/auth';
import type { CaptchaPurpose } from './captcha-types';

export function fetchCaptchaKey(purpose: CaptchaPurpose, signal: AbortSignal): Promise<CaptchaKeyResponse> {
  return purpose === 'forgot_password'
    ? api.authForgotPasswordRequestCaptchaKey({ signal })
    : api.getCaptchaKey({ query: { captcha_key_type: purpose }, signal });
}
