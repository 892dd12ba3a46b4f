// Field schemas reused by several operations.
import * as z from 'zod/mini';

export const uuid = z.uuid();
export const email = z.email({ message: 'Enter a valid email address' }).check(z.maxLength(254));
export const isoDateTime = z.iso.datetime({ offset: true });

/** Purposes a captcha key is issued for (the reference's CaptchaKeyModel enum). */
export const captchaKeyType = z.enum(['forgot_password', 'register', 'login', 'test']);
export type CaptchaKeyType = z.infer<typeof captchaKeyType>;

/** A password as the portal accepts it at sign-up and reset. */
export const newPassword = z
  .string()
  .check(
    z.minLength(8, { message: 'Use at least 8 characters' }),
    z.maxLength(128, { message: 'Use at most 128 characters' }),
  );

/** Six-digit codes sent by email. */
export const emailCode = z.string().check(z.regex(/^\d{6}$/, { message: 'The code has 6 digits' }));

/** TOTP code of an account with two-factor authentication. */
export const twoFaCode = z.string().check(z.regex(/^\d{6}$/, { message: 'The code has 6 digits' }));

/**
 * The second step of a sign-in (or of turning 2FA off): a 6-digit TOTP code or one of the account's
 * recovery codes (10 letters and digits, shown as `xxxxx-xxxxx`; case, a hyphen and spaces are ignored).
 */
export const secondFactorCode = z.string().check(
  z.trim(),
  z.regex(/^(\d{6}|[A-Za-z0-9]{5}[- ]?[A-Za-z0-9]{5})$/, {
    message: 'Enter the 6-digit code or a recovery code',
  }),
);

/** Proof that a Cap captcha was solved: the key the server issued and the widget's token. */
export const captchaProof = z.object({
  captcha_key: uuid,
  tiago2_cap_token: z.string().check(z.minLength(1, { message: 'Complete the captcha' }), z.maxLength(512)),
});

/**
 * The largest id of a database row (PostgreSQL `integer`). Every id a request carries is refused above it
 * (a 400), never looked up: the database would fail the query. contract/__tests__/request-integers.test.ts
 * finds any integer of a request left without such a bound.
 */
export const MAX_ROW_ID = 2_147_483_647;

/** A database id in a path or query: a positive integer (URL strings are coerced). */
export const numericId = z.coerce
  .number<number>({ message: 'Use a whole number' })
  .check(
    z.int({ message: 'Use a whole number' }),
    z.positive({ message: 'Use a positive number' }),
    z.maximum(MAX_ROW_ID, { message: 'Use a smaller number' }),
  );

/** A database id in a JSON body: a positive integer. */
export const bodyId = z
  .int({ message: 'Use a whole number' })
  .check(z.positive({ message: 'Use a positive number' }), z.maximum(MAX_ROW_ID, { message: 'Use a smaller number' }));

/** A yes/no query flag: `true`/`false`/`1`/`0` in the URL, a boolean from typed callers. */
export const queryBool = z.union([
  z.boolean(),
  z.pipe(
    z.enum(['true', 'false', '1', '0']),
    z.transform((flag) => flag === 'true' || flag === '1'),
  ),
]);

/** Money is decimal, sent as a string (never a float), e.g. "12.50" or "-3.00". */
export const money = z.string().check(z.regex(/^-?\d{1,15}(\.\d{1,8})?$/, { message: 'Use an amount such as 12.50' }));

/** An amount a customer enters: positive, at most two decimals. */
export const moneyInput = z.string().check(
  z.trim(),
  z.regex(/^\d{1,7}(\.\d{1,2})?$/, { message: 'Use an amount such as 12.50' }),
  z.refine((amount) => Number(amount) > 0, { message: 'Use an amount above zero' }),
);

/** A calendar month, `YYYY-MM`. */
export const yearMonth = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'Use the format YYYY-MM' }));

/** Ticket lifecycle (the reference's TicketStatusEnum). */
export const ticketStatus = z.enum(['pending', 'processing', 'resolved', 'closed']);
export type TicketStatus = z.infer<typeof ticketStatus>;

/** Which announcement (the reference's AnnouncementEnum): the home-page one or the pop-up. */
export const annType = z.enum(['index_ann', 'pop_up_ann']);
export type AnnType = z.infer<typeof annType>;

/** A subscription link token as it appears in `/link/{token}`. */
export const linkToken = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{8,128}$/, { message: 'This link token is not valid' }));

/** Free-text search of staff lists. */
export const searchText = z.string().check(z.trim(), z.maxLength(200, { message: 'Use at most 200 characters' }));
