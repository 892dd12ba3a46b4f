// Replacing a customer's email through the admin API: admins only, the old email must match, the new one
// must be free; the customer's sessions end, both addresses are told, the change is audited.
import { adminAuditLog } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { login, refresh, signInAs, subjectsTo } from '../../../test-support/account-flows';
import { type Account, customer, staffMember } from '../../../test-support/ticket-flows';

let t: TestApp;
let admin: Account;
let lowAdmin: Account;
let kim: Account;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '100' });
  admin = await staffMember(t, 'admin@example.com', 'admin');
  lowAdmin = await staffMember(t, 'support@example.com', 'low_admin');
  kim = await customer(t, 'kim@example.com');
  await customer(t, 'taken@example.com');
});
afterAll(() => t.close());

const replace = (who: Account, query: Record<string, string | number>) =>
  t.app.inject({
    url: `/api/v2/admin_api/replace_user_email?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    headers: who.headers,
  });

it('is for administrators only', async () => {
  const query = { user_id: kim.id, user_old_email: 'kim@example.com', user_new_email: 'kim@example.net' };
  expect((await replace(kim, query)).statusCode).toBe(403);
  expect((await replace(lowAdmin, query)).statusCode).toBe(403);
});

it('answers plain 4xx errors for bad input', async () => {
  const cases: [Record<string, string | number>, number, string][] = [
    [{ user_id: 'abc', user_old_email: 'kim@example.com', user_new_email: 'a@example.net' }, 400, 'user_id'],
    [{ user_id: kim.id, user_old_email: 'kim@example.com' }, 400, 'user_new_email'],
    [{ user_id: kim.id, user_old_email: 'kim@example.com', user_new_email: 'not-an-email' }, 400, 'user_new_email'],
    [{ user_id: 999_999, user_old_email: 'kim@example.com', user_new_email: 'a@example.net' }, 404, ''],
    [
      { user_id: kim.id, user_old_email: 'someone@example.com', user_new_email: 'a@example.net' },
      409,
      'user_old_email',
    ],
    [
      { user_id: kim.id, user_old_email: 'kim@example.com', user_new_email: 'TAKEN@example.com' },
      409,
      'user_new_email',
    ],
  ];
  for (const [query, status, field] of cases) {
    const res = await replace(admin, query);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ is_success: false, message: expect.stringContaining(field) });
  }
});

it('replaces the email, ends the customer’s sessions, tells both addresses and audits it', async () => {
  const session = await signInAs(t, 'kim@example.com');
  const res = await replace(admin, {
    user_id: kim.id,
    user_old_email: 'KIM@example.com',
    user_new_email: 'Kim@Example.net',
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().result).toEqual({
    user_id: kim.id,
    old_email: 'kim@example.com',
    new_email: 'kim@example.net',
    updated_at: expect.any(String),
  });
  expect((await refresh(t, session.refresh)).statusCode).toBe(401);
  expect((await login(t, { email: 'kim@example.net' })).statusCode).toBe(200);
  expect((await login(t, { email: 'kim@example.com' })).statusCode).toBe(401);
  for (const address of ['kim@example.com', 'kim@example.net']) {
    expect(subjectsTo(t, address).some((s) => s.includes('Your sign-in email was changed'))).toBe(true);
  }
  const audit = await t.database.db.select().from(adminAuditLog);
  expect(audit).toEqual([
    expect.objectContaining({
      actorUserId: admin.id,
      action: 'replace_user_email',
      targetType: 'user',
      targetId: String(kim.id),
      targetUserId: kim.id,
      before: { email: 'kim@example.com' },
      after: { email: 'kim@example.net' },
    }),
  ]);
});
