// Field schemas reused by several operations.
import { z } from 'zod';

export const uuid = z.uuid();
export const email = z.email({ message: 'Enter a valid email address' }).max(254);
export const isoDateTime = z.iso.datetime({ offset: true });

/** Purposes a captcha key is issued for (the reference's CaptchaKeyModel enum). */
export const captchaKeyType = z.enum(['forgot_password', 'register', 'login', 'test']);
export type CaptchaKeyType = z.infer<typeof captchaKeyType>;

/** A password as the portal accepts it at sign-up and reset. */
export const newPassword = z
  .string()
  .min(8, { message: 'Use at least 8 characters' })
  .max(128, { message: 'Use at most 128 characters' });

/** Six-digit codes sent by email. */
export const emailCode = z.string().regex(/^\d{6}$/, { message: 'The code has 6 digits' });

/** TOTP code of an account with two-factor authentication. */
export const twoFaCode = z.string().regex(/^\d{6}$/, { message: 'The code has 6 digits' });

/** Proof that a Cap captcha was solved: the key the server issued and the widget's token. */
export const captchaProof = z.object({
  captcha_key: uuid,
  tiago2_cap_token: z.string().min(1, { message: 'Complete the captcha' }).max(512),
});
