import { sql } from 'drizzle-orm';
import { users } from '../db/schema';
import { ensureDemoAccount } from '../demo-account';
import { ensureStaffAccount } from '../staff-account';
import { setRole } from '../modules/user/staff';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { bearer, decodePayload, signIn } from '../test-support/flows';

const STAFF_ENV = {
  PORTAL_STAFF_EMAIL: 'Support@Example.com',
  PORTAL_STAFF_PASSWORD: 'staff-password-1',
  PORTAL_DEMO: '1',
  PORTAL_DEMO_PASSWORD: 'demo-password-1',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(STAFF_ENV);
});
afterAll(() => t.close());

describe('operator-named staff account (PORTAL_STAFF_*)', () => {
  it('is created at start (after the demo account) and can use the staff API at once', async () => {
    expect(await ensureDemoAccount(t.config, t.database)).toMatchObject({
      email: 'demo@example.com',
      generatedPassword: null,
    });
    expect(await ensureStaffAccount(t.config, t.database)).toEqual({
      email: 'support@example.com',
      role: 'malio_postgrest_low_admin',
    });

    const res = await signIn(t.app, { email: 'support@example.com', password: 'staff-password-1' });
    expect(res.statusCode).toBe(200);
    const access = res.json().result.access_token as string;
    expect(decodePayload(access).role).toBe('malio_postgrest_low_admin');
    expect((await t.app.inject({ url: '/api/v2/low_admin_api/ticket/', headers: bearer(access) })).statusCode).toBe(
      200,
    );
  });

  it('never changes an existing account', async () => {
    await setRole(t.database.db, 'support@example.com', 'user');
    expect(await ensureStaffAccount(t.config, t.database)).toBeNull();
    const [row] = await t.database.db
      .select({ role: users.role })
      .from(users)
      .where(sql`${users.email} = 'support@example.com'`);
    expect(row?.role).toBe('malio_postgrest_user');
  });

  it('is not created without the variables, and can be an admin', async () => {
    expect(await ensureStaffAccount({ ...t.config, staffAccount: null }, t.database)).toBeNull();
    const admin = { email: 'boss@example.com', password: 'boss-password-1', role: 'admin' as const };
    expect(await ensureStaffAccount({ ...t.config, staffAccount: admin }, t.database)).toEqual({
      email: 'boss@example.com',
      role: 'malio_postgrest_admin',
    });
  });
});
