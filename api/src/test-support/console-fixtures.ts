// The console tests' cast: a customer, a low admin (support) and an admin, made straight in the database
// with signed tokens (wallet-fixtures.ts quickAccount), and calls as each of them.
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { ROLES } from '@portal/shared/contract';
import { adminAuditLog, users } from '../db/schema';
import { startSession } from '../modules/auth/sessions';
import { bearer } from './flows';
import type { TestApp } from './test-app';
import { quickAccount, type WalletAccount } from './wallet-fixtures';

export interface ConsoleCast {
  customer: WalletAccount;
  support: WalletAccount;
  admin: WalletAccount;
}

let castCounter = 0;

export async function consoleCast(t: TestApp): Promise<ConsoleCast> {
  castCounter += 1;
  return {
    customer: await quickAccount(t, `customer${castCounter}@example.com`),
    support: await quickAccount(t, `support${castCounter}@example.com`, { role: ROLES.lowAdmin }),
    admin: await quickAccount(t, `admin${castCounter}@example.com`, { role: ROLES.admin }),
  };
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A call as `who` (null: without a token). */
export function callAs(
  t: TestApp,
  who: Pick<WalletAccount, 'headers'> | null,
  method: Method,
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: who?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** The answer's result, after checking it succeeded. */
export function resultOf<T = Record<string, unknown>>(res: LightMyRequestResponse): T {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return (res.json() as { result: T }).result;
}

/** The audit rows of `action`, oldest first. */
export function auditRows(t: TestApp, action: string) {
  return t.database.db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.action, action as never))
    .orderBy(adminAuditLog.id);
}

/** An access token for an account that exists (as a sign-in would give it), as request headers. */
export async function headersOf(t: TestApp, userId: number): Promise<{ headers: { authorization: string } }> {
  const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`no account ${userId}`);
  // A session as a sign-in starts it: the bearer check refuses tokens of no live session.
  const { tokens } = await startSession(t.app.portal, user, false, { ip: '127.0.0.1', userAgent: 'console-fixtures' });
  return { headers: bearer(tokens.access_token) };
}
