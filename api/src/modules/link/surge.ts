// Surge profile (Surge 4/5 "managed configuration"): the #!MANAGED-CONFIG line Surge re-fetches it by,
// [General], one [Proxy] line per node Surge can speak (shadowsocks, VMess, Trojan, Hysteria 2 over TCP
// or WebSocket; not VLESS, Reality or gRPC, which it does not support), a manual selector with an automatic
// fastest-node group, and rules that send everything but private addresses through the selector.
import { DEFAULT_SS_METHOD, type ProxyNode, serverName, usesTls } from './proxies';

const SURGE_SELECT_GROUP = 'Proxy';
const SURGE_AUTO_GROUP = 'Auto';
const TEST_URL = 'http://www.gstatic.com/generate_204';

/** Surge splits lines on commas and names at "=": neither may appear in a name. */
function surgeName(name: string): string {
  return name.replace(/[,=]/g, ' ').replace(/\s+/g, ' ').trim();
}

/** Whether Surge can connect to this node at all. */
function surgeSupports(proxy: ProxyNode): boolean {
  const s = proxy.settings;
  if (proxy.protocol === 'vless') return false;
  if (s.transport === 'grpc' || s.security === 'reality') return false;
  if (proxy.protocol === 'hysteria2' && s.obfs) return false;
  return true;
}

function tlsParams(proxy: ProxyNode): string[] {
  if (!usesTls(proxy)) return [];
  const params = [`sni=${serverName(proxy)}`, `skip-cert-verify=${proxy.settings.insecure ?? false}`];
  return proxy.protocol === 'vmess' ? ['tls=true', ...params] : params;
}

function wsParams(proxy: ProxyNode): string[] {
  const s = proxy.settings;
  if (s.transport !== 'ws') return [];
  return ['ws=true', `ws-path=${s.path ?? '/'}`, ...(s.host ? [`ws-headers=Host:${s.host}`] : [])];
}

function surgeProxyLine(proxy: ProxyNode): string {
  const head = `${surgeName(proxy.name)} = `;
  const at = `${proxy.host}, ${proxy.port}`;
  switch (proxy.protocol) {
    case 'shadowsocks':
      return `${head}ss, ${at}, encrypt-method=${proxy.settings.method ?? DEFAULT_SS_METHOD}, password=${proxy.password}, udp-relay=true`;
    case 'vmess':
      return [
        `${head}vmess, ${at}`,
        `username=${proxy.uuid}`,
        `vmess-aead=${(proxy.settings.alterId ?? 0) === 0}`,
        ...wsParams(proxy),
        ...tlsParams(proxy),
      ].join(', ');
    case 'trojan':
      return [`${head}trojan, ${at}`, `password=${proxy.password}`, ...wsParams(proxy), ...tlsParams(proxy)].join(', ');
    case 'hysteria2':
      return [`${head}hysteria2, ${at}`, `password=${proxy.password}`, ...tlsParams(proxy)].join(', ');
    case 'vless':
      throw new Error('Surge has no VLESS');
  }
}

export function renderSurge(proxies: ProxyNode[], managedUrl: string, intervalSeconds: number): string {
  const served = proxies.filter(surgeSupports);
  const names = served.map((proxy) => surgeName(proxy.name));
  const groups =
    names.length > 0
      ? [
          `${SURGE_SELECT_GROUP} = select, ${[SURGE_AUTO_GROUP, ...names, 'DIRECT'].join(', ')}`,
          `${SURGE_AUTO_GROUP} = url-test, ${names.join(', ')}, url=${TEST_URL}, interval=600, tolerance=50`,
        ]
      : [`${SURGE_SELECT_GROUP} = select, DIRECT`];
  return [
    `#!MANAGED-CONFIG ${managedUrl} interval=${intervalSeconds} strict=false`,
    '',
    '[General]',
    'loglevel = notify',
    'dns-server = system',
    'skip-proxy = 127.0.0.1, 192.168.0.0/16, 10.0.0.0/8, 172.16.0.0/12, 100.64.0.0/10, localhost, *.local',
    `internet-test-url = ${TEST_URL}`,
    `proxy-test-url = ${TEST_URL}`,
    '',
    '[Proxy]',
    ...served.map(surgeProxyLine),
    '',
    '[Proxy Group]',
    ...groups,
    '',
    '[Rule]',
    'IP-CIDR,127.0.0.0/8,DIRECT,no-resolve',
    'IP-CIDR,10.0.0.0/8,DIRECT,no-resolve',
    'IP-CIDR,172.16.0.0/12,DIRECT,no-resolve',
    'IP-CIDR,192.168.0.0/16,DIRECT,no-resolve',
    `FINAL,${SURGE_SELECT_GROUP},dns-failed`,
    '',
  ].join('\n');
}
