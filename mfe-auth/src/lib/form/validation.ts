// What checking a form's values gives: the request body, or the problems found, one list per form.
// Contract schemas are only ever called through safeParse() and read structurally here, so this code
// works the same whether the contract is built with zod or zod/mini, and bundles neither.

/** One rule a field breaks: a zod issue's code (too_small, invalid_format…) or one of our own. */
export interface FieldIssue {
  /** The form field (the issue's first path segment). */
  field: string;
  code: string;
  message?: string;
}

export type Validation<T> = { ok: true; data: T } | { ok: false; issues: FieldIssue[] };

/** The part of a zod issue the forms read. */
interface SchemaIssue {
  readonly path: readonly PropertyKey[];
  readonly code: string;
  readonly message: string;
}

/** What a contract schema's safeParse() returns, as far as the forms read it. */
export type SafeParseResult<T> =
  { success: true; data: T } | { success: false; error: { readonly issues: readonly SchemaIssue[] } };

/**
 * `schema.safeParse(values)` plus the form's own rules (e.g. "password again" must match): valid only
 * when both agree. Schema issues come first, so they win when both name the same field.
 */
export function validation<T>(result: SafeParseResult<T>, extraIssues: readonly FieldIssue[] = []): Validation<T> {
  const schemaIssues = result.success
    ? []
    : result.error.issues.map((issue) => ({
        field: String(issue.path[0] ?? ''),
        code: issue.code,
        message: issue.message,
      }));
  const issues = [...schemaIssues, ...extraIssues];
  if (result.success && issues.length === 0) return { ok: true, data: result.data };
  return { ok: false, issues };
}
