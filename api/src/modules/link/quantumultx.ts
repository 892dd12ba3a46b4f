// Quantumult X server lines (a "server_remote" resource: one `type=host:port, key=value…, tag=Name` a line),
// for the nodes Quantumult X can speak: shadowsocks, VMess and Trojan, and VLESS without Reality or flow,
// over TCP or WebSocket, with or without TLS. gRPC, Reality and Hysteria 2 are left out.
import { DEFAULT_SS_METHOD, type ProxyNode, serverName, usesTls } from './proxies';

/** Quantumult X splits a line on commas: a tag may not hold one. */
function quantumultXTag(name: string): string {
  return name.replace(/,/g, ' ').replace(/\s+/g, ' ').trim();
}

function quantumultXSupports(proxy: ProxyNode): boolean {
  const s = proxy.settings;
  if (proxy.protocol === 'hysteria2') return false;
  if (s.transport === 'grpc' || s.security === 'reality' || s.flow) return false;
  return true;
}

/** The transport and TLS keys of VMess, VLESS and Trojan (obfs=ws|wss|over-tls; over wss the SNI is obfs-host). */
function transportKeys(proxy: ProxyNode): string[] {
  const s = proxy.settings;
  const tls = usesTls(proxy);
  const verify = tls ? [`tls-verification=${!(s.insecure ?? false)}`] : [];
  if (s.transport === 'ws') {
    return [
      `obfs=${tls ? 'wss' : 'ws'}`,
      `obfs-host=${s.host ?? serverName(proxy)}`,
      `obfs-uri=${s.path ?? '/'}`,
      ...verify,
    ];
  }
  if (!tls) return [];
  if (proxy.protocol === 'trojan') return ['over-tls=true', `tls-host=${serverName(proxy)}`, ...verify];
  return ['obfs=over-tls', `obfs-host=${serverName(proxy)}`, ...verify];
}

function quantumultXLine(proxy: ProxyNode): string {
  const at = `${proxy.host.includes(':') ? `[${proxy.host}]` : proxy.host}:${proxy.port}`;
  const tag = `tag=${quantumultXTag(proxy.name)}`;
  switch (proxy.protocol) {
    case 'shadowsocks':
      return [
        `shadowsocks=${at}`,
        `method=${proxy.settings.method ?? DEFAULT_SS_METHOD}`,
        `password=${proxy.password}`,
        'fast-open=false',
        'udp-relay=true',
        tag,
      ].join(', ');
    case 'vmess':
      return [
        `vmess=${at}`,
        'method=chacha20-ietf-poly1305',
        `password=${proxy.uuid}`,
        ...transportKeys(proxy),
        `aead=${(proxy.settings.alterId ?? 0) === 0}`,
        'fast-open=false',
        'udp-relay=false',
        tag,
      ].join(', ');
    case 'vless':
      return [
        `vless=${at}`,
        'method=none',
        `password=${proxy.uuid}`,
        ...transportKeys(proxy),
        'fast-open=false',
        'udp-relay=false',
        tag,
      ].join(', ');
    case 'trojan':
      return [
        `trojan=${at}`,
        `password=${proxy.password}`,
        ...transportKeys(proxy),
        'fast-open=false',
        'udp-relay=false',
        tag,
      ].join(', ');
    case 'hysteria2':
      throw new Error('Quantumult X has no Hysteria 2');
  }
}

export function renderQuantumultX(proxies: ProxyNode[]): string {
  return `${proxies.filter(quantumultXSupports).map(quantumultXLine).join('\n')}\n`;
}
