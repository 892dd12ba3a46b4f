// Clash / Mihomo profile (YAML): every proxy, a manual selector with an automatic fastest-node
// group, and rules that send everything but private addresses through the selector.
import { stringify } from 'yaml';
import { DEFAULT_SS_METHOD, type ProxyNode, serverName, usesTls } from './proxies';

const CLASH_SELECT_GROUP = 'Proxy';
const CLASH_AUTO_GROUP = 'Auto';
const TEST_URL = 'https://www.gstatic.com/generate_204';

type ClashProxy = Record<string, unknown>;

function transportOptions(proxy: ProxyNode): ClashProxy {
  const s = proxy.settings;
  if (s.transport === 'ws')
    return { network: 'ws', 'ws-opts': { path: s.path ?? '/', ...(s.host ? { headers: { Host: s.host } } : {}) } };
  if (s.transport === 'grpc') return { network: 'grpc', 'grpc-opts': { 'grpc-service-name': s.serviceName ?? '' } };
  return proxy.protocol === 'trojan' ? {} : { network: 'tcp' };
}

function tlsOptions(proxy: ProxyNode, sniKey: 'servername' | 'sni'): ClashProxy {
  if (!usesTls(proxy)) return proxy.protocol === 'vmess' || proxy.protocol === 'vless' ? { tls: false } : {};
  const s = proxy.settings;
  return {
    ...(proxy.protocol === 'vmess' || proxy.protocol === 'vless' ? { tls: true } : {}),
    [sniKey]: serverName(proxy),
    'skip-cert-verify': s.insecure ?? false,
    ...(s.fingerprint ? { 'client-fingerprint': s.fingerprint } : {}),
    ...(proxy.protocol === 'vless' && s.security === 'reality'
      ? { 'reality-opts': { 'public-key': s.realityPublicKey ?? '', 'short-id': s.realityShortId ?? '' } }
      : {}),
  };
}

function clashProxy(proxy: ProxyNode): ClashProxy {
  const base = { name: proxy.name, server: proxy.host, port: proxy.port, udp: true };
  const s = proxy.settings;
  switch (proxy.protocol) {
    case 'vmess':
      return {
        ...base,
        type: 'vmess',
        uuid: proxy.uuid,
        alterId: s.alterId ?? 0,
        cipher: 'auto',
        ...tlsOptions(proxy, 'servername'),
        ...transportOptions(proxy),
      };
    case 'vless':
      return {
        ...base,
        type: 'vless',
        uuid: proxy.uuid,
        ...(s.flow ? { flow: s.flow } : {}),
        ...tlsOptions(proxy, 'servername'),
        ...transportOptions(proxy),
      };
    case 'trojan':
      return {
        ...base,
        type: 'trojan',
        password: proxy.password,
        ...tlsOptions(proxy, 'sni'),
        ...transportOptions(proxy),
      };
    case 'shadowsocks':
      return { ...base, type: 'ss', cipher: s.method ?? DEFAULT_SS_METHOD, password: proxy.password };
    case 'hysteria2':
      return {
        ...base,
        type: 'hysteria2',
        password: proxy.password,
        ...tlsOptions(proxy, 'sni'),
        ...(s.obfs ? { obfs: s.obfs, 'obfs-password': s.obfsPassword ?? '' } : {}),
      };
  }
}

export function renderClash(proxies: ProxyNode[]): string {
  const names = proxies.map((proxy) => proxy.name);
  const profile = {
    'mixed-port': 7890,
    'allow-lan': false,
    mode: 'rule',
    'log-level': 'info',
    proxies: proxies.map(clashProxy),
    'proxy-groups': [
      { name: CLASH_SELECT_GROUP, type: 'select', proxies: [CLASH_AUTO_GROUP, ...names, 'DIRECT'] },
      {
        name: CLASH_AUTO_GROUP,
        type: 'url-test',
        proxies: names.length > 0 ? names : ['DIRECT'],
        url: TEST_URL,
        interval: 300,
      },
    ],
    rules: [
      'IP-CIDR,127.0.0.0/8,DIRECT,no-resolve',
      'IP-CIDR,10.0.0.0/8,DIRECT,no-resolve',
      'IP-CIDR,172.16.0.0/12,DIRECT,no-resolve',
      'IP-CIDR,192.168.0.0/16,DIRECT,no-resolve',
      `MATCH,${CLASH_SELECT_GROUP}`,
    ],
  };
  return stringify(profile, { lineWidth: 0 });
}
