import { sql } from 'drizzle-orm';
import { captchaKeys } from '../../../db/schema';
import { solveCapChallenge } from '@portal/shared/test/cap-solver';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { solveCaptcha } from '../../../test-support/flows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A code request is the simplest form that checks a register captcha. */
const submit = (proof: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v2/auth/register/request-email-code',
    payload: { email: `c${Math.random()}@example.com`.replace('0.', ''), ...proof },
  });

describe('captcha keys and Cap', () => {
  it('issues a key per purpose with its Cap endpoint id', async () => {
    const res = await t.app.inject({ url: '/api/v2/captcha-key?captcha_key_type=login' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      is_success: true,
      message: expect.any(String),
      captcha_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      captcha_key_type: 'login',
      tiago2_cap_key_id: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
  });

  it('serves the challenge/redeem protocol of @cap.js/widget at the configured difficulty', async () => {
    const key = (await t.app.inject({ url: '/api/v2/captcha-key?captcha_key_type=test' })).json();
    const challenge = await t.app.inject({ method: 'POST', url: `/api/v2/cap/${key.tiago2_cap_key_id}/challenge` });
    expect(challenge.statusCode).toBe(200);
    const body = challenge.json();
    expect(body).toEqual({ challenge: { c: 50, s: 32, d: 1 }, token: expect.any(String), expires: expect.any(Number) });
    const redeem = await t.app.inject({
      method: 'POST',
      url: `/api/v2/cap/${key.tiago2_cap_key_id}/redeem`,
      payload: { token: body.token, solutions: solveCapChallenge(body.token, body.challenge) },
    });
    expect(redeem.json()).toEqual({
      success: true,
      token: expect.stringMatching(/^[0-9a-f]+:[0-9a-f]+$/),
      expires: expect.any(Number),
    });
  });

  it('refuses wrong solutions', async () => {
    const key = (await t.app.inject({ url: '/api/v2/captcha-key?captcha_key_type=test' })).json();
    const { token, challenge } = (
      await t.app.inject({ method: 'POST', url: `/api/v2/cap/${key.tiago2_cap_key_id}/challenge` })
    ).json();
    const solutions = solveCapChallenge(token, challenge).map((n) => n + 1_000_000);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v2/cap/${key.tiago2_cap_key_id}/redeem`,
      payload: { token, solutions },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ is_success: false, code: 'captcha_invalid' });
  });

  it('refuses a challenge for an unknown key and a challenge token of another key', async () => {
    const unknown = await t.app.inject({ method: 'POST', url: `/api/v2/cap/${'a'.repeat(32)}/challenge` });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'captcha_invalid' });
    const a = (await t.app.inject({ url: '/api/v2/captcha-key?captcha_key_type=test' })).json();
    const b = (await t.app.inject({ url: '/api/v2/captcha-key?captcha_key_type=test' })).json();
    const { token, challenge } = (
      await t.app.inject({ method: 'POST', url: `/api/v2/cap/${a.tiago2_cap_key_id}/challenge` })
    ).json();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v2/cap/${b.tiago2_cap_key_id}/redeem`,
      payload: { token, solutions: solveCapChallenge(token, challenge) },
    });
    expect(res.json()).toMatchObject({ code: 'captcha_invalid' });
  });

  it('accepts a solved captcha once', async () => {
    const proof = await solveCaptcha(t.app, 'register');
    const { tiago2_cap_key_id: _id, ...fields } = proof;
    expect((await submit(fields)).statusCode).toBe(200);
    const reused = await submit(fields);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 'captcha_invalid', message: expect.stringContaining('already used') });
  });

  it('refuses a missing, made-up or mismatched token, a key of another purpose, and an expired key', async () => {
    const missing = await submit({ captcha_key: (await solveCaptcha(t.app, 'register')).captcha_key });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'validation_error',
      message: expect.stringContaining('tiago2_cap_token'),
    });

    const madeUp = await solveCaptcha(t.app, 'register');
    expect((await submit({ captcha_key: madeUp.captcha_key, tiago2_cap_token: 'abc:def' })).json()).toMatchObject({
      code: 'captcha_invalid',
    });

    const one = await solveCaptcha(t.app, 'register');
    const two = await solveCaptcha(t.app, 'register');
    expect(
      (await submit({ captcha_key: one.captcha_key, tiago2_cap_token: two.tiago2_cap_token })).json(),
    ).toMatchObject({ code: 'captcha_invalid' });

    const login = await solveCaptcha(t.app, 'login');
    expect(
      (await submit({ captcha_key: login.captcha_key, tiago2_cap_token: login.tiago2_cap_token })).json(),
    ).toMatchObject({ code: 'captcha_invalid' });

    const old = await solveCaptcha(t.app, 'register');
    await t.database.db
      .update(captchaKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`${captchaKeys.id} = ${old.captcha_key}`);
    expect(
      (await submit({ captcha_key: old.captcha_key, tiago2_cap_token: old.tiago2_cap_token })).json(),
    ).toMatchObject({ code: 'captcha_invalid' });
  });

  it('validates the purpose and the Cap path', async () => {
    const bad = await t.app.inject({ url: '/api/v2/captcha-key?captcha_key_type=admin' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'validation_error',
      message: 'captcha_key_type: Must be one of: forgot_password, register, login, test',
    });
    const missing = await t.app.inject({ url: '/api/v2/captcha-key' });
    expect(missing.json()).toMatchObject({ message: 'captcha_key_type: This field is required' });
    const path = await t.app.inject({ method: 'POST', url: '/api/v2/cap/not-a-key/challenge' });
    expect(path.statusCode).toBe(400);
    expect(path.json()).toMatchObject({ code: 'validation_error', message: 'key: Not a captcha id' });
  });
});
