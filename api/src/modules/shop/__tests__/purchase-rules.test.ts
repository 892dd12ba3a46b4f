import { isSoldInShop, planEffect, type PlanTerms } from '../purchase-rules';

const DAY = 24 * 3600 * 1000;
const now = new Date('2026-11-26T12:00:00Z');
const GIB = 1024 ** 3;

const monthly: PlanTerms = {
  shopType: 'main_package',
  level: 2,
  levelDays: 30,
  accountDays: 30,
  trafficBytes: 300 * GIB,
  speedLimitMbps: null,
  onlineIpLimit: 6,
};
const running = {
  level: 2,
  levelExpireAt: new Date(now.getTime() + 10 * DAY),
  trafficTotal: 300 * GIB,
  speedLimitMbps: 100,
  onlineIpLimit: 3,
};

describe('what buying a plan does', () => {
  it('extends a running plan from its current expiry, so paying early loses no day', () => {
    const effect = planEffect(monthly, running, new Date(now.getTime() + 5 * DAY), now);
    expect(effect.service.levelExpireAt).toEqual(new Date(now.getTime() + 40 * DAY));
    expect(effect.billExpireAt).toEqual(effect.service.levelExpireAt);
    expect(effect.accountExpireAt).toEqual(new Date(now.getTime() + 35 * DAY));
  });

  it('starts from now when the plan has ended', () => {
    const ended = { ...running, level: 1, levelExpireAt: new Date(now.getTime() - 3 * DAY) };
    const effect = planEffect(monthly, ended, new Date(now.getTime() - DAY), now);
    expect(effect.service.levelExpireAt).toEqual(new Date(now.getTime() + 30 * DAY));
    expect(effect.accountExpireAt).toEqual(new Date(now.getTime() + 30 * DAY));
    expect(effect.service.level).toBe(2);
  });

  it("gives a main plan's traffic and limits, counting usage from zero", () => {
    const effect = planEffect(monthly, running, now, now);
    expect(effect.service).toMatchObject({
      trafficTotal: 300 * GIB,
      resetUsage: true,
      speedLimitMbps: null,
      onlineIpLimit: 6,
    });
  });

  it('adds a traffic pack to the plan without touching its level or dates', () => {
    const pack: PlanTerms = {
      ...monthly,
      shopType: 'additional_package',
      levelDays: null,
      accountDays: null,
      trafficBytes: 50 * GIB,
    };
    const effect = planEffect(pack, running, now, now);
    expect(effect.service).toMatchObject({
      level: 2,
      levelExpireAt: running.levelExpireAt,
      trafficTotal: 350 * GIB,
      resetUsage: false,
      speedLimitMbps: 100,
    });
    expect(effect.billExpireAt).toBeNull();
    expect(effect.accountExpireAt).toBeNull();
  });

  it('sells main plans and traffic packs only', () => {
    expect(isSoldInShop('main_package')).toBe(true);
    expect(isSoldInShop('additional_package')).toBe(true);
    expect(isSoldInShop('checkin_package')).toBe(false);
    expect(isSoldInShop('debuff_package')).toBe(false);
  });
});

describe('the traffic period a main plan starts', () => {
  const resetting: PlanTerms = { ...monthly, isAutoResetBandwidth: true, resetDays: null };

  it('starts now and resets monthly on the purchase day, within the plan', () => {
    const yearly = { ...resetting, levelDays: 365 };
    const effect = planEffect(yearly, running, now, now);
    expect(effect.service.cycle).toEqual({
      periodStart: now,
      resetAnchor: now,
      resetEveryDays: null,
      // 26 Nov 20:00 in UTC+8: the next reset is 26 Dec, 00:00 UTC+8.
      nextResetAt: new Date('2026-12-25T16:00:00Z'),
    });
  });

  it('has no reset when the plan ends first, or when the plan does not reset', () => {
    expect(
      planEffect({ ...resetting, levelDays: 20 }, { ...running, levelExpireAt: now }, now, now).service.cycle,
    ).toMatchObject({ resetAnchor: now, nextResetAt: null });
    expect(planEffect(monthly, running, now, now).service.cycle).toEqual({
      periodStart: now,
      resetAnchor: null,
      resetEveryDays: null,
      nextResetAt: null,
    });
  });

  it('a renewal keeps the day the plan was bought (27 October: the next reset is 27 November, UTC+8)', () => {
    const bought = new Date('2026-10-27T01:00:00Z');
    const effect = planEffect({ ...resetting, levelDays: 60 }, { ...running, trafficResetAnchor: bought }, now, now, {
      renewal: true,
    });
    expect(effect.service.cycle).toMatchObject({ resetAnchor: bought, nextResetAt: new Date('2026-11-26T16:00:00Z') });
  });

  it('a traffic pack leaves the period alone', () => {
    expect(planEffect({ ...resetting, shopType: 'additional_package' }, running, now, now).service.cycle).toBeNull();
  });
});
