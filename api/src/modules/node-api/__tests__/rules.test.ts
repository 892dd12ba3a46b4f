// The node API's pure rules: ETags, heartbeat reports, the traffic arithmetic, report digests, notice
// thresholds and the regexes both node programs compile.
import {
  chargedBytes,
  crossedThresholds,
  etagMatches,
  isPortableRegex,
  loadPercent,
  mergeTraffic,
  reportDigest,
  uptimeSeconds,
  weakEtag,
} from '../rules';

describe('ETags', () => {
  const etag = weakEtag('abc');

  it('matches only a non-empty If-None-Match naming the tag, weakly', () => {
    expect(etag).toBe('W/"abc"');
    expect(etagMatches(undefined, etag)).toBe(false);
    expect(etagMatches('', etag)).toBe(false);
    expect(etagMatches('  ', etag)).toBe(false);
    expect(etagMatches('W/"abc"', etag)).toBe(true);
    expect(etagMatches('"abc"', etag)).toBe(true);
    expect(etagMatches('W/"other", W/"abc"', etag)).toBe(true);
    expect(etagMatches('*', etag)).toBe(true);
    expect(etagMatches('W/"abd"', etag)).toBe(false);
  });
});

describe('heartbeat reports', () => {
  it('reads the first figure as percent: XrayR fractions and shadowsocks-mod load averages', () => {
    expect(loadPercent('0.37 0.52 0.40')).toBe(37);
    expect(loadPercent('0.24 0.68 0.56\n')).toBe(24);
    expect(loadPercent('1.40 0.90 0.64\n')).toBe(100);
    expect(loadPercent('0.005 0 0')).toBe(0.5);
    expect(loadPercent('')).toBeNull();
    expect(loadPercent('high')).toBeNull();
    expect(loadPercent('-1 0 0')).toBeNull();
  });

  it('reads uptime as whole seconds from either client', () => {
    expect(uptimeSeconds('1003.81')).toBe(1003);
    expect(uptimeSeconds(' 86400 ')).toBe(86400);
    expect(uptimeSeconds(12.9)).toBe(12);
  });
});

describe('traffic arithmetic', () => {
  it('charges floor(raw × rate) exactly, without floating point', () => {
    expect(chargedBytes(1000, '1')).toBe(1000);
    expect(chargedBytes(1000, '1.00')).toBe(1000);
    expect(chargedBytes(1001, '0.5')).toBe(500);
    expect(chargedBytes(333, '1.50')).toBe(499);
    expect(chargedBytes(7, '0.01')).toBe(0);
    expect(chargedBytes(2 ** 40, '2.00')).toBe(2 ** 41);
    // 0.1 × 3 is 0.30000000000000004 in floating point; here it is exact.
    expect(chargedBytes(3, '0.10')).toBe(0);
    expect(chargedBytes(10, '0.10')).toBe(1);
    expect(chargedBytes(9_007_199_254, '100')).toBe(900_719_925_400);
  });

  it('sums a customer named twice, drops empty rows, sorts by customer', () => {
    expect(
      mergeTraffic([
        { user_id: 9, u: 1, d: 2 },
        { user_id: 3, u: 0, d: 0 },
        { user_id: 9, u: 10, d: 20 },
        { user_id: 4, u: 5, d: 0 },
      ]),
    ).toEqual([
      { user_id: 4, u: 5, d: 0 },
      { user_id: 9, u: 11, d: 22 },
    ]);
  });

  it('digests the same report the same way, whatever the order, and any change differently', () => {
    const a = mergeTraffic([
      { user_id: 1, u: 10, d: 20 },
      { user_id: 2, u: 30, d: 40 },
    ]);
    const b = mergeTraffic([
      { user_id: 2, u: 30, d: 40 },
      { user_id: 1, u: 10, d: 20 },
    ]);
    expect(reportDigest(a)).toBe(reportDigest(b));
    expect(reportDigest(a)).not.toBe(reportDigest(mergeTraffic([{ user_id: 1, u: 10, d: 21 }, b[1]!])));
  });

  it('names the 80 % and 100 % lines a report crossed, once', () => {
    expect(crossedThresholds(0, 79, 100)).toEqual([]);
    expect(crossedThresholds(79, 80, 100)).toEqual(['traffic_80']);
    expect(crossedThresholds(50, 120, 100)).toEqual(['traffic_80', 'traffic_100']);
    expect(crossedThresholds(85, 99, 100)).toEqual([]);
    expect(crossedThresholds(99, 100, 100)).toEqual(['traffic_100']);
    expect(crossedThresholds(100, 200, 100)).toEqual([]);
    expect(crossedThresholds(0, 10, 0)).toEqual([]);
  });
});

describe('portable audit regexes (Go RE2 and Python re)', () => {
  it.each([
    '(BitTorrent protocol)|(announce\\.php\\?passkey=)|(\\.torrent)',
    '^(.*)\\:(25|465|587)$',
    '(.*\\.||)(speedtest|fast)\\.(net|com)',
    '(?i)torrent',
    '(?P<host>[a-z]+)\\.example\\.com',
    '(?:ab)+c{2,5}?',
    '[]a-z]x',
    '[^]0-9]',
    'a\\x41b',
    '\\d+\\s\\w\\b',
    'x{3}',
    'a{b', // a literal brace in both
  ])('accepts %s', (pattern) => {
    expect(isPortableRegex(pattern)).toBe(true);
  });

  it.each([
    'foo(?=bar)',
    'foo(?!bar)',
    '(?<=a)b',
    '(?<!a)b',
    '(a)\\1',
    '(?>ab)',
    'a++',
    'a*+',
    '(?(1)a|b)',
    '\\p{Han}',
    '\\Qa.b\\E',
    '[[:alpha:]]',
    'end\\z',
    'end\\Z',
    '\\x{41}',
    '(?<name>a)',
    '(?U)a+',
    '(?x) a',
    '(ab',
    'ab)',
    '*a',
    'a|*b',
    'a{1001}',
    '[abc',
    '',
    'trailing\\',
  ])('refuses %s', (pattern) => {
    expect(isPortableRegex(pattern)).toBe(false);
  });
});
