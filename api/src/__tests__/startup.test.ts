import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { exportSPKI } from 'jose';
import { captchaKeys, rateLimitBuckets } from '../db/schema';
import { deleteExpiredRows } from '../modules/misc/housekeeping';
import { hitRateLimit } from '../lib/rate-limit';
import { ensureDemoAccount } from '../demo-account';
import { loadSigningKeys } from '../lib/keys';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { signIn } from '../test-support/flows';

describe('demo account', () => {
  let t: TestApp;
  beforeAll(async () => {
    // PORTAL_DEMO=1 so the same tests also run on PostgreSQL (TEST_DATABASE_URL).
    t = await createTestApp({ PORTAL_DEMO_PASSWORD: 'demo-password-1', PORTAL_DEMO: '1' });
  });
  afterAll(() => t.close());

  it('is skipped on PostgreSQL unless PORTAL_DEMO=1', async () => {
    expect(
      await ensureDemoAccount({ ...t.config, demoOnPostgres: false }, { ...t.database, kind: 'postgres' }),
    ).toBeNull();
  });

  it('is created on an empty database with the configured password, once', async () => {
    // The operator chose the password: it is not printed (generatedPassword null).
    expect(await ensureDemoAccount(t.config, t.database)).toMatchObject({
      email: 'demo@example.com',
      generatedPassword: null,
    });
    expect(await ensureDemoAccount(t.config, t.database)).toBeNull();
    expect((await signIn(t.app, { email: 'demo@example.com', password: 'demo-password-1' })).statusCode).toBe(200);
  });

  it('gets a random password when none is configured', async () => {
    const empty = await createTestApp({ PORTAL_DEMO: '1' });
    try {
      const demo = await ensureDemoAccount(empty.config, empty.database);
      expect(demo?.generatedPassword).toMatch(/^[A-Za-z0-9_-]{16}$/);
    } finally {
      await empty.close();
    }
  });
});

describe('signing keys', () => {
  it('are generated once into the data folder (mode 0600) and reused', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-keys-'));
    try {
      const first = await loadSigningKeys({ dataDir: dir });
      const second = await loadSigningKeys({ dataDir: dir });
      expect(await exportSPKI(second.publicKey)).toBe(await exportSPKI(first.publicKey));
      expect(fs.statSync(path.join(dir, 'jwt-es256-private.pem')).mode & 0o777).toBe(0o600);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuse a key that is not ES256', async () => {
    await expect(
      loadSigningKeys({ dataDir: '/nonexistent', privatePem: 'x PRIVATE KEY', publicPem: 'y PUBLIC KEY' }),
    ).rejects.toThrow(/ES256/);
  });
});

describe('housekeeping and rate limits', () => {
  it('deletes expired captcha keys, codes, refresh tokens and rate-limit windows, and keeps live ones', async () => {
    const t = await createTestApp();
    try {
      const { db } = t.database;
      await t.app.inject({ url: '/api/v2/captcha-key?captcha_key_type=login' });
      await t.app.inject({ url: '/api/v2/captcha-key?captcha_key_type=login' });
      const [live, stale] = await db.select().from(captchaKeys);
      await db
        .update(captchaKeys)
        .set({ expiresAt: new Date(Date.now() - 2 * 3600_000) })
        .where(sql`${captchaKeys.id} = ${stale?.id}`);
      await db.update(rateLimitBuckets).set({ resetAt: new Date(Date.now() - 1000) });
      await deleteExpiredRows(db);
      expect((await db.select().from(captchaKeys)).map((k) => k.id)).toEqual([live?.id]);
      expect(await db.select().from(rateLimitBuckets)).toEqual([]);

      // RATE_LIMIT_SCALE multiplies every limit (e.g. for end-to-end tests from one address).
      const rule = { name: 'test', limit: 1, windowSeconds: 60 };
      await hitRateLimit(db, rule, 'who', 2);
      await hitRateLimit(db, rule, 'who', 2);
      await expect(hitRateLimit(db, rule, 'who', 2)).rejects.toMatchObject({ statusCode: 429, code: 'rate_limited' });
    } finally {
      await t.close();
    }
  });
});
