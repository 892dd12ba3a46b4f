// Request validation with the contract's zod schemas, in plain words:
// "email: Enter a valid email address", "password: This field is required".
import type { FastifySchemaCompiler } from 'fastify';
import { safeParse } from 'zod/mini';
import type { $ZodRawIssue, $ZodType } from 'zod/v4/core';

function describeType(expected: string): string {
  switch (expected) {
    case 'object':
      return 'Send a JSON object';
    case 'array':
      return 'Must be a list';
    case 'number':
    case 'int':
      return 'Must be a number';
    case 'boolean':
      return 'Must be true or false';
    case 'string':
      return 'Must be text';
    default:
      return `Must be ${expected}`;
  }
}

/** Parse-level error map: used where the contract gives no message of its own. */
export function plainMessage(issue: $ZodRawIssue): string | undefined {
  if (
    (issue.input === undefined || issue.input === null) &&
    issue.code !== 'unrecognized_keys' &&
    issue.code !== 'custom'
  ) {
    return 'This field is required';
  }
  switch (issue.code) {
    case 'invalid_type':
      return describeType(String(issue.expected));
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? 'This field is required' : `Use at least ${issue.minimum} characters`;
      if (issue.origin === 'array') return `Give at least ${issue.minimum} item(s)`;
      return `Must be at least ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `Use at most ${issue.maximum} characters`;
      if (issue.origin === 'array') return `Give at most ${issue.maximum} item(s)`;
      return `Must be at most ${issue.maximum}`;
    case 'invalid_format':
      if (issue.format === 'email') return 'Enter a valid email address';
      if (issue.format === 'uuid') return 'Must be a valid UUID';
      if (issue.format === 'regex') return 'Has the wrong format';
      return `Must be a valid ${issue.format}`;
    case 'invalid_value':
      return `Must be one of: ${issue.values.map((v) => String(v)).join(', ')}`;
    case 'unrecognized_keys':
      return `Unknown field(s): ${issue.keys.join(', ')}`;
    default:
      return undefined;
  }
}

interface ValidationIssue {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message: string;
}

function valueAt(data: unknown, path: PropertyKey[]): unknown {
  let current = data;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Paths of strings holding U+0000. PostgreSQL text cannot store it, so such a value would fail in
 * the database (a 500); it is refused as a validation error instead.
 */
function pathsWithNul(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path.join('/')] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => pathsWithNul(item, [...path, String(index)]));
  if (isPlainObject(value)) return Object.entries(value).flatMap(([key, item]) => pathsWithNul(item, [...path, key]));
  return [];
}

/** Fastify validator compiler for zod schemas with the plain-word messages above. */
export const zodValidatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data: unknown) => {
    const result = safeParse(schema, data, { error: plainMessage });
    if (result.success) {
      const withNul = pathsWithNul(result.data);
      if (withNul.length === 0) return { value: result.data };
      const nulIssues: ValidationIssue[] = withNul.map((path) => ({
        instancePath: path ? `/${path}` : '',
        schemaPath: '#',
        keyword: 'nul_character',
        params: {},
        message: 'Must not contain the NUL character',
      }));
      return { error: nulIssues as unknown as Error };
    }
    const issues: ValidationIssue[] = result.error.issues.map((issue) => ({
      instancePath: issue.path.length ? `/${issue.path.map(String).join('/')}` : '',
      schemaPath: '#',
      keyword: issue.code,
      params: {},
      // A field's own message ("Enter a valid email address") would hide that it was left out.
      message:
        issue.code !== 'unrecognized_keys' && valueAt(data, issue.path) == null
          ? 'This field is required'
          : issue.message,
    }));
    return { error: issues as unknown as Error };
  };

const CONTEXT_NAMES: Record<string, string> = {
  body: 'Request body',
  querystring: 'Query',
  params: 'Path',
  headers: 'Headers',
};

/** "email: Enter a valid email address; password: This field is required". */
export function describeValidation(
  issues: { instancePath?: string; message?: string }[],
  context: string | undefined,
): string {
  const lines = issues.slice(0, 5).map((issue) => {
    const field = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    const message = issue.message ?? 'Invalid value';
    if (field) return `${field}: ${message}`;
    if (context === 'body' && message === 'This field is required') return 'Request body: Send a JSON object';
    return `${CONTEXT_NAMES[context ?? ''] ?? 'Request'}: ${message}`;
  });
  return lines.join('; ');
}
