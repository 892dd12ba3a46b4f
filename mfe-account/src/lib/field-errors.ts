// A form field's error in the reader's language. Contract schemas speak English, so a schema failure
// is translated by its zod issue code; an error the server answered (set with type 'server') already
// is a translated sentence (describeAccountError).
import type { FieldError } from 'react-hook-form';

export interface FieldMessages {
  /** Empty (too_small with nothing typed, or missing). */
  required?: string;
  /** Shorter than the minimum (too_small). */
  tooShort?: string;
  /** Longer than the maximum (too_big). */
  tooLong?: string;
  /** Not in the expected form (invalid_format: an email, a 6-digit code). */
  invalid?: string;
  /** A rule of the form itself (custom, e.g. the two passwords differ). */
  custom?: string;
}

export const SERVER_ERROR = 'server';

export function fieldMessage(
  error: Pick<FieldError, 'type' | 'message'> | undefined,
  messages: FieldMessages,
  value?: string,
): string | undefined {
  if (!error) return undefined;
  if (error.type === SERVER_ERROR) return error.message;
  switch (error.type) {
    case 'too_small':
      return (value ? messages.tooShort : messages.required) ?? messages.required ?? messages.invalid;
    case 'too_big':
      return messages.tooLong ?? messages.invalid;
    case 'custom':
      return messages.custom ?? messages.invalid;
    default:
      return (value === '' ? messages.required : undefined) ?? messages.invalid ?? messages.required;
  }
}
