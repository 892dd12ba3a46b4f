import { CAPTCHA_FIELD, fieldErrorKey, PASSWORDS_MISMATCH, problemsFromIssues } from '../field-errors';

describe('fieldErrorKey', () => {
  it.each([
    ['email', 'invalid_format', '', ['errors.required.email']],
    ['email', 'invalid_format', 'ann@', ['errors.emailInvalid']],
    ['email', 'too_big', 'x'.repeat(300), ['errors.tooLong', { max: 254 }]],
    ['password', 'too_small', '', ['errors.required.password']],
    ['password', 'too_small', 'short', ['errors.passwordTooShort', { min: 8 }]],
    ['name', 'too_big', 'x'.repeat(65), ['errors.tooLong', { max: 64 }]],
    ['email_code', 'invalid_format', '12', ['errors.codeSixDigits']],
    ['two_fa_code', 'invalid_format', '', ['errors.required.two_fa_code']],
    ['two_fa_code', 'invalid_format', '12', ['twoFa.codeInvalid']],
    ['tiago2_cap_token', 'too_small', '', ['errors.captchaRequired']],
    ['captcha_key', 'invalid_format', '', ['errors.captchaRequired']],
    ['invite_code', 'too_big', 'x'.repeat(65), ['errors.tooLong', { max: 64 }]],
  ])('%s / %s (case %#)', (field, code, value, expected) => {
    expect(fieldErrorKey(field, { code, message: 'English from the contract' }, value)).toEqual(expected);
  });

  it('names a password mismatch, unless the second password is still empty', () => {
    expect(fieldErrorKey('re_password', { code: 'custom', message: PASSWORDS_MISMATCH }, 'abc')).toEqual([
      PASSWORDS_MISMATCH,
    ]);
    expect(fieldErrorKey('re_password', { code: 'custom', message: PASSWORDS_MISMATCH }, '')).toEqual([
      'errors.required.re_password',
    ]);
  });
});

describe('problemsFromIssues', () => {
  it('keeps the first issue of each field, and reports both captcha proof fields as the captcha', () => {
    const problems = problemsFromIssues(
      [
        { field: 'email', code: 'invalid_format' },
        { field: 'email', code: 'too_big' },
        { field: 'captcha_key', code: 'invalid_format' },
        { field: 'tiago2_cap_token', code: 'too_small' },
        { field: 'password', code: 'too_small' },
      ],
      { email: 'ann@', password: 'short' },
    );
    expect(problems).toEqual({
      email: { key: 'errors.emailInvalid' },
      [CAPTCHA_FIELD]: { key: 'errors.captchaRequired' },
      password: { key: 'errors.passwordTooShort', values: { min: 8 } },
    });
  });
});
