// Version, health and client IP (docs/product.md §7 "Misc"). No credentials.
import * as z from 'zod/mini';
import { defineOperation, type OperationDef } from './operation';

export const getVersion = defineOperation({
  id: 'getVersion',
  method: 'GET',
  path: '/v1/version',
  credentials: 'none',
  summary: 'Version of the API build',
  tag: 'misc',
  response: z.object({ data: z.string() }),
});

export const getVersionDb = defineOperation({
  id: 'getVersionDb',
  method: 'GET',
  path: '/v1/version_db',
  credentials: 'none',
  summary: 'Version of the database schema (latest migration)',
  tag: 'misc',
  response: z.object({ data: z.string() }),
});

const versionListType = z.enum(['api', 'web', 'db']);

export const getVersionList = defineOperation({
  id: 'getVersionList',
  method: 'GET',
  path: '/v1/version_list',
  credentials: 'none',
  summary: 'Build information: API, web (shell and live remotes) and database versions',
  tag: 'misc',
  query: z.object({ type: z.optional(versionListType) }),
  response: z.object({
    data: z.array(
      z.object({
        type: versionListType,
        name: z.string(),
        version: z.string(),
        built_at: z.nullish(z.string()),
      }),
    ),
  }),
});

export const getApiVersion = defineOperation({
  id: 'getApiVersion',
  method: 'GET',
  path: '/api/version',
  credentials: 'none',
  summary: 'Version of the API build',
  tag: 'misc',
  response: z.object({ version: z.string() }),
});

export const getHealth = defineOperation({
  id: 'getHealth',
  method: 'GET',
  path: '/health',
  credentials: 'none',
  summary: 'Liveness and database reachability',
  tag: 'misc',
  response: z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['ok', 'down']), uptime_s: z.number() }),
});

export const getIp = defineOperation({
  id: 'getIp',
  method: 'GET',
  path: '/ip',
  credentials: 'none',
  summary: "The caller's IP address as the server sees it",
  tag: 'misc',
  response: z.object({ ip: z.string() }),
});

/** This area's operations; contract/index.ts gathers every area's into `operations`. */
export const miscOperations = {
  getVersion,
  getVersionDb,
  getVersionList,
  getApiVersion,
  getHealth,
  getIp,
} as const satisfies Record<string, OperationDef>;
