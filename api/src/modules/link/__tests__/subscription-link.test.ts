// GET /link/{token}: three formats parsed back, chosen by query or User-Agent; the userinfo header;
// level filtering; every fetch logged; a reset token is a 404 at once.
import { parse as parseYaml } from 'yaml';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { type Account, customer } from '../../../test-support/ticket-flows';
import { GIB, addNode, addNodeOfEachProtocol, setService } from '../../../test-support/service-fixtures';
import type { ServiceRow } from '../../services/service-repo';

let t: TestApp;
let alice: Account;
let service: ServiceRow;
const NAMES = ['VMess WS', 'VLESS Reality', 'Trojan', 'SS', 'Hy2'];

beforeAll(async () => {
  t = await createTestApp();
  alice = await customer(t, 'alice@example.com');
  await addNodeOfEachProtocol(t.database.db);
  await addNode(t.database.db, { name: 'Premium only', minLevel: 3 });
  await addNode(t.database.db, { name: 'Disabled', isEnabled: false });
  service = await setService(t.database.db, alice.id, {
    level: 1,
    trafficTotal: 100 * GIB,
    trafficUpload: 1234,
    trafficDownload: 5678,
    levelExpireAt: new Date('2030-01-02T03:04:05Z'),
  });
});
afterAll(() => t.close());

const fetchLink = (token: string, query = '', userAgent = 'curl/8.0', prefix = '') =>
  t.app.inject({ url: `${prefix}/link/${token}${query}`, headers: { 'user-agent': userAgent } });

function decodeBase64List(body: string): string[] {
  return Buffer.from(body, 'base64').toString('utf8').split('\n');
}

interface ClashProfile {
  proxies: {
    name: string;
    type: string;
    server: string;
    port: number;
    uuid?: string;
    password?: string;
    cipher?: string;
    'reality-opts'?: unknown;
    obfs?: string;
  }[];
  'proxy-groups': { name: string; type: string; proxies: string[] }[];
  rules: string[];
}
interface SingboxProfile {
  outbounds: {
    type: string;
    tag: string;
    outbounds?: string[];
    uuid?: string;
    password?: string;
    tls?: { reality?: { enabled: boolean } };
  }[];
  route: { final: string };
}

describe('subscription link formats', () => {
  it('serves base64 share links to an unknown client, one per allowed node', async () => {
    const res = await fetchLink(service.linkToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const links = decodeBase64List(res.body);
    expect(links.map((link) => link.split('://')[0])).toEqual(['vmess', 'vless', 'trojan', 'ss', 'hysteria2']);

    const vmess = JSON.parse(Buffer.from(links[0]!.slice('vmess://'.length), 'base64').toString('utf8'));
    expect(vmess).toMatchObject({
      v: '2',
      ps: 'VMess WS',
      id: service.ssUuid,
      net: 'ws',
      path: '/ray',
      host: 'cdn.example.net',
      tls: 'tls',
    });

    const vless = new URL(links[1]!);
    expect(decodeURIComponent(vless.username)).toBe(service.ssUuid);
    expect(Object.fromEntries(vless.searchParams)).toMatchObject({
      security: 'reality',
      pbk: 'pbk',
      sid: 'ab12',
      flow: 'xtls-rprx-vision',
      sni: 'www.example.com',
      encryption: 'none',
    });
    expect(decodeURIComponent(vless.hash.slice(1))).toBe('VLESS Reality');

    const trojan = new URL(links[2]!);
    // Trojan customers are keyed by their uuid, as XrayR (and SSPanel) key them.
    expect(decodeURIComponent(trojan.username)).toBe(service.ssUuid);
    expect(trojan.searchParams.get('sni')).toBe('tj.example.net');

    const ss = new URL(links[3]!);
    expect(Buffer.from(ss.username, 'base64url').toString('utf8')).toBe(`aes-256-gcm:${service.ssPassword}`);
    expect(ss.port).toBe('8388');

    const hy2 = new URL(links[4]!);
    expect(decodeURIComponent(hy2.username)).toBe(service.ssPassword);
    expect(Object.fromEntries(hy2.searchParams)).toMatchObject({
      sni: 'hy.example.net',
      obfs: 'salamander',
      'obfs-password': 'ob',
    });
  });

  it('serves Clash YAML for clash=1, target=clash, list=clash and Clash/Mihomo/Stash user agents', async () => {
    const ways: [string, string][] = [
      ['?clash=1', 'curl/8'],
      ['?target=clash', 'v2rayN/7'],
      ['?list=clash', 'curl/8'],
      ['', 'clash-verge/v2.2.3'],
      ['', 'mihomo/1.19.0'],
      ['', 'ClashMetaForAndroid/2.11'],
      ['', 'Stash/2.7.1 Clash/1.9.0'],
    ];
    for (const [query, userAgent] of ways) {
      const res = await fetchLink(service.linkToken, query, userAgent);
      expect({ query, userAgent, status: res.statusCode, type: res.headers['content-type'] }).toEqual({
        query,
        userAgent,
        status: 200,
        type: expect.stringMatching(/^text\/yaml/),
      });
      const profile = parseYaml(res.body) as ClashProfile;
      expect(profile.proxies.map((proxy) => proxy.name)).toEqual(NAMES);
      expect(profile.proxies.map((proxy) => proxy.type)).toEqual(['vmess', 'vless', 'trojan', 'ss', 'hysteria2']);
      expect(profile['proxy-groups'][0]).toEqual({
        name: 'Proxy',
        type: 'select',
        proxies: ['Auto', ...NAMES, 'DIRECT'],
      });
      expect(profile.rules.at(-1)).toBe('MATCH,Proxy');
    }
    const profile = parseYaml((await fetchLink(service.linkToken, '?target=clash')).body) as ClashProfile;
    expect(profile.proxies[0]).toMatchObject({
      uuid: service.ssUuid,
      server: expect.stringMatching(/example\.net$/),
      port: 443,
    });
    expect(profile.proxies[1]).toMatchObject({ 'reality-opts': { 'public-key': 'pbk', 'short-id': 'ab12' } });
    expect(profile.proxies[3]).toMatchObject({ cipher: 'aes-256-gcm', password: service.ssPassword });
    expect(profile.proxies[4]).toMatchObject({ obfs: 'salamander', password: service.ssPassword });
  });

  it('serves sing-box JSON for target=singbox and sing-box/Hiddify user agents (Hiddify also names ClashMeta)', async () => {
    const ways: [string, string][] = [
      ['?target=singbox', 'clash-verge/1'],
      ['', 'SFA/1.11.4 (Android 14; sing-box 1.11.4)'],
      ['', 'sing-box 1.10.0'],
      ['', 'HiddifyNext/2.5.7 (android) like ClashMeta v2rayNG v2rayN'],
    ];
    for (const [query, userAgent] of ways) {
      const res = await fetchLink(service.linkToken, query, userAgent);
      expect({ query, userAgent, type: res.headers['content-type'] }).toEqual({
        query,
        userAgent,
        type: expect.stringMatching(/^application\/json/),
      });
      const profile = JSON.parse(res.body) as SingboxProfile;
      const selector = profile.outbounds.find((outbound) => outbound.type === 'selector');
      expect(selector).toMatchObject({ tag: 'proxy', outbounds: ['auto', ...NAMES, 'direct'] });
      expect(profile.outbounds.filter((o) => NAMES.includes(o.tag)).map((o) => o.type)).toEqual([
        'vmess',
        'vless',
        'trojan',
        'shadowsocks',
        'hysteria2',
      ]);
      expect(profile.route.final).toBe('proxy');
    }
    const profile = JSON.parse((await fetchLink(service.linkToken, '?target=singbox')).body) as SingboxProfile;
    expect(profile.outbounds.find((o) => o.tag === 'VLESS Reality')).toMatchObject({
      uuid: service.ssUuid,
      tls: { reality: { enabled: true } },
    });
    expect(profile.outbounds.find((o) => o.tag === 'Trojan')).toMatchObject({ password: service.ssUuid });
  });

  it('narrows legacy sub= subscriptions to their protocols', async () => {
    const protocols = async (query: string) =>
      decodeBase64List((await fetchLink(service.linkToken, query)).body).map((link) => link.split('://')[0]);
    expect(await protocols('?sub=3')).toEqual(['vmess', 'vless']);
    expect(await protocols('?sub=2')).toEqual(['ss']);
    expect(await protocols('?sub=6')).toEqual(['trojan']);
    expect(await protocols('?sub=7')).toEqual(['vmess', 'vless', 'trojan', 'ss', 'hysteria2']);
    expect((await fetchLink(service.linkToken, '?sub=99')).statusCode).toBe(400);
    expect((await fetchLink(service.linkToken, '?target=surfboard')).statusCode).toBe(400);
  });

  it('sends subscription-userinfo, the file name and the update interval', async () => {
    const res = await fetchLink(service.linkToken, '?target=clash');
    expect(res.headers['subscription-userinfo']).toBe(
      `upload=1234; download=5678; total=${100 * GIB}; expire=${Date.parse('2030-01-02T03:04:05Z') / 1000}`,
    );
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="subscription.yaml"; filename*=UTF-8''${encodeURIComponent('极速云.yaml')}`,
    );
    expect(res.headers['profile-update-interval']).toBe('24');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers the same at /v1/link/{token}', async () => {
    const res = await fetchLink(service.linkToken, '?target=singbox', 'x', '/v1');
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body).outbounds.length).toBe(NAMES.length + 3);
  });

  it('lists only the nodes of the current level: an expired level falls back to level 0', async () => {
    const bob = await customer(t, 'bob@example.com');
    const bobService = await setService(t.database.db, bob.id, { level: 3 });
    const names = async () =>
      (parseYaml((await fetchLink(bobService.linkToken, '?target=clash')).body) as ClashProfile).proxies.map(
        (p) => p.name,
      );
    expect(await names()).toEqual([...NAMES, 'Premium only']);
    await setService(t.database.db, bob.id, { level: 3, levelExpireAt: new Date(Date.now() - 1000) });
    await addNode(t.database.db, { name: 'Paid only', minLevel: 1 });
    expect(await names()).toEqual(NAMES);
  });
});
