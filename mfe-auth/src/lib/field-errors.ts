// Turns react-hook-form errors (zod issues via zodResolver) into plain, translated sentences.
// The contract's English messages are never shown: each error maps by field and rule to an i18n key.
import type { FieldError, FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useT } from '@portal/shared';
import { AUTH_NS } from '../i18n';

/** Issue message used by refinements in this remote: an i18n key of the 'auth' namespace. */
export const PASSWORDS_MISMATCH = 'errors.passwordsMismatch';
/** Error type for messages that are already translated (server answers set with setError). */
export const TRANSLATED = 'translated';

const REQUIRED_KEYS: Record<string, string> = {
  email: 'errors.required.email',
  password: 'errors.required.password',
  name: 'errors.required.name',
  re_password: 'errors.required.re_password',
  email_code: 'errors.required.email_code',
  two_fa_code: 'errors.required.two_fa_code',
};

/** The `max` of each field in the contract (common.ts / auth.ts). */
const MAX_LENGTH: Record<string, number> = { email: 254, name: 64, invite_code: 64, password: 128, re_password: 128 };
const MIN_NEW_PASSWORD = 8;
const CAPTCHA_FIELDS = new Set(['captcha_key', 'tiago2_cap_token']);
const CODE_FIELDS = new Set(['email_code', 'two_fa_code']);

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** [i18n key, interpolation values] for one field error. */
export function fieldErrorKey(
  field: string,
  error: Pick<FieldError, 'type' | 'message'>,
  value: unknown,
): [string, Record<string, unknown>?] {
  if (CAPTCHA_FIELDS.has(field)) return ['errors.captchaRequired'];
  const requiredKey = REQUIRED_KEYS[field];
  if (requiredKey && isEmpty(value)) return [requiredKey];
  if (error.type === 'custom' && error.message === PASSWORDS_MISMATCH) return [PASSWORDS_MISMATCH];
  if (error.type === 'too_big') return ['errors.tooLong', { max: MAX_LENGTH[field] ?? 128 }];
  if (field === 'email') return ['errors.emailInvalid'];
  if (CODE_FIELDS.has(field)) return ['errors.codeSixDigits'];
  if (field === 'password' && error.type === 'too_small') return ['errors.passwordTooShort', { min: MIN_NEW_PASSWORD }];
  return ['errors.invalid'];
}

function errorAt(errors: FieldErrors, name: string): FieldError | undefined {
  const error = errors[name];
  return error && typeof error === 'object' && 'type' in error ? (error as FieldError) : undefined;
}

/** `fieldError(name)`: the translated error of a field, or undefined. */
export function useFieldErrors<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
): (name: Path<T>) => string | undefined {
  const { t } = useT(AUTH_NS);
  const { errors } = form.formState;
  const { getValues } = form;
  return (name: Path<T>) => {
    const error = errorAt(errors, name);
    if (!error) return undefined;
    if (error.type === TRANSLATED) return error.message;
    const [key, values] = fieldErrorKey(name, error, getValues(name));
    return t(key, values);
  };
}
