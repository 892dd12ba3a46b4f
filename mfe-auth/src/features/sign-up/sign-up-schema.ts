// The sign-up form: the contract's registerBody plus "password again" must match.
import { registerBody } from '@portal/shared/contract';
import { passwordsMatch, passwordsMatchOptions } from '../../lib/password-match';

export const signUpSchema = registerBody.refine(passwordsMatch, passwordsMatchOptions);
export type SignUpValues = ReturnType<typeof signUpSchema.parse>;
