// The `{is_success, message, result}` envelope of the original service (see ../reference digest).
import { z } from 'zod';

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
  code: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** `{is_success, message, result}` around a result schema. */
export function envelope<T extends z.ZodType>(result: T) {
  return z.object({
    is_success: z.boolean(),
    message: z.string(),
    result,
  });
}

/** A list answer's page: total and items, as the reference's list results. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  size: z.coerce.number().int().min(1).max(100).optional(),
});
export const limitOffsetQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).max(10_000_000).optional(),
});
