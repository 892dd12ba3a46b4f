// The Clash/Mihomo and sing-box profiles checked by those clients' published schemas, for every protocol
// and transport the portal serves, chosen by ?target= and by the apps' User-Agents; a broken profile fails
// them. Every format carries the subscription headers clients read.
import { parse as parseYaml } from 'yaml';
import { clashSchema, singboxSchema, type SchemaCheck } from '../../../test-support/client-schemas';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { customer } from '../../../test-support/ticket-flows';
import { GIB, addNode, addNodeOfEachProtocol, setService } from '../../../test-support/service-fixtures';
import type { ServiceRow } from '../../services/service-repo';

let t: TestApp;
let service: ServiceRow;
let clash: SchemaCheck;
let singbox: SchemaCheck;

beforeAll(async () => {
  t = await createTestApp();
  clash = clashSchema();
  singbox = singboxSchema();
  const alice = await customer(t, 'alice@example.com');
  const db = t.database.db;
  await addNodeOfEachProtocol(db);
  // The other transports and ciphers each protocol is served with.
  await addNode(db, { name: 'VMess TCP', protocol: 'vmess', port: 10086, settings: { alterId: 0 } });
  await addNode(db, {
    name: 'VMess gRPC',
    protocol: 'vmess',
    settings: { transport: 'grpc', security: 'tls', serviceName: 'g' },
  });
  await addNode(db, {
    name: 'VLESS WS',
    protocol: 'vless',
    settings: { transport: 'ws', security: 'tls', path: '/v', host: 'h.example.net' },
  });
  await addNode(db, {
    name: 'VLESS gRPC',
    protocol: 'vless',
    settings: { transport: 'grpc', security: 'tls', serviceName: 'vg' },
  });
  await addNode(db, {
    name: 'Trojan WS',
    protocol: 'trojan',
    settings: { transport: 'ws', path: '/t', insecure: true },
  });
  await addNode(db, { name: 'Trojan gRPC', protocol: 'trojan', settings: { transport: 'grpc', serviceName: 'tg' } });
  await addNode(db, {
    name: 'SS chacha',
    protocol: 'shadowsocks',
    port: 8389,
    settings: { method: 'chacha20-ietf-poly1305' },
  });
  await addNode(db, { name: 'SS own port', protocol: 'shadowsocks', port: 8390, settings: { portPerUser: true } });
  await addNode(db, { name: 'Hy2 plain', protocol: 'hysteria2', port: 8444, settings: {} });
  service = await setService(db, alice.id, {
    level: 1,
    trafficTotal: 100 * GIB,
    trafficUpload: 1,
    trafficDownload: 2,
    levelExpireAt: new Date('2030-01-02T03:04:05Z'),
  });
});
afterAll(() => t.close());

const fetchLink = (query: string, userAgent = 'curl/8.0', headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/link/${service.linkToken}${query}`, headers: { 'user-agent': userAgent, ...headers } });

function expectValid(validate: SchemaCheck, profile: unknown) {
  const valid = validate(profile);
  if (!valid) throw new Error(`Schema errors:\n${validate.errors().slice(0, 10).join('\n')}`);
}

describe('Clash / Mihomo profiles pass meta-json-schema', () => {
  it.each([
    ['?target=clash', 'curl/8.0'],
    ['', 'clash-verge/v2.0.3'],
    ['', 'mihomo/1.19.0'],
    ['', 'FlClash/v0.8.80 clash-verge Platform/android'],
    ['', 'Stash/2.7.5 Clash/1.11.0'],
    ['?clash=1', 'curl/8.0'],
  ])('%s with User-Agent %s', async (query, userAgent) => {
    const res = await fetchLink(query, userAgent);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/yaml/);
    const profile = parseYaml(res.body) as { proxies: { type: string }[] };
    expect(new Set(profile.proxies.map((proxy) => proxy.type))).toEqual(
      new Set(['vmess', 'vless', 'trojan', 'ss', 'hysteria2']),
    );
    expect(profile.proxies).toHaveLength(14);
    expectValid(clash, profile);
  });

  it('fails a broken profile: a port that is no number, an unknown cipher, a proxy without a server', async () => {
    const profile = parseYaml((await fetchLink('?target=clash')).body) as { proxies: Record<string, unknown>[] };
    expectValid(clash, profile);
    const broken = (change: (proxies: Record<string, unknown>[]) => void) => {
      const copy = structuredClone(profile);
      change(copy.proxies);
      return clash(copy);
    };
    expect(broken((proxies) => (proxies[0]!.port = 'eighty'))).toBe(false);
    expect(broken((proxies) => (proxies.find((p) => p.type === 'ss')!.cipher = 'rc4-hmac-broken'))).toBe(false);
    expect(broken((proxies) => delete proxies.find((p) => p.type === 'trojan')!.server)).toBe(false);
  });
});

describe('sing-box profiles pass the sing-box 1.12 schema', () => {
  it.each([
    ['?target=singbox', 'curl/8.0'],
    ['', 'SFA/1.11.4 (Android 14)'],
    ['', 'sing-box 1.12.0'],
    ['', 'HiddifyNext/2.5.7 ClashMeta'],
  ])('%s with User-Agent %s', async (query, userAgent) => {
    const res = await fetchLink(query, userAgent);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const profile = JSON.parse(res.body) as { outbounds: { type: string }[] };
    expect(new Set(profile.outbounds.map((outbound) => outbound.type))).toEqual(
      new Set(['selector', 'urltest', 'vmess', 'vless', 'trojan', 'shadowsocks', 'hysteria2', 'direct']),
    );
    expectValid(singbox, profile);
  });

  it('fails a broken profile: a port that is no number, a TLS switch that is no boolean, an unknown outbound type', async () => {
    const profile = JSON.parse((await fetchLink('?target=singbox')).body) as { outbounds: Record<string, unknown>[] };
    const broken = (change: (outbounds: Record<string, unknown>[]) => void) => {
      const copy = structuredClone(profile);
      change(copy.outbounds);
      return singbox(copy);
    };
    expect(broken((outbounds) => (outbounds.find((o) => o.type === 'vmess')!.server_port = 'eighty'))).toBe(false);
    expect(broken((outbounds) => (outbounds.find((o) => o.type === 'trojan')!.tls = { enabled: 'yes' }))).toBe(false);
    expect(broken((outbounds) => (outbounds.find((o) => o.type === 'trojan')!.type = 'trojan-go'))).toBe(false);
  });
});

describe('the headers clients read', () => {
  it.each(['clash', 'singbox', 'base64', 'surge', 'quantumultx'])('come with ?target=%s', async (target) => {
    const res = await fetchLink(`?target=${target}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['subscription-userinfo']).toBe(
      `upload=1; download=2; total=${100 * GIB}; expire=${Date.UTC(2030, 0, 2, 3, 4, 5) / 1000}`,
    );
    expect(res.headers['profile-update-interval']).toBe('24');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="subscription\.\w+"; filename\*=UTF-8''/);
  });
});

describe('Surge and Quantumult X get their own profiles', () => {
  it.each([
    ['?target=surge', 'curl/8.0'],
    ['?surge=4', 'curl/8.0'],
    ['?list=surge', 'curl/8.0'],
    ['', 'Surge iOS/2985'],
  ])('a Surge profile for %s with User-Agent %s', async (query, userAgent) => {
    const res = await fetchLink(query, userAgent);
    expect(res.body.split('\n')[0]).toBe(
      `#!MANAGED-CONFIG http://localhost:8080/link/${service.linkToken}?target=surge interval=86400 strict=false`,
    );
    expect(res.body).toMatch(/^VMess WS = vmess, /m);
    expect(res.body).toMatch(/^Trojan = trojan, /m);
    expect(res.body).toMatch(/^SS = ss, /m);
    expect(res.headers['content-disposition']).toContain('filename="subscription.conf"');
  });

  it.each([
    ['?target=quantumultx', 'curl/8.0'],
    ['?quantumultx=1', 'curl/8.0'],
    ['?quantumult=3', 'curl/8.0'],
    ['', 'Quantumult%20X/1.4.1'],
  ])('Quantumult X lines for %s with User-Agent %s', async (query, userAgent) => {
    const lines = (await fetchLink(query, userAgent)).body.trim().split('\n');
    expect(lines.map((line) => line.split('=')[0])).toEqual(
      expect.arrayContaining(['shadowsocks', 'vmess', 'trojan', 'vless']),
    );
    expect(lines.find((line) => line.endsWith('tag=SS'))).toMatch(
      /^shadowsocks=n\d+\.example\.net:8388, method=aes-256-gcm, /,
    );
  });

  it('keeps share links for Shadowrocket', async () => {
    const res = await fetchLink('', 'Shadowrocket/2070 CFNetwork/1410');
    expect(Buffer.from(res.body, 'base64').toString('utf8')).toMatch(/^vmess:\/\//);
  });
});
