// Calls to the portal's API made by the tests themselves (Playwright's request context, same server):
// the staff side of a journey, and checks of what the server answers behind the UI.
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { solveCapChallenge, type CapChallenge } from '@portal/shared/test/cap-solver';

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** The JSON body of a response the test expects to be `status`, with the body in the failure message. */
export async function expectJson<T>(response: APIResponse, status = 200): Promise<T> {
  expect(response.status(), `${response.url()}: ${await response.text()}`).toBe(status);
  return (await response.json()) as T;
}

/**
 * A fresh, solved captcha for one form: a key is single use, so every submission needs its own.
 * `base`: another portal than the run's (a journey with a server of its own).
 */
export async function solveCaptchaByApi(
  request: APIRequestContext,
  purpose: 'login' | 'register' | 'forgot_password',
  base = '',
): Promise<{ captcha_key: string; tiago2_cap_token: string }> {
  const key = await expectJson<{ captcha_key: string; tiago2_cap_key_id: string }>(
    await request.get(`${base}/api/v2/captcha-key`, { params: { captcha_key_type: purpose } }),
  );
  const endpoint = `${base}/api/v2/cap/${key.tiago2_cap_key_id}`;
  const { challenge, token } = await expectJson<{ challenge: CapChallenge; token: string }>(
    await request.post(`${endpoint}/challenge`),
  );
  const redeemed = await expectJson<{ token: string }>(
    await request.post(`${endpoint}/redeem`, { data: { token, solutions: solveCapChallenge(token, challenge) } }),
  );
  return { captcha_key: key.captcha_key, tiago2_cap_token: redeemed.token };
}

/** Signs in through POST /api/v2/auth/login (with a solved captcha) and returns the access token. */
export async function signInByApi(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<string> {
  const body = await expectJson<{ result: { access_token: string } }>(
    await request.post('/api/v2/auth/login', { data: { ...account, ...(await solveCaptchaByApi(request, 'login')) } }),
  );
  return body.result.access_token;
}
