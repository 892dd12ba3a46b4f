// The `{is_success, message, result}` envelope of the original service (see ../reference digest).
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

/** An answer that carries only success and a message (the reference's ErrorResponse). */
export const messageResponse = z.object({
  is_success: z.boolean(),
  message: z.string(),
});
export type MessageResponse = z.infer<typeof messageResponse>;

/**
 * Every 4xx/5xx body. `code` is a stable machine-readable reason the portal adds
 * (e.g. `two_fa_required`, `captcha_invalid`); `message` is for people.
 */
export const errorResponse = z.object({
  is_success: z.literal(false),
  message: z.string(),
  code: z.optional(z.string()),
  /** With `account_banned`: why, in staff's words (the client words the sentence in the reader's language). */
  reason: z.optional(z.string()),
});

/** `{is_success, message, result}` around a result schema. */
export function envelope<T extends $ZodType>(result: T) {
  return z.object({
    is_success: z.boolean(),
    message: z.string(),
    result,
  });
}

/** `{is_success, message, result_list}`: the reference's shape for staff lists and some logs. */
export function listEnvelope<T extends $ZodType>(item: T) {
  return z.object({
    is_success: z.boolean(),
    message: z.string(),
    result_list: z.array(item),
  });
}

/** A page of a limit/offset list: `{ total_count, records }` in the envelope (the portal's list shape). */
export function countedRecordsEnvelope<T extends $ZodType>(record: T) {
  return envelope(z.object({ total_count: z.int(), records: z.array(record) }));
}

/** Whole-number query parameter within bounds (URL strings are coerced). */
export function queryInt(min: number, max: number) {
  return z.coerce
    .number<number>({ message: 'Use a whole number' })
    .check(
      z.int({ message: 'Use a whole number' }),
      z.minimum(min, { message: `Use at least ${min}` }),
      z.maximum(max, { message: `Use at most ${max}` }),
    );
}

/** Page-numbered lists: page from 1, 1 to 100 items a page. */
export const pageQuery = z.object({
  page: z.optional(queryInt(1, 100_000)),
  size: z.optional(queryInt(1, 100)),
});
/** Offset lists: 1 to 1000 items from offset 0. */
export const limitOffsetQuery = z.object({
  limit: z.optional(queryInt(1, 1000)),
  offset: z.optional(queryInt(0, 10_000_000)),
});
