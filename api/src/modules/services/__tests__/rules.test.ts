// Pure rules: node liveness, effective level, service days in UTC+8, client detection, sizes.
import {
  detectClient,
  effectiveLevel,
  formatBytes,
  levelText,
  nextServiceDayStart,
  nodeStatus,
  serviceDay,
  serviceDayStart,
  serviceMonth,
  serviceMonthRange,
  toGb,
} from '../rules';

const now = new Date('2030-03-10T12:00:00Z');

describe('services rules', () => {
  it('counts a node online up to five minutes after its last heartbeat', () => {
    expect(nodeStatus(new Date(now.getTime() - 5 * 60 * 1000), now)).toBe('online');
    expect(nodeStatus(new Date(now.getTime() - 5 * 60 * 1000 - 1), now)).toBe('offline');
    expect(nodeStatus(null, now)).toBe('offline');
  });

  it('treats an expired level as level 0', () => {
    expect(effectiveLevel({ level: 2, levelExpireAt: new Date(now.getTime() + 1) }, now)).toBe(2);
    expect(effectiveLevel({ level: 2, levelExpireAt: now }, now)).toBe(0);
    expect([levelText(0), levelText(3)]).toEqual(['Free', 'VIP 3']);
  });

  it('runs service days and months on UTC+8', () => {
    expect(serviceDay(new Date('2030-03-10T15:59:59Z'))).toBe('2030-03-10');
    expect(serviceDay(new Date('2030-03-10T16:00:00Z'))).toBe('2030-03-11');
    expect(serviceDayStart(new Date('2030-03-10T15:59:59Z')).toISOString()).toBe('2030-03-09T16:00:00.000Z');
    expect(serviceDayStart(new Date('2030-03-10T16:00:00Z')).toISOString()).toBe('2030-03-10T16:00:00.000Z');
    expect(nextServiceDayStart(new Date('2030-03-10T23:00:00Z')).toISOString()).toBe('2030-03-11T16:00:00.000Z');
    expect(serviceMonth(new Date('2030-03-31T16:30:00Z'))).toBe('2030-04');
    const december = serviceMonthRange('2029-12');
    expect([december.start.toISOString(), december.end.toISOString()]).toEqual([
      '2029-11-30T16:00:00.000Z',
      '2029-12-31T16:00:00.000Z',
    ]);
  });

  it.each([
    ['clash-verge/v2.2.3', 'mihomo'],
    ['ClashforWindows/0.20.39', 'clash'],
    ['clash.meta', 'mihomo'],
    ['mihomo/1.19.0', 'mihomo'],
    ['Stash/2.7.1 Clash/1.9.0', 'stash'],
    ['SFA/1.11.4 (Android 14; sing-box 1.11.4)', 'sing-box'],
    ['HiddifyNext/2.5.7 (android) like ClashMeta v2rayNG v2rayN', 'hiddify'],
    ['Shadowrocket/2070 CFNetwork/1410 Darwin/22.6.0', 'shadowrocket'],
    ['Quantumult%20X/1.4.1', 'quantumult-x'],
    ['v2rayN/7.10', 'v2rayn'],
    ['v2rayNG/1.9.30', 'v2rayng'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130', 'browser'],
    ['curl/8.5.0', 'other'],
    ['', 'other'],
  ])('detects %s as %s', (userAgent, client) => {
    expect(detectClient(userAgent)).toBe(client);
  });

  it('formats sizes for people and as GB', () => {
    expect([formatBytes(512), formatBytes(256 * 1024 ** 2), formatBytes(1.5 * 1024 ** 3)]).toEqual([
      '512 B',
      '256 MB',
      '1.5 GB',
    ]);
    expect(toGb(1024 ** 3 * 2.5)).toBe(2.5);
  });
});
