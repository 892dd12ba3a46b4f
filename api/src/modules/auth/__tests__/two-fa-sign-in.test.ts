// A two-factor sign-in takes one human check: the password step hands the browser a single-use ticket
// (an HttpOnly cookie for the sign-in call only), and the code step presents it instead of a captcha.
import type { LightMyRequestResponse } from 'fastify';
import { parseSetCookie } from 'cookie';
import { sql } from 'drizzle-orm';
import { signInTickets, users } from '../../../db/schema';
import { currentTotp, newTotpSecret } from '../../../lib/totp';
import { cookieAttributes } from '../../../test-support/page-session-flows';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { signIn, signUp } from '../../../test-support/flows';
import { TWO_FA_TICKET_COOKIE } from '../sign-in-cookies';

let t: TestApp;
const password = 'correct horse battery';
const secrets = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  for (const email of ['two-fa@example.com', 'other@example.com']) {
    await signUp(t.app, t.dataDir, { email, password });
    const secret = newTotpSecret();
    secrets.set(email, secret);
    await t.database.db
      .update(users)
      .set({ twoFaSecret: secret })
      .where(sql`${users.email} = ${email}`);
  }
});
afterAll(() => t.close());

function ticketLine(res: LightMyRequestResponse): string | undefined {
  const header = res.headers['set-cookie'];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
  return lines.find((line) => line.startsWith(`${TWO_FA_TICKET_COOKIE}=`));
}

function ticketOf(res: LightMyRequestResponse): string {
  const value = parseSetCookie(ticketLine(res) ?? '').value;
  if (!value) throw new Error(`no ticket in the answer (${res.statusCode} ${res.body})`);
  return value;
}

/** The code step as the sign-in page sends it: no captcha, the ticket cookie. */
function codeStep(email: string, code: string, ticket: string | undefined) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/auth/login',
    headers: ticket ? { cookie: `${TWO_FA_TICKET_COOKIE}=${ticket}` } : {},
    payload: { email, password, two_fa_code: code },
  });
}

/** A code of the account's secret for a later step than any used so far (each step is accepted once). */
let clock = Date.now();
function nextCode(email: string): string {
  clock += 30_000;
  t.app.portal.now = () => new Date(clock);
  return currentTotp(secrets.get(email)!, clock);
}

describe('two-factor sign-in', () => {
  it('asks for the human check once: the password step hands over a ticket for the code step', async () => {
    const email = 'two-fa@example.com';
    const required = await signIn(t.app, { email, password });
    expect(required.statusCode).toBe(401);
    expect(required.json()).toMatchObject({ code: 'two_fa_required' });
    const line = ticketLine(required)!;
    expect(cookieAttributes(line)).toMatchObject({
      httponly: '',
      samesite: 'Strict',
      path: '/api/v2/auth/login',
      'max-age': '300',
    });
    const signedIn = await codeStep(email, nextCode(email), ticketOf(required));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().result.access_token).toEqual(expect.any(String));
  });

  it('takes each ticket once, and refuses a code step without one', async () => {
    const email = 'two-fa@example.com';
    const ticket = ticketOf(await signIn(t.app, { email, password }));
    expect((await codeStep(email, nextCode(email), ticket)).statusCode).toBe(200);
    const again = await codeStep(email, nextCode(email), ticket);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'captcha_invalid' });
    expect((await codeStep(email, nextCode(email), undefined)).statusCode).toBe(400);
  });

  it('lets a mistyped code be tried again without a new human check', async () => {
    const email = 'two-fa@example.com';
    const first = ticketOf(await signIn(t.app, { email, password }));
    const right = nextCode(email);
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    const mistyped = await codeStep(email, wrong, first);
    expect(mistyped.json()).toMatchObject({ code: 'two_fa_invalid' });
    expect((await codeStep(email, right, ticketOf(mistyped))).statusCode).toBe(200);
  });

  it("does not serve another account's code step, nor outlive five minutes", async () => {
    const ticket = ticketOf(await signIn(t.app, { email: 'two-fa@example.com', password }));
    const other = await codeStep('other@example.com', nextCode('other@example.com'), ticket);
    expect(other.statusCode).toBe(400);

    const stale = ticketOf(await signIn(t.app, { email: 'two-fa@example.com', password }));
    await t.database.db.update(signInTickets).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await codeStep('two-fa@example.com', nextCode('two-fa@example.com'), stale)).statusCode).toBe(400);
  });

  it('still signs in in one request with the captcha and the code (the original API)', async () => {
    const email = 'other@example.com';
    const res = await signIn(t.app, { email, password, two_fa_code: nextCode(email) });
    expect(res.statusCode).toBe(200);
  });
});
