// What a form's text inputs become in a contract body. A console form's schema is
// `z.pipe(<these text fields>, <the contract's body schema>)`: useZodForm checks what was typed, turns it
// into the body (gigabytes into bytes, days into "P30D", the reader's local time into an ISO moment), and
// checks that against the contract, so the browser refuses exactly what the API would.
import * as z from 'zod/mini';
import type { $ZodType, input, output } from 'zod/v4/core';

/**
 * A form's schema: its text `fields`, then the contract's `body` checking what they give. Compiles only
 * when what the fields give is something the body accepts.
 */
export function formSchema<Fields extends $ZodType, Body extends $ZodType>(
  fields: Fields,
  body: Body & (output<Fields> extends input<Body> ? unknown : { fieldsDoNotGiveTheBody: true }),
) {
  // zod types a pipe's second stage as taking exactly the first's output; a body takes more (optional
  // fields), which the condition above allows.
  return z.pipe(fields, body as unknown as $ZodType<output<Body>, output<Fields>>);
}

const GIB = 1024 ** 3;

const trimmed = () => z.string().check(z.trim());

/** A whole number, e.g. a plan level ("3" → 3). */
export function wholeNumberText() {
  return z.pipe(
    trimmed().check(z.regex(/^-?\d{1,15}$/, { message: 'Use a whole number' })),
    z.transform((text) => Number(text)),
  );
}

/** A whole number, or empty for none / unlimited ("" → null). */
export function optionalWholeNumberText() {
  return z.pipe(
    trimmed().check(z.regex(/^(-?\d{1,15})?$/, { message: 'Use a whole number, or leave it empty' })),
    z.transform((text) => (text === '' ? null : Number(text))),
  );
}

/** Gigabytes with up to three decimals, as bytes ("100" → 107374182400). */
export function gigabytesText() {
  return z.pipe(
    trimmed().check(z.regex(/^\d{1,9}(\.\d{1,3})?$/, { message: 'Use a number of GB, e.g. 100' })),
    z.transform((text) => Math.round(Number(text) * GIB)),
  );
}

/** Gigabytes, or empty for none. */
export function optionalGigabytesText() {
  return z.pipe(
    trimmed().check(z.regex(/^(\d{1,9}(\.\d{1,3})?)?$/, { message: 'Use a number of GB, or leave it empty' })),
    z.transform((text) => (text === '' ? null : Math.round(Number(text) * GIB))),
  );
}

/** Days, or empty for none ("30" → "P30D", "" → null): how plan durations are written. */
export function optionalDaysText() {
  return z.pipe(
    trimmed().check(z.regex(/^(\d{1,5})?$/, { message: 'Use a number of days, or leave it empty' })),
    z.transform((text) => (text === '' ? null : `P${Number(text)}D`)),
  );
}

/** An <input type="datetime-local"> value, in the reader's zone, as an ISO moment. */
export function localDateTimeText() {
  return z.pipe(
    z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, { message: 'Choose a date and time' })),
    z.transform((text) => new Date(text).toISOString()),
  );
}

/** A datetime-local value, or empty to leave it out of the body. */
export function optionalLocalDateTimeText() {
  return z.pipe(
    z.string().check(z.regex(/^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?)?$/, { message: 'Choose a date and time' })),
    z.transform((text) => (text === '' ? undefined : new Date(text).toISOString())),
  );
}

/** Text that may be left empty ("" → left out of the body). */
export function optionalText() {
  return z.pipe(
    trimmed(),
    z.transform((text) => (text === '' ? undefined : text)),
  );
}

/** Bytes as the GB a form shows ("107374182400" → "100"). */
export function bytesToGigabytes(bytes: number | null | undefined): string {
  return bytes === null || bytes === undefined ? '' : String(Math.round((bytes / GIB) * 1000) / 1000);
}

/** "P30D" as the days a form shows ("30"); anything else empty. */
export function durationToDays(duration: string | null | undefined): string {
  return /^P(\d+)D$/.exec(duration ?? '')?.[1] ?? '';
}

/** An ISO moment as an <input type="datetime-local"> value in the reader's zone. */
export function toLocalDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}
