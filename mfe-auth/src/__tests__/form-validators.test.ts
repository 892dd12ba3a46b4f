// The form validators: the contract's schemas through safeParse() only, plus this remote's own rules.
import { validatePasswordReset } from '../features/forgot-password/validate-password-reset';
import { validateSignIn } from '../features/sign-in/validate-sign-in';
import { validateSignUp } from '../features/sign-up/validate-sign-up';
import { PASSWORDS_MISMATCH } from '../lib/form/field-errors';
import { validation, type Validation } from '../lib/form/validation';

const proof = { captcha_key: '5b0e7a3c-1d2f-4c5a-9b8e-000000000001', tiago2_cap_token: 'token' };

function fieldsWithIssues<T>(result: Validation<T>): string[] {
  return result.ok ? [] : result.issues.map((issue) => issue.field);
}

describe('validation', () => {
  it('is valid only when the schema and the extra rules both agree', () => {
    expect(validation({ success: true, data: 1 })).toEqual({ ok: true, data: 1 });
    expect(validation({ success: true, data: 1 }, [{ field: 'x', code: 'custom' }])).toEqual({
      ok: false,
      issues: [{ field: 'x', code: 'custom' }],
    });
    expect(
      validation({ success: false, error: { issues: [{ path: ['email'], code: 'invalid_format', message: 'no' }] } }, [
        { field: 'x', code: 'custom' },
      ]),
    ).toEqual({
      ok: false,
      issues: [
        { field: 'email', code: 'invalid_format', message: 'no' },
        { field: 'x', code: 'custom' },
      ],
    });
  });
});

describe('validateSignIn', () => {
  it('turns the form fields into a login body', () => {
    expect(validateSignIn({ email: 'ann@example.com', password: 'secret', is_remember_me: 'on' }, proof)).toEqual({
      ok: true,
      data: { email: 'ann@example.com', password: 'secret', is_remember_me: true, ...proof },
    });
    const unchecked = validateSignIn({ email: 'ann@example.com', password: 'secret' }, proof);
    expect(unchecked.ok && unchecked.data.is_remember_me).toBe(false);
  });

  it('needs the captcha, and a 2FA code once its field is shown', () => {
    const result = validateSignIn(
      { email: 'ann@example.com', password: 'secret', two_fa_code: '' },
      { captcha_key: '', tiago2_cap_token: '' },
    );
    expect(fieldsWithIssues(result).sort()).toEqual(['captcha_key', 'tiago2_cap_token', 'two_fa_code']);
  });
});

describe('validateSignUp', () => {
  const account = {
    name: 'Ann',
    email: 'ann@example.com',
    password: 'long-password',
    re_password: 'long-password',
    email_code: '123456',
    invite_code: '',
  };

  it('accepts matching passwords', () => {
    expect(validateSignUp(account).ok).toBe(true);
  });

  it('reports different passwords on the second field', () => {
    const result = validateSignUp({ ...account, re_password: 'other-password' });
    expect(result).toEqual({
      ok: false,
      issues: [{ field: 're_password', code: 'custom', message: PASSWORDS_MISMATCH }],
    });
  });
});

describe('validatePasswordReset', () => {
  const reset = { email: 'ann@example.com', email_code: '654321', password: 'brand-new-pass' };

  it('sends only what the API takes', () => {
    expect(validatePasswordReset({ ...reset, re_password: 'brand-new-pass' }, proof)).toEqual({
      ok: true,
      data: { ...reset, ...proof },
    });
  });

  it('checks the second password: as long as a password may be, and the same', () => {
    expect(fieldsWithIssues(validatePasswordReset({ ...reset, re_password: 'other-pass' }, proof))).toEqual([
      're_password',
    ]);
    const tooLong = validatePasswordReset({ ...reset, re_password: 'x'.repeat(129) }, proof);
    expect(tooLong.ok ? [] : tooLong.issues[0]).toEqual({ field: 're_password', code: 'too_big' });
  });
});
