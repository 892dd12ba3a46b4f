// "Password again" must equal the password: a rule of the sign-up and reset forms that the contract
// does not state, checked in plain code next to the contract's safeParse().
import { PASSWORDS_MISMATCH } from './form/field-errors';
import type { FormFields } from './form/form-values';
import type { FieldIssue } from './form/validation';

export function passwordAgainIssues({ password, re_password: again }: FormFields): FieldIssue[] {
  // An empty second password is reported as missing (field-errors), not as a mismatch.
  if (password === undefined || again === undefined || password === again) return [];
  return [{ field: 're_password', code: 'custom', message: PASSWORDS_MISMATCH }];
}
