// Performs one operation: required-parameter checks, credentials, the 401 refresh-and-replay,
// error normalisation and the zod parse of the answer (docs/product.md §5, §6, §8, §9).
import { isAxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { operations, type OperationDef } from '@portal/shared/contract';
import { DEFAULT_LANGUAGE, i18n } from '../../i18n/i18n';
import { getAuthBridge } from '../auth-bridge';
import { ApiError, missingParameterError } from '../errors';
import { credentialsAddedByTransport, getAdminNotifyToken, getApiBaseURL } from '../settings';
import { toApiError } from './axios-errors';
import { http } from './http';

/** Per-call options every operation accepts. */
export interface CallOptions {
  /** Cancels the call; the promise rejects with an ApiError of kind 'cancel'. */
  signal?: AbortSignal;
  /** Milliseconds before the call fails with kind 'timeout'; 0 (the default) waits forever. */
  timeout?: number;
}

export interface OperationArgs extends CallOptions {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

function isMissing(value: unknown): value is null | undefined {
  return value === null || value === undefined;
}

function buildPath(op: OperationDef, params: Record<string, unknown> | undefined): string {
  let path = op.path;
  for (const name of Object.keys(op.params?._zod.def.shape ?? {})) {
    const value = params?.[name];
    if (isMissing(value)) throw missingParameterError(name, op.id);
    path = path.replaceAll(`{${name}}`, encodeURIComponent(String(value)));
  }
  return path;
}

/** Query keys the schema rejects as null/undefined are the required ones. */
function buildQuery(op: OperationDef, query: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  const shape: Readonly<Record<string, $ZodType>> = op.query?._zod.def.shape ?? {};
  const out: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(shape)) {
    const value = query?.[name];
    if (isMissing(value)) {
      if (!safeParse(schema, value).success) throw missingParameterError(name, op.id);
      continue;
    }
    out[name] = value;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

function credentialToken(op: OperationDef): string | null {
  if (op.credentials === 'bearer') return getAuthBridge().getAccessToken();
  if (op.credentials === 'bearer-if-configured') return getAdminNotifyToken();
  return null;
}

function buildConfig(op: OperationDef, args: OperationArgs): AxiosRequestConfig {
  const url = buildPath(op, args.params);
  const params = buildQuery(op, args.query);
  if (op.bodyRequired && isMissing(args.body)) throw missingParameterError('body', op.id);
  const isText = op.bodyType === 'text';
  // The page's language, not the browser's: the API words what it can in it (plan names, announcements,
  // the demo's texts).
  const headers: Record<string, string> = { 'Accept-Language': i18n.language || DEFAULT_LANGUAGE };
  if (isText && args.body !== undefined) headers['Content-Type'] = 'text/plain; charset=utf-8';
  if (op.responseType === 'text') headers.Accept = 'text/plain, */*';
  return {
    method: op.method,
    url,
    params,
    data: args.body === undefined ? undefined : isText ? String(args.body) : args.body,
    headers,
    signal: args.signal,
    timeout: args.timeout,
    responseType: op.responseType === 'text' ? 'text' : 'json',
  };
}

function send(config: AxiosRequestConfig, token: string | null): Promise<AxiosResponse<unknown>> {
  // `false` removes any Authorization a caller may have put on the instance defaults.
  const headers = { ...config.headers, Authorization: token ? `Bearer ${token}` : false };
  return http.request<unknown>({ ...config, baseURL: getApiBaseURL(), headers });
}

function isBanRefusal(response: AxiosResponse<unknown> | undefined): boolean {
  const body = response?.data;
  return (
    response?.status === 403 &&
    typeof body === 'object' &&
    body !== null &&
    (body as { code?: unknown }).code === 'account_banned'
  );
}

/** A call that needs a session, made without one: refused here, as the server would (401), but unsent. */
function signedOutError(op: OperationDef): ApiError {
  return new ApiError({ kind: 'http', status: 401, code: 'signed_out', operation: op.id, message: 'Signed out' });
}

async function sendWithSessionRecovery(op: OperationDef, config: AxiosRequestConfig): Promise<AxiosResponse<unknown>> {
  let token = credentialToken(op);
  // No access token (signed out, or one not refreshed yet): sent, the call could only earn a 401, which the
  // browser logs as an error. Recover first, as after a 401, and send nothing when there is no session.
  if (op.credentials === 'bearer' && token === null && !credentialsAddedByTransport()) {
    const bridge = getAuthBridge();
    if (config.signal?.aborted || !(await bridge.recoverFromUnauthorized(null))) throw signedOutError(op);
    token = bridge.getAccessToken();
  }
  try {
    return await send(config, token);
  } catch (error) {
    // A ban also ended the session: recovering (a refresh, which is refused) signs this tab out.
    const unauthorized = isAxiosError(error) && (error.response?.status === 401 || isBanRefusal(error.response));
    if (op.credentials !== 'bearer' || !unauthorized || config.signal?.aborted) throw error;
    const bridge = getAuthBridge();
    if (!(await bridge.recoverFromUnauthorized(token))) throw error;
    // Exactly one replay: a second 401 is the caller's error.
    return send(config, bridge.getAccessToken());
  }
}

/**
 * "result.status: Invalid input (invalid_value)". The browser loads no zod locale (zod/mini has none,
 * to stay small), so where the contract gives no message zod says only "Invalid input": the issue code
 * tells a developer what was wrong. (People see describeError's translated text, never this.)
 */
function describeIssues(issues: readonly { path: readonly PropertyKey[]; message: string; code: string }[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message} (${issue.code})`)
    .join('; ');
}

/** Calls `op` and resolves to its zod-parsed answer. Every failure is an ApiError. */
export async function callOperation(op: OperationDef, args: OperationArgs = {}): Promise<unknown> {
  const config = buildConfig(op, args);
  let response: AxiosResponse<unknown>;
  try {
    response = await sendWithSessionRecovery(op, config);
  } catch (error) {
    throw toApiError(error, op.id);
  }
  const parsed = safeParse(op.response, response.data);
  if (!parsed.success) {
    throw new ApiError({
      kind: 'invalid-response',
      operation: op.id,
      status: response.status,
      message: `Unexpected response from ${op.id}: ${describeIssues(parsed.error.issues)}`,
      cause: parsed.error,
    });
  }
  return parsed.data;
}

/**
 * The operations of the contract's subpaths customers never load (the console's, the remote registry's),
 * fetched with the first call of one of them. Imported as an ordinary async chunk, not by their package
 * names: a shared subpath would add its entry to every app's share scope, which every page downloads.
 */
async function consoleOperation(id: string): Promise<OperationDef | undefined> {
  const [{ adminOperations }, { remoteRegistryOperations }] = await Promise.all([
    import(/* webpackChunkName: "console-contract" */ '../../contract/admin'),
    import(/* webpackChunkName: "console-contract" */ '../../contract/remote-registry'),
  ]);
  const found: Record<string, OperationDef> = { ...adminOperations, ...remoteRegistryOperations };
  return Object.hasOwn(found, id) ? found[id] : undefined;
}

/** `api[id](args)`: the contract's operation `id`. An id the contract lacks is a programming error. */
export async function callOperationById(id: string, args?: OperationArgs): Promise<unknown> {
  const op: OperationDef | undefined = Object.hasOwn(operations, id)
    ? (operations as Record<string, OperationDef>)[id]
    : await consoleOperation(id);
  if (!op) throw new TypeError(`api.${id}: the contract has no operation "${id}"`);
  return callOperation(op, args);
}
