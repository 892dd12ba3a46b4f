// Accounts and tickets for the ticket tests: customers, staff (made with make-staff's setRole), tickets.
import type { FastifyInstance } from 'fastify';
import { setRole, type RoleName } from '../modules/user/staff';
import { bearer, signIn, signUp } from './flows';
import type { TestApp } from './test-app';

export interface Account {
  id: number;
  email: string;
  headers: { authorization: string };
}

export async function customer(t: TestApp, email: string): Promise<Account> {
  const { result } = await signUp(t.app, t.dataDir, { email });
  return { id: result.user_id, email, headers: bearer(result.access_token) };
}

/** An account given a staff role, signed in again so that its token carries the role. */
export async function staffMember(t: TestApp, email: string, role: RoleName = 'low_admin'): Promise<Account> {
  const account = await customer(t, email);
  if (!(await setRole(t.database.db, email, role))) throw new Error(`setRole failed for ${email}`);
  const res = await signIn(t.app, { email, password: 'correct horse battery' });
  if (res.statusCode !== 200) throw new Error(`login: ${res.body}`);
  return { ...account, headers: bearer((res.json() as { result: { access_token: string } }).result.access_token) };
}

/** Opens a ticket and answers its id. */
export async function openTicket(
  app: FastifyInstance,
  account: Account,
  body: { title: string; content: string },
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v2/user/tickets-v2/',
    headers: account.headers,
    payload: body,
  });
  if (res.statusCode !== 200) throw new Error(`open ticket: ${res.body}`);
  return (res.json() as { result: { id: string } }).result.id;
}
