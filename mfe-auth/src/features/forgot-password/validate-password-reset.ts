// The reset form's values: the contract's resetPasswordBody, plus the "new password again" field the
// API never sees, which must be no longer than a password may be and equal to the new password.
import { resetPasswordBody, type ResetPasswordBody } from '@portal/shared/contract/auth';
import type { CaptchaProofValue } from '../../lib/captcha/captcha-types';
import type { FormFields } from '../../lib/form/form-values';
import { validation, type FieldIssue, type Validation } from '../../lib/form/validation';
import { passwordAgainIssues } from '../../lib/password-again';

/** The contract's password maximum (common.ts newPassword); registerBody says the same of re_password. */
const PASSWORD_MAX_LENGTH = 128;

function passwordAgainTooLong({ re_password: again = '' }: FormFields): FieldIssue[] {
  return again.length > PASSWORD_MAX_LENGTH ? [{ field: 're_password', code: 'too_big' }] : [];
}

/** The valid body leaves `re_password` out: the schema keeps only the fields the API takes. */
export function validatePasswordReset(fields: FormFields, captcha: CaptchaProofValue): Validation<ResetPasswordBody> {
  return validation(resetPasswordBody.safeParse({ ...fields, ...captcha }), [
    ...passwordAgainTooLong(fields),
    ...passwordAgainIssues(fields),
  ]);
}
