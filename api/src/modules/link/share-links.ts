// Standard share links (v2rayN, Shadowrocket, Hiddify, most apps): vmess:// (v2rayN JSON),
// vless:// and trojan:// (the Xray URI scheme), ss:// (SIP002), hysteria2:// (the official URI).
import { DEFAULT_SS_METHOD, type ProxyNode, serverName, usesTls } from './proxies';

function hostPort(proxy: ProxyNode): string {
  // IPv6 literals are bracketed in URIs.
  return `${proxy.host.includes(':') ? `[${proxy.host}]` : proxy.host}:${proxy.port}`;
}

function fragment(name: string): string {
  return `#${encodeURIComponent(name)}`;
}

/** Query parameters of the Xray URI scheme shared by vless and trojan. */
function xrayParams(proxy: ProxyNode): URLSearchParams {
  const s = proxy.settings;
  const params = new URLSearchParams();
  const transport = s.transport ?? 'tcp';
  params.set('type', transport);
  if (proxy.protocol === 'vless') params.set('encryption', 'none');
  if (usesTls(proxy)) {
    const reality = s.security === 'reality';
    params.set('security', reality ? 'reality' : 'tls');
    params.set('sni', serverName(proxy));
    if (s.fingerprint) params.set('fp', s.fingerprint);
    if (reality && s.realityPublicKey) params.set('pbk', s.realityPublicKey);
    if (reality && s.realityShortId !== undefined) params.set('sid', s.realityShortId);
    if (s.insecure) params.set('allowInsecure', '1');
  } else {
    params.set('security', 'none');
  }
  if (s.flow) params.set('flow', s.flow);
  if (transport === 'ws') {
    params.set('path', s.path ?? '/');
    if (s.host) params.set('host', s.host);
  }
  if (transport === 'grpc' && s.serviceName) params.set('serviceName', s.serviceName);
  return params;
}

function vmessLink(proxy: ProxyNode): string {
  const s = proxy.settings;
  const tls = usesTls(proxy);
  const config = {
    v: '2',
    ps: proxy.name,
    add: proxy.host,
    port: String(proxy.port),
    id: proxy.uuid,
    aid: String(s.alterId ?? 0),
    scy: 'auto',
    net: s.transport ?? 'tcp',
    type: 'none',
    host: s.host ?? '',
    path: s.transport === 'grpc' ? (s.serviceName ?? '') : (s.path ?? ''),
    tls: tls ? 'tls' : '',
    sni: tls ? serverName(proxy) : '',
  };
  return `vmess://${Buffer.from(JSON.stringify(config), 'utf8').toString('base64')}`;
}

function shadowsocksLink(proxy: ProxyNode): string {
  const userInfo = Buffer.from(`${proxy.settings.method ?? DEFAULT_SS_METHOD}:${proxy.password}`, 'utf8').toString(
    'base64url',
  );
  return `ss://${userInfo}@${hostPort(proxy)}${fragment(proxy.name)}`;
}

function hysteria2Link(proxy: ProxyNode): string {
  const s = proxy.settings;
  const params = new URLSearchParams({ sni: serverName(proxy), insecure: s.insecure ? '1' : '0' });
  if (s.obfs) {
    params.set('obfs', s.obfs);
    params.set('obfs-password', s.obfsPassword ?? '');
  }
  return `hysteria2://${encodeURIComponent(proxy.password)}@${hostPort(proxy)}/?${params.toString()}${fragment(proxy.name)}`;
}

export function shareLink(proxy: ProxyNode): string {
  switch (proxy.protocol) {
    case 'vmess':
      return vmessLink(proxy);
    case 'vless':
      return `vless://${proxy.uuid}@${hostPort(proxy)}?${xrayParams(proxy).toString()}${fragment(proxy.name)}`;
    case 'trojan':
      return `trojan://${encodeURIComponent(proxy.password)}@${hostPort(proxy)}?${xrayParams(proxy).toString()}${fragment(proxy.name)}`;
    case 'shadowsocks':
      return shadowsocksLink(proxy);
    case 'hysteria2':
      return hysteria2Link(proxy);
  }
}

/** The base64 subscription: one share link a line, the whole list base64-encoded (v2rayN style). */
export function renderBase64(proxies: ProxyNode[]): string {
  return Buffer.from(proxies.map(shareLink).join('\n'), 'utf8').toString('base64');
}
