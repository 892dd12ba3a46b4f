// Reset arithmetic: month ends, leap years, the service's time zone (UTC+8), day intervals, the plan's end.
import { nextReset, nextResetWithin, nthReset, scheduleOf } from '../reset-rules';

/** An instant given in service time (UTC+8). */
const cst = (local: string) => new Date(`${local}+08:00`);
const monthly = (anchor: string) => ({ anchor: cst(anchor), everyDays: null });
const iso = (d: Date) => d.toISOString();

describe('monthly resets on the day of purchase', () => {
  it('resets at the start of the same day of each month, service time', () => {
    const schedule = monthly('2025-03-15T14:20:00');
    expect(iso(nthReset(schedule, 1))).toBe(iso(cst('2025-04-15T00:00:00')));
    expect(iso(nthReset(schedule, 12))).toBe(iso(cst('2026-03-15T00:00:00')));
  });

  it('uses the last day of shorter months and returns to the 31st after them', () => {
    const schedule = monthly('2025-01-31T09:00:00');
    const resets = [1, 2, 3, 4].map((n) => iso(nthReset(schedule, n)));
    expect(resets).toEqual(
      ['2025-02-28', '2025-03-31', '2025-04-30', '2025-05-31'].map((day) => iso(cst(`${day}T00:00:00`))),
    );
  });

  it('knows leap years: 29 February 2024, 28 February 2025, 29 February 2028', () => {
    expect(iso(nthReset(monthly('2024-01-30T12:00:00'), 1))).toBe(iso(cst('2024-02-29T00:00:00')));
    expect(iso(nthReset(monthly('2024-02-29T12:00:00'), 12))).toBe(iso(cst('2025-02-28T00:00:00')));
    expect(iso(nthReset(monthly('2024-02-29T12:00:00'), 13))).toBe(iso(cst('2025-03-29T00:00:00')));
    expect(iso(nthReset(monthly('2027-12-31T23:59:00'), 2))).toBe(iso(cst('2028-02-29T00:00:00')));
  });

  it('takes the purchase day in service time, not UTC: 31 Jan 20:00 UTC is 1 Feb in UTC+8', () => {
    const schedule = { anchor: new Date('2025-01-31T20:00:00Z'), everyDays: null };
    expect(iso(nthReset(schedule, 1))).toBe(iso(cst('2025-03-01T00:00:00')));
    expect(iso(nthReset(schedule, 1))).toBe('2025-02-28T16:00:00.000Z');
  });

  it('crosses the year', () => {
    expect(iso(nthReset(monthly('2025-12-10T08:00:00'), 1))).toBe(iso(cst('2026-01-10T00:00:00')));
  });
});

describe('resets every N days', () => {
  it('counts days from the purchase day', () => {
    const schedule = { anchor: cst('2025-01-31T18:00:00'), everyDays: 30 };
    expect(iso(nthReset(schedule, 1))).toBe(iso(cst('2025-03-02T00:00:00')));
    expect(iso(nthReset(schedule, 2))).toBe(iso(cst('2025-04-01T00:00:00')));
  });

  it('counts 29 February in a leap year', () => {
    const schedule = { anchor: cst('2024-02-20T10:00:00'), everyDays: 10 };
    expect(iso(nthReset(schedule, 1))).toBe(iso(cst('2024-03-01T00:00:00')));
  });
});

describe('the next reset after a moment', () => {
  const schedule = monthly('2025-01-31T09:00:00');

  it('is the first reset strictly after it', () => {
    expect(iso(nextReset(schedule, cst('2025-01-31T09:00:00')))).toBe(iso(cst('2025-02-28T00:00:00')));
    expect(iso(nextReset(schedule, cst('2025-02-27T23:59:59')))).toBe(iso(cst('2025-02-28T00:00:00')));
    // At the reset itself, the next one is a month on.
    expect(iso(nextReset(schedule, cst('2025-02-28T00:00:00')))).toBe(iso(cst('2025-03-31T00:00:00')));
  });

  it('skips the resets a stopped server missed: one reset, then the schedule goes on', () => {
    expect(iso(nextReset(schedule, cst('2025-07-04T12:00:00')))).toBe(iso(cst('2025-07-31T00:00:00')));
    expect(iso(nextReset({ anchor: cst('2025-01-01T00:00:00'), everyDays: 7 }, cst('2025-03-01T00:00:00')))).toBe(
      iso(cst('2025-03-05T00:00:00')),
    );
  });

  it('is none once the plan has ended by then', () => {
    const ends = cst('2025-03-31T00:00:00');
    expect(iso(nextResetWithin(schedule, cst('2025-02-28T00:00:00'), cst('2025-03-31T00:00:01'))!)).toBe(iso(ends));
    expect(nextResetWithin(schedule, cst('2025-02-28T00:00:00'), ends)).toBeNull();
  });
});

describe('what a plan says', () => {
  const anchor = cst('2025-05-05T05:05:00');
  it('a plan without automatic resets has no schedule', () => {
    expect(scheduleOf({ isAutoResetBandwidth: false, resetDays: 30 }, anchor)).toBeNull();
  });
  it('monthly unless the plan gives a number of days', () => {
    expect(scheduleOf({ isAutoResetBandwidth: true, resetDays: null }, anchor)).toEqual({ anchor, everyDays: null });
    expect(scheduleOf({ isAutoResetBandwidth: true, resetDays: 7 }, anchor)).toEqual({ anchor, everyDays: 7 });
  });
});
