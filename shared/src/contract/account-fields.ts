// Fields several account operations share: dates, the device read from a User-Agent, the country of an
// IP, the current password, and the token pair an account change answers.
import * as z from 'zod/mini';
import { isoDateTime } from './common';

export const nullableDate = z.nullable(isoDateTime);
export const currentPassword = z
  .string()
  .check(z.minLength(1, { message: 'Enter your current password' }), z.maxLength(128));

/** A browser and system read from a User-Agent, in words ("Chrome 131", "Windows 10"); null when unknown. */
export const deviceFields = {
  browser: z.nullable(z.string()),
  os: z.nullable(z.string()),
  /** desktop, mobile, tablet or null. */
  device_type: z.nullable(z.string()),
};

/** ISO 3166 alpha-2 country of an IP (offline lookup); null for private or unknown addresses. */
export const country = z.nullable(z.string());

/**
 * A new token pair for the session the call came from. Account changes that alter what the tokens
 * carry (name, email) or what they are bound to (password) answer one; every other session ends.
 */
export const sessionTokens = z.object({
  access_token: z.string().check(z.minLength(1)),
  refresh_token: z.string().check(z.minLength(1)),
});
