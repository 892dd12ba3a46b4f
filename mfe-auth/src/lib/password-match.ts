// "Password again" must equal the password: a refinement on a contract body schema,
// used as `schema.refine(passwordsMatch, passwordsMatchOptions)`.
import { PASSWORDS_MISMATCH } from './field-errors';

interface PasswordPair {
  password?: unknown;
  re_password?: unknown;
}

export function passwordsMatch(value: PasswordPair): boolean {
  return value.password === value.re_password;
}

/** The issue sits on re_password and is reported even while other fields are still invalid. */
export const passwordsMatchOptions: {
  path: PropertyKey[];
  message: string;
  when: (payload: { value: unknown }) => boolean;
} = {
  path: ['re_password'],
  message: PASSWORDS_MISMATCH,
  when: (payload) => {
    const value = payload.value as PasswordPair | undefined;
    return typeof value?.password === 'string' && typeof value.re_password === 'string';
  },
};
