// How `npm run release` and `npm run remotes` reach a running portal: its URL, the operator's credential
// and name, and one typed call per contract operation (shared/src/contract/remote-registry.ts), answers
// checked with the contract's schemas.
//   PORTAL_URL          the portal (default http://localhost:$PORT, PORT default 8080)
//   RELEASE_API_KEY     the portal's release key; else <PORTAL_DATA_DIR>/release-api-key on this machine
//   PORTAL_ADMIN_TOKEN  or an administrator's access token instead of the key
//   PORTAL_OPERATOR     who you are, for the history (default: your login name)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as z from 'zod/mini';
import type { OperationDef, OperationResponse } from '@portal/shared/contract/remote-registry';
import { REPO_ROOT } from '../lib/apps.mjs';

export interface Portal {
  url: string;
  operator: string;
  /** How the portal will know the caller: "the release key" or "an administrator's token". */
  credential: string;
  headers: Record<string, string>;
}

export class PortalError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'PortalError';
  }
}

const RELEASE_KEY_FILE = 'release-api-key';

function readKeyFile(env: NodeJS.ProcessEnv): string | undefined {
  const dataDir = path.resolve(REPO_ROOT, env.PORTAL_DATA_DIR ?? '.data');
  const file = path.join(dataDir, RELEASE_KEY_FILE);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : undefined;
}

/** The portal and credentials named by options and the environment; throws when there is no credential. */
export function connect(options: { portal?: string; operator?: string }, env = process.env): Portal {
  const url = (options.portal ?? env.PORTAL_URL ?? `http://localhost:${env.PORT ?? 8080}`).replace(/\/+$/, '');
  const operator = options.operator ?? env.PORTAL_OPERATOR ?? os.userInfo().username;
  const key = env.RELEASE_API_KEY || readKeyFile(env);
  const token = key ?? env.PORTAL_ADMIN_TOKEN;
  if (!token) {
    throw new PortalError(
      'No credential for the portal: set RELEASE_API_KEY (the portal’s release key; on its machine it is in the data folder, .data/release-api-key) or PORTAL_ADMIN_TOKEN (an administrator’s access token)',
      0,
      'no_credential',
    );
  }
  return {
    url,
    operator,
    credential: key ? 'the release key' : 'an administrator’s token',
    // The header is Latin-1: a name in another script travels percent-encoded.
    headers: { authorization: `Bearer ${token}`, 'x-portal-operator': encodeURIComponent(operator) },
  };
}

interface Input {
  params?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
}

function urlOf(portal: Portal, op: OperationDef, input: Input): string {
  const pathname = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(input.params?.[name] ?? ''));
  const query = Object.entries(input.query ?? {}).filter(([, value]) => value !== undefined);
  const search = query.length > 0 ? `?${new URLSearchParams(query.map(([k, v]) => [k, String(v)])).toString()}` : '';
  return `${portal.url}${pathname}${search}`;
}

/** Calls one operation; a refusal becomes a PortalError carrying the portal's own message. */
export async function call<O extends OperationDef>(
  portal: Portal,
  op: O,
  input: Input = {},
): Promise<OperationResponse<O>> {
  const url = urlOf(portal, op, input);
  let response: Response;
  try {
    response = await fetch(url, {
      method: op.method,
      headers: { ...portal.headers, ...(input.body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: input.body !== undefined ? JSON.stringify(input.body) : undefined,
    });
  } catch (error) {
    throw new PortalError(
      `Cannot reach the portal at ${portal.url} (${(error as Error).cause ?? (error as Error).message}). Is it running (npm start)? Set PORTAL_URL to another one.`,
      0,
      'unreachable',
    );
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new PortalError(
      `${op.method} ${url} answered ${response.status} with something other than JSON`,
      response.status,
      undefined,
    );
  }
  if (!response.ok) {
    const { message, code } = (body ?? {}) as { message?: string; code?: string };
    const hint =
      response.status === 401 || response.status === 403
        ? ` (as ${portal.operator}, with ${portal.credential}: use the portal's release key or an administrator's token)`
        : '';
    throw new PortalError(`${message ?? `HTTP ${response.status}`}${hint}`, response.status, code);
  }
  const parsed = z.safeParse(op.response as z.ZodMiniType, body);
  if (!parsed.success) {
    throw new PortalError(
      `The portal's answer to ${op.id} is not what this tool expects: is it another version?`,
      response.status,
      undefined,
    );
  }
  return parsed.data as OperationResponse<O>;
}
