// Client-side steps the tests repeat: solve a captcha, read the emailed code, sign up, sign in.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { CaptchaKeyType } from '@portal/shared/contract';
import { solveCapChallenge } from '@portal/shared/test/cap-solver';

/** A solved captcha of `purpose`, asked for from `remoteAddress` (captcha calls are limited per address). */
export async function solveCaptcha(app: FastifyInstance, purpose: CaptchaKeyType, remoteAddress = '127.0.0.1') {
  const keyRes = await app.inject({
    method: 'GET',
    url: `/api/v2/captcha-key?captcha_key_type=${purpose}`,
    remoteAddress,
  });
  const key = keyRes.json() as { captcha_key: string; tiago2_cap_key_id: string };
  const base = `/api/v2/cap/${key.tiago2_cap_key_id}`;
  const challengeRes = await app.inject({ method: 'POST', url: `${base}/challenge`, remoteAddress });
  const { challenge, token } = challengeRes.json() as { challenge: { c: number; s: number; d: number }; token: string };
  const redeemRes = await app.inject({
    method: 'POST',
    url: `${base}/redeem`,
    remoteAddress,
    payload: { token, solutions: solveCapChallenge(token, challenge) },
  });
  const redeemed = redeemRes.json() as { token: string };
  return { captcha_key: key.captcha_key, tiago2_cap_token: redeemed.token, tiago2_cap_key_id: key.tiago2_cap_key_id };
}

/** The 6-digit code of the newest mail to `to` in the outbox. */
export function readEmailCode(dataDir: string, to: string): string {
  const outbox = path.join(dataDir, 'outbox');
  const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort() : [];
  for (const file of files.reverse()) {
    const raw = fs.readFileSync(path.join(outbox, file), 'utf8');
    if (!new RegExp(`^To: ${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'mi').test(raw)) continue;
    const match = /Your code is (\d{6})/.exec(raw);
    if (match?.[1]) return match[1];
  }
  throw new Error(`No code mailed to ${to}`);
}

export async function requestSignUpCode(app: FastifyInstance, email: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v2/auth/register/request-email-code',
    payload: { email, ...(await solveCaptcha(app, 'register')) },
  });
}

export async function signUp(
  app: FastifyInstance,
  dataDir: string,
  user: { email: string; password?: string; name?: string; invite_code?: string },
) {
  const password = user.password ?? 'correct horse battery';
  const codeRes = await requestSignUpCode(app, user.email);
  if (codeRes.statusCode !== 200) throw new Error(`request-email-code: ${codeRes.body}`);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v2/auth/register',
    payload: {
      email: user.email,
      name: user.name ?? 'Test User',
      password,
      re_password: password,
      email_code: readEmailCode(dataDir, user.email.toLowerCase()),
      ...(user.invite_code ? { invite_code: user.invite_code } : {}),
    },
  });
  if (res.statusCode !== 200) throw new Error(`register: ${res.body}`);
  return res.json() as {
    result: { access_token: string; refresh_token: string; user_id: number; user_name: string; email: string };
  };
}

export async function signIn(
  app: FastifyInstance,
  body: { email: string; password: string; two_fa_code?: string; is_remember_me?: boolean },
) {
  return app.inject({
    method: 'POST',
    url: '/api/v2/auth/login',
    payload: { ...body, ...(await solveCaptcha(app, 'login')) },
  });
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** The JWT's payload, decoded without verification (what the browser does). */
export function decodePayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}
