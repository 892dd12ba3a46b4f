import { fieldErrorKey, PASSWORDS_MISMATCH } from '../field-errors';

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
    ['tiago2_cap_token', 'too_small', '', ['errors.captchaRequired']],
    ['captcha_key', 'invalid_format', '', ['errors.captchaRequired']],
    ['invite_code', 'too_big', 'x'.repeat(65), ['errors.tooLong', { max: 64 }]],
  ])('%s / %s (case %#)', (field, type, value, expected) => {
    expect(fieldErrorKey(field, { type, message: 'English from the contract' }, value)).toEqual(expected);
  });

  it('names a password mismatch, unless the second password is still empty', () => {
    expect(fieldErrorKey('re_password', { type: 'custom', message: PASSWORDS_MISMATCH }, 'abc')).toEqual([
      PASSWORDS_MISMATCH,
    ]);
    expect(fieldErrorKey('re_password', { type: 'custom', message: PASSWORDS_MISMATCH }, '')).toEqual([
      'errors.required.re_password',
    ]);
  });
});
