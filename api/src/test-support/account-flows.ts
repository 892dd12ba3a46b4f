// Accounts for the account-security tests: sign up, sign in from a given address and browser, refresh,
// turn 2FA on (computing codes from the secret, as an authenticator app does), read mailed codes.
import fs from 'node:fs';
import path from 'node:path';
import { currentTotp } from '../lib/totp';
import { bearer, readEmailCode, solveCaptcha, signUp } from './flows';
import type { TestApp } from './test-app';

export const PASSWORD = 'correct horse battery';
export const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

export interface Client {
  /** The client's address as the server sees it (app.inject's remoteAddress). */
  ip?: string;
  userAgent?: string;
}

export interface SignedIn {
  id: number;
  email: string;
  access: string;
  refresh: string;
  headers: { authorization: string; 'user-agent'?: string };
  client: Client;
}

function withClient(client: Client) {
  return {
    ...(client.ip ? { remoteAddress: client.ip } : {}),
    headers: client.userAgent ? { 'user-agent': client.userAgent } : {},
  };
}

export async function newAccount(t: TestApp, email: string, name = 'Test User'): Promise<SignedIn> {
  const { result } = await signUp(t.app, t.dataDir, { email, name, password: PASSWORD });
  return {
    id: result.user_id,
    email,
    access: result.access_token,
    refresh: result.refresh_token,
    headers: bearer(result.access_token),
    client: {},
  };
}

export async function login(
  t: TestApp,
  body: { email: string; password?: string; two_fa_code?: string; is_remember_me?: boolean },
  client: Client = {},
) {
  const { ip, userAgent } = client;
  const request = withClient({ ip, userAgent });
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/auth/login',
    ...request,
    payload: { password: PASSWORD, ...body, ...(await solveCaptcha(t.app, 'login')) },
  });
}

/** Signs in (must succeed) and answers the new session's tokens. */
export async function signInAs(
  t: TestApp,
  email: string,
  client: Client = {},
  extra: { two_fa_code?: string; password?: string } = {},
): Promise<SignedIn> {
  const res = await login(t, { email, ...extra }, client);
  if (res.statusCode !== 200) throw new Error(`login: ${res.body}`);
  const { access_token, refresh_token, user_id } = res.json().result as {
    access_token: string;
    refresh_token: string;
    user_id: number;
  };
  return {
    id: user_id,
    email,
    access: access_token,
    refresh: refresh_token,
    headers: { ...bearer(access_token), ...(client.userAgent ? { 'user-agent': client.userAgent } : {}) },
    client,
  };
}

export function refresh(t: TestApp, refreshToken: string, client: Client = {}) {
  const request = withClient(client);
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/auth/refresh',
    ...request,
    payload: { refresh_token: refreshToken },
  });
}

/** A GET or POST on the account API as `who` (from the address and browser it signed in with). */
export function call(
  t: TestApp,
  who: Pick<SignedIn, 'headers' | 'client'>,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: who.headers,
    ...(who.client.ip ? { remoteAddress: who.client.ip } : {}),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** The secret the security page offers, confirmed with its current code: 2FA on, recovery codes answered. */
export async function enableTwoFa(t: TestApp, who: SignedIn) {
  const settings = await call(t, who, 'GET', '/api/v2/user/account/security');
  const secret = settings.json().result.ga_secret as string;
  const res = await call(t, who, 'POST', '/api/v2/user/account/security', {
    ga_enable: true,
    ga_token: currentTotp(secret, t.app.portal.now().getTime()),
  });
  if (res.statusCode !== 200) throw new Error(`enable 2FA: ${res.body}`);
  return { secret, recoveryCodes: res.json().result.recovery_codes as string[] };
}

/** Every mail in the outbox sent to `to`, oldest first, as raw text. */
export function mailsTo(t: TestApp, to: string): string[] {
  const outbox = path.join(t.dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .sort()
    .map((file) => fs.readFileSync(path.join(outbox, file), 'utf8'))
    .filter((raw) => new RegExp(`^To: ${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'mi').test(raw));
}

/** The subject lines of the mails to `to` (decoded: nodemailer encodes non-ASCII subjects). */
export function subjectsTo(t: TestApp, to: string): string[] {
  return mailsTo(t, to).map((raw) => decodeSubject(/^Subject: (.*(?:\n[ \t].*)*)$/m.exec(raw)?.[1] ?? ''));
}

function decodeSubject(header: string): string {
  return header
    .replace(/\n[ \t]/g, '')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_m, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeURIComponent(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1')),
    );
}

export { readEmailCode };
