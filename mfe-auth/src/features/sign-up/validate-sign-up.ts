// The sign-up form's values: the contract's registerBody, plus "password again" must match.
import { registerBody, type RegisterBody } from '@portal/shared/contract/auth';
import type { FormFields } from '../../lib/form/form-values';
import { validation, type Validation } from '../../lib/form/validation';
import { passwordAgainIssues } from '../../lib/password-again';

export function validateSignUp(fields: FormFields): Validation<RegisterBody> {
  return validation(registerBody.safeParse(fields), passwordAgainIssues(fields));
}
