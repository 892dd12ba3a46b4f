// Answers of the mocked API, shaped as the contract says.
import { ApiError } from '@portal/shared';

let keyCounter = 0;

/** A fresh captcha key answer (a new uuid each time, like the server). */
export function captchaKeyAnswer(type: 'login' | 'register' | 'forgot_password' = 'login') {
  keyCounter += 1;
  const suffix = keyCounter.toString(16).padStart(12, '0');
  return {
    is_success: true,
    message: '',
    captcha_key: `5b0e7a3c-1d2f-4c5a-9b8e-${suffix}`,
    captcha_key_type: type,
    tiago2_cap_key_id: `site-${type}`,
  };
}

export const tokenAnswer = {
  is_success: true,
  message: 'ok',
  result: { access_token: 'access.jwt', refresh_token: 'refresh.jwt', user_id: 7 },
};

export function serverError(status: number, message: string, code?: string, retryAfter?: number): ApiError {
  return new ApiError({ kind: 'http', status, message, code, serverMessage: true, retryAfter });
}

/** A promise the test settles when it wants (to look at the pending state). */
export { deferred } from '@portal/shared/test/async';
