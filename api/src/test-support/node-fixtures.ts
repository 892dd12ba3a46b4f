// The node side of the node API tests: a node with a key (made the operator's way), calls as
// shadowsocks-mod and XrayR make them, and customers with a plan a node serves.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { NodeCreateBody } from '@portal/shared/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { createLocalAccount } from '../local-account';
import { createNode } from '../modules/node-admin/node-admin';
import { GIB, setService } from './service-fixtures';
import { type Account, customer } from './ticket-flows';
import type { TestApp } from './test-app';

export interface KeyedNode {
  id: number;
  key: string;
}

export async function addKeyedNode(db: Db, input: Partial<NodeCreateBody> = {}): Promise<KeyedNode> {
  const { node, key } = await createNode(db, {
    name: 'Tokyo SS',
    type: 'shadowsocks',
    server: 'tyo.example.net',
    node_class: 1,
    traffic_rate: '1',
    settings: { portPerUser: true },
    ...input,
  });
  return { id: node.id, key };
}

/** A customer with a running plan of `level` and `totalGib` of traffic. */
export async function planCustomer(
  t: TestApp,
  email: string,
  plan: { level?: number; totalGib?: number } = {},
): Promise<Account> {
  const account = await customer(t, email);
  await setService(t.database.db, account.id, { level: plan.level ?? 1, trafficTotal: (plan.totalGib ?? 100) * GIB });
  await t.database.db
    .update(users)
    .set({ accountExpireAt: new Date(Date.now() + 30 * 24 * 3600 * 1000) })
    .where(eq(users.id, account.id));
  return account;
}

/** planCustomer without signing up (no mail, no rate limit): for tests that need many customers. Answers the id. */
export async function addPlanCustomer(db: Db, email: string, plan: { level?: number; totalGib?: number } = {}) {
  const id = await createLocalAccount(db, {
    email,
    name: email.split('@')[0] ?? email,
    password: 'correct horse battery',
    accountExpireAt: new Date(Date.now() + 30 * 24 * 3600 * 1000),
  });
  await setService(db, id, { level: plan.level ?? 1, trafficTotal: (plan.totalGib ?? 100) * GIB });
  return id;
}

interface CallOptions {
  /** The query string exactly as sent (after `?`), e.g. `node_id=3&key=K`. */
  query?: string;
  /** A JSON body, serialised the way shadowsocks-mod's json.dumps does (", " and ": "). */
  body?: unknown;
  headers?: Record<string, string>;
}

/** `json.dumps` with Python's default separators, as shadowsocks-mod sends its reports. */
function pythonJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(pythonJson).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}: ${pythonJson(item)}`)
      .join(', ')}}`;
  }
  return JSON.stringify(value);
}

export function nodeCall(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  path: string,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `/v1/mod_mu/${path}${options.query ? `?${options.query}` : ''}`,
    headers: {
      'user-agent': 'python-requests/2.31.0',
      accept: '*/*',
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { payload: pythonJson(options.body) } : {}),
  });
}

/** The answer as shadowsocks-mod checks it: status 200, exactly `ret` and `data`, `ret` 1. Answers `data`. */
export function acceptedData<T = unknown>(res: LightMyRequestResponse): T {
  if (res.statusCode !== 200) throw new Error(`status ${res.statusCode}: ${res.body}`);
  const body = JSON.parse(res.body) as Record<string, unknown>;
  const keys = Object.keys(body).sort();
  if (keys.join(',') !== 'data,ret' || body.ret !== 1) throw new Error(`not {ret:1,data}: ${res.body}`);
  return body.data as T;
}

/** A refusal: `{"ret":0,"data":"<reason>"}` and nothing else, with this status. Answers the reason. */
export function refusalReason(res: LightMyRequestResponse, status: number): string {
  if (res.statusCode !== status) throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`);
  const body = JSON.parse(res.body) as Record<string, unknown>;
  const keys = Object.keys(body).sort();
  if (keys.join(',') !== 'data,ret' || body.ret !== 0 || typeof body.data !== 'string') {
    throw new Error(`not a refusal: ${res.body}`);
  }
  return body.data;
}
