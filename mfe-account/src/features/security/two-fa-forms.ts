// The schemas of the two-factor forms, from the contract's pieces.
import { recoveryCodesBody, secondFactorCode, twoFaCode, z } from '@portal/shared/contract';

/** Turning 2FA on: a code of the offered secret. */
export const enableForm = z.object({ ga_token: twoFaCode });
export type EnableForm = z.infer<typeof enableForm>;

/** Turning 2FA off: the password and a code from the app or a recovery code. */
export const disableForm = z.object({
  password: z.string().check(z.minLength(1), z.maxLength(128)),
  ga_token: secondFactorCode,
});
export type DisableForm = z.infer<typeof disableForm>;

/** New recovery codes: a current code from the app. */
export const regenerateForm = recoveryCodesBody;

/** The secret in groups of four, as authenticator apps show it when typed by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
