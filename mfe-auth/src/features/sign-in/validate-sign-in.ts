// The sign-in form's values checked by the contract's loginBody, which holds every rule of this form.
import { loginBody, type LoginBody } from '@portal/shared/contract/auth';
import type { CaptchaProofValue } from '../../lib/captcha/captcha-types';
import type { FormFields } from '../../lib/form/form-values';
import { validation, type Validation } from '../../lib/form/validation';

/**
 * `two_fa_code` is only among the fields once the server has asked for it. `captcha` is null on the code
 * step, where the ticket the password step left stands in for it.
 */
export function validateSignIn(fields: FormFields, captcha: CaptchaProofValue | null): Validation<LoginBody> {
  return validation(
    loginBody.safeParse({
      email: fields.email ?? '',
      password: fields.password ?? '',
      two_fa_code: fields.two_fa_code,
      // The Radix checkbox's form input submits "on" when checked, nothing otherwise.
      is_remember_me: fields.is_remember_me === 'on',
      ...(captcha ?? {}),
    }),
  );
}
