// sing-box profile (JSON, 1.11+ format): a local mixed inbound, one outbound per proxy, a selector
// with an automatic fastest-node group, and a direct outbound.
import { DEFAULT_SS_METHOD, type ProxyNode, serverName, usesTls } from './proxies';

const SINGBOX_SELECTOR = 'proxy';
const SINGBOX_AUTO = 'auto';

type Outbound = Record<string, unknown>;

function transport(proxy: ProxyNode): Outbound {
  const s = proxy.settings;
  if (s.transport === 'ws')
    return { transport: { type: 'ws', path: s.path ?? '/', ...(s.host ? { headers: { Host: s.host } } : {}) } };
  if (s.transport === 'grpc') return { transport: { type: 'grpc', service_name: s.serviceName ?? '' } };
  return {};
}

function tls(proxy: ProxyNode): Outbound {
  if (!usesTls(proxy)) return {};
  const s = proxy.settings;
  const reality = proxy.protocol === 'vless' && s.security === 'reality';
  return {
    tls: {
      enabled: true,
      server_name: serverName(proxy),
      insecure: s.insecure ?? false,
      ...(s.fingerprint || reality ? { utls: { enabled: true, fingerprint: s.fingerprint ?? 'chrome' } } : {}),
      ...(reality
        ? { reality: { enabled: true, public_key: s.realityPublicKey ?? '', short_id: s.realityShortId ?? '' } }
        : {}),
    },
  };
}

function singboxOutbound(proxy: ProxyNode): Outbound {
  const base = { tag: proxy.name, server: proxy.host, server_port: proxy.port };
  const s = proxy.settings;
  switch (proxy.protocol) {
    case 'vmess':
      return {
        type: 'vmess',
        ...base,
        uuid: proxy.uuid,
        security: 'auto',
        alter_id: s.alterId ?? 0,
        ...tls(proxy),
        ...transport(proxy),
      };
    case 'vless':
      return {
        type: 'vless',
        ...base,
        uuid: proxy.uuid,
        ...(s.flow ? { flow: s.flow } : {}),
        ...tls(proxy),
        ...transport(proxy),
      };
    case 'trojan':
      return { type: 'trojan', ...base, password: proxy.password, ...tls(proxy), ...transport(proxy) };
    case 'shadowsocks':
      return { type: 'shadowsocks', ...base, method: s.method ?? DEFAULT_SS_METHOD, password: proxy.password };
    case 'hysteria2':
      return {
        type: 'hysteria2',
        ...base,
        password: proxy.password,
        ...tls(proxy),
        ...(s.obfs ? { obfs: { type: s.obfs, password: s.obfsPassword ?? '' } } : {}),
      };
  }
}

export function renderSingbox(proxies: ProxyNode[]): string {
  const tags = proxies.map((proxy) => proxy.name);
  const profile = {
    log: { level: 'info' },
    inbounds: [{ type: 'mixed', tag: 'mixed-in', listen: '127.0.0.1', listen_port: 2080 }],
    outbounds: [
      { type: 'selector', tag: SINGBOX_SELECTOR, outbounds: [SINGBOX_AUTO, ...tags, 'direct'], default: SINGBOX_AUTO },
      {
        type: 'urltest',
        tag: SINGBOX_AUTO,
        outbounds: tags.length > 0 ? tags : ['direct'],
        url: 'https://www.gstatic.com/generate_204',
        interval: '5m',
      },
      ...proxies.map(singboxOutbound),
      { type: 'direct', tag: 'direct' },
    ],
    route: {
      rules: [{ ip_is_private: true, outbound: 'direct' }],
      final: SINGBOX_SELECTOR,
      auto_detect_interface: true,
    },
  };
  return JSON.stringify(profile, null, 2);
}
