// Daily check-in: once per customer and service day (UTC+8), the reward recorded and added to the
// plan; a second try (even a simultaneous one) is a 409. The clock is faked through app.portal.now.
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { type Account, customer } from '../../../test-support/ticket-flows';
import { GIB, setService } from '../../../test-support/service-fixtures';
import { checkins, userServices } from '../../../db/schema';

let t: TestApp;
let alice: Account;
let bob: Account;

beforeAll(async () => {
  t = await createTestApp();
  alice = await customer(t, 'alice@example.com');
  bob = await customer(t, 'bob@example.com');
  await setService(t.database.db, alice.id, { trafficTotal: 300 * GIB });
  await setService(t.database.db, bob.id);
});
afterAll(() => t.close());

const get = (account: Account, url: string) => t.app.inject({ url, headers: account.headers });

describe('daily check-in', () => {
  const status = async (account: Account) => (await get(account, '/api/v2/user/services-old/checkin/')).json().result;
  const checkIn = (account: Account) =>
    t.app.inject({ method: 'POST', url: '/api/v2/user/services-old/checkin/', headers: account.headers });
  const total = async (userId: number) =>
    (await t.database.db.select().from(userServices).where(eq(userServices.userId, userId)))[0]!.trafficTotal;

  afterEach(() => {
    t.app.portal.now = () => new Date();
  });

  it('grants a recorded traffic reward once per service day (UTC+8); a second try is a 409', async () => {
    // 2030-03-10 23:30 UTC is March 11, 07:30 in UTC+8.
    t.app.portal.now = () => new Date('2030-03-10T23:30:00Z');
    expect(await status(alice)).toEqual({
      can_check_in: true,
      last_check_in_time: null,
      next_check_in_at: null,
      is_enabled: true,
      last_reward_bytes: null,
    });
    const before = await total(alice.id);

    const first = await checkIn(alice);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      is_success: true,
      message: expect.stringMatching(/^Checked in: \+[\d.]+ (MB|GB) of traffic/),
    });
    const [row] = await t.database.db.select().from(checkins).where(eq(checkins.userId, alice.id));
    expect(row).toMatchObject({ checkinDay: '2030-03-11' });
    expect(row!.rewardBytes).toBeGreaterThanOrEqual(100 * 1024 ** 2);
    expect(row!.rewardBytes).toBeLessThanOrEqual(GIB);
    expect(await total(alice.id)).toBe(before + row!.rewardBytes);
    expect(await status(alice)).toEqual({
      can_check_in: false,
      last_check_in_time: '2030-03-10T23:30:00.000Z',
      next_check_in_at: '2030-03-11T16:00:00.000Z',
      is_enabled: true,
      last_reward_bytes: row!.rewardBytes,
    });

    // Later the same service day (March 11, 23:59 UTC+8): refused, nothing granted.
    t.app.portal.now = () => new Date('2030-03-11T15:59:00Z');
    const second = await checkIn(alice);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      is_success: false,
      code: 'already_checked_in',
      message: expect.stringContaining('already checked in today'),
    });
    expect(await total(alice.id)).toBe(before + row!.rewardBytes);

    // The next service day opens at 16:00 UTC.
    t.app.portal.now = () => new Date('2030-03-11T16:00:00Z');
    expect((await status(alice)).can_check_in).toBe(true);
    expect((await checkIn(alice)).statusCode).toBe(200);
    expect(await t.database.db.select().from(checkins).where(eq(checkins.userId, alice.id))).toHaveLength(2);
  });

  it('lets only one of two simultaneous check-ins through', async () => {
    t.app.portal.now = () => new Date('2030-04-01T04:00:00Z');
    const results = await Promise.all([checkIn(bob), checkIn(bob)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('has no check-in for a customer without a plan (nothing to add the traffic to)', async () => {
    const carol = await customer(t, 'carol@example.com');
    expect(await status(carol)).toEqual({
      can_check_in: false,
      last_check_in_time: null,
      next_check_in_at: null,
      is_enabled: false,
      last_reward_bytes: null,
    });
    const before = await total(carol.id);
    const res = await checkIn(carol);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      is_success: false,
      code: 'checkin_not_available',
      message: 'The daily check-in adds traffic to a plan: choose a plan first',
    });
    expect(await total(carol.id)).toBe(before);
    expect(await t.database.db.select().from(checkins).where(eq(checkins.userId, carol.id))).toHaveLength(0);

    // With a plan, the same customer can.
    await setService(t.database.db, carol.id);
    expect(await status(carol)).toMatchObject({ can_check_in: true, is_enabled: true });
  });

  it('refuses the check-in when the plan does not include it', async () => {
    const dave = await customer(t, 'dave@example.com');
    await setService(t.database.db, dave.id, { isCheckinEnabled: false });
    expect(await status(dave)).toMatchObject({ can_check_in: false, is_enabled: false });
    const res = await checkIn(dave);
    expect([res.statusCode, res.json().code]).toEqual([403, 'checkin_not_available']);
  });
});
