// Field errors in the reader's language. Each issue maps by field and rule to an i18n key of the
// 'auth' namespace; the contract's English messages are never shown.
import type { FieldIssue } from './validation';

/** Message of this remote's own "password again" rule; also its i18n key. */
export const PASSWORDS_MISMATCH = 'errors.passwordsMismatch';

/** The captcha's two proof fields (captcha_key, tiago2_cap_token) report as this one field. */
export const CAPTCHA_FIELD = 'captcha';

/** What is wrong with a field: an i18n key to translate, or a text already translated (a server answer). */
export type FieldProblem = { key: string; values?: Record<string, unknown> } | { text: string };
export type FieldProblems = Readonly<Partial<Record<string, FieldProblem>>>;

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
const CAPTCHA_PROOF_FIELDS = new Set(['captcha_key', 'tiago2_cap_token']);
const CODE_FIELDS = new Set(['email_code', 'two_fa_code']);

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** The form field an issue is shown under. */
export function fieldOfIssue(issue: Pick<FieldIssue, 'field'>): string {
  return CAPTCHA_PROOF_FIELDS.has(issue.field) ? CAPTCHA_FIELD : issue.field;
}

/** [i18n key, interpolation values] for one issue of `field`, whose value is `value`. */
export function fieldErrorKey(
  field: string,
  issue: Pick<FieldIssue, 'code' | 'message'>,
  value: unknown,
): [string, Record<string, unknown>?] {
  if (CAPTCHA_PROOF_FIELDS.has(field) || field === CAPTCHA_FIELD) return ['errors.captchaRequired'];
  const requiredKey = REQUIRED_KEYS[field];
  if (requiredKey && isEmpty(value)) return [requiredKey];
  if (issue.code === 'custom' && issue.message === PASSWORDS_MISMATCH) return [PASSWORDS_MISMATCH];
  if (issue.code === 'too_big') return ['errors.tooLong', { max: MAX_LENGTH[field] ?? 128 }];
  if (field === 'email') return ['errors.emailInvalid'];
  // A TOTP code or a recovery code; the key loads with the two-factor step (two-fa-strings.ts).
  if (field === 'two_fa_code') return ['twoFa.codeInvalid'];
  if (CODE_FIELDS.has(field)) return ['errors.codeSixDigits'];
  if (field === 'password' && issue.code === 'too_small') return ['errors.passwordTooShort', { min: MIN_NEW_PASSWORD }];
  return ['errors.invalid'];
}

/** The problem of each field with an issue: its first one, as the forms have always shown it. */
export function problemsFromIssues(
  issues: readonly FieldIssue[],
  values: Readonly<Partial<Record<string, unknown>>>,
): FieldProblems {
  const problems: Record<string, FieldProblem> = {};
  for (const issue of issues) {
    const field = fieldOfIssue(issue);
    if (problems[field]) continue;
    const [key, interpolation] = fieldErrorKey(issue.field, issue, values[issue.field]);
    problems[field] = interpolation ? { key, values: interpolation } : { key };
  }
  return problems;
}
