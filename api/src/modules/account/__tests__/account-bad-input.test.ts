// Every account and announcement call answers bad input with a 4xx `{is_success:false, message}` in
// plain words (never a 500), and refuses callers without a token.
import { operations, type OperationDef } from '@portal/shared/contract';
import { fastifyPath } from '../../../http/route';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { newAccount, type SignedIn } from '../../../test-support/account-flows';

let t: TestApp;
let me: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  me = await newAccount(t, 'ann@example.com');
});
afterAll(() => t.close());

const accountOps = Object.values(operations as Record<string, OperationDef>).filter(
  (op) => op.tag === 'account' || (op.tag === 'announcements' && op.path.startsWith('/api/v2/user/')),
);

/** A concrete URL for the operation, with a garbage path parameter where it has one. */
function urlOf(op: OperationDef, param = 'not-a-uuid'): string {
  return fastifyPath(op.path).replace(/:[A-Za-z_]+/g, param);
}

const GARBAGE_BODIES: unknown[] = [
  null,
  [],
  'text',
  { user_name: 42, new_email: ['x'], password: {}, current_password: 1, new_password: true, email_code: 'abc' },
  { ga_enable: 'yes', ga_token: '12', email_notification: 'on', announcement_ids: ['a'] },
  {
    user_name: 'x'.repeat(65),
    new_email: `${'a'.repeat(250)}@example.com`,
    email_code: '1234567',
    ga_token: 'x'.repeat(50),
  },
];

it('covers the account calls', () => {
  expect(accountOps.length).toBeGreaterThanOrEqual(20);
});

it.each(accountOps.map((op) => [op.id, op] as const))('%s: 401 without a token', async (_id, op) => {
  const res = await t.app.inject({ method: op.method, url: urlOf(op, '8f14e45f-ceea-4e6b-9a1d-2b6f1c0a9c11') });
  expect(res.statusCode).toBe(401);
  expect(res.json()).toMatchObject({ is_success: false, code: 'unauthorized' });
});

const withBodies = accountOps.filter((op) => op.body || op.params || op.query);
it.each(withBodies.map((op) => [op.id, op] as const))('%s: 4xx in plain words for garbage', async (_id, op) => {
  const requests =
    op.method === 'GET'
      ? [{ query: '?page=0&size=x&limit=-1&ann_type=nope' }]
      : GARBAGE_BODIES.map((body) => ({ body }));
  for (const request of requests) {
    const res = await t.app.inject({
      method: op.method,
      url: urlOf(op) + ('query' in request ? request.query : ''),
      headers: { ...me.headers, 'content-type': 'application/json' },
      ...('body' in request ? { payload: JSON.stringify(request.body) } : {}),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const answer = res.json();
    expect(answer.is_success).toBe(false);
    expect(answer.message).toMatch(/^[A-Z_a-z][^\n]{3,300}$/);
    expect(answer.message).not.toMatch(/stack|Error:|at [A-Za-z]+ \(/);
  }
});
