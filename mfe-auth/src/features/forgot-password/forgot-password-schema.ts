// The reset form: the contract's resetPasswordBody plus "new password again", which must match.
import { registerBody, resetPasswordBody } from '@portal/shared/contract';
import { passwordsMatch, passwordsMatchOptions } from '../../lib/password-match';

export const forgotPasswordSchema = resetPasswordBody
  .extend({ re_password: registerBody.shape.re_password })
  .refine(passwordsMatch, passwordsMatchOptions);
export type ForgotPasswordValues = ReturnType<typeof forgotPasswordSchema.parse>;
