// A node as one customer connects to it: the node's parameters with the customer's uuid/password.
// Every output format (share links, Clash, sing-box) renders from this one model.
import type { NodeProtocol, NodeSettings } from '../../db/schema';

export interface ProxyNode {
  name: string;
  protocol: NodeProtocol;
  host: string;
  port: number;
  settings: NodeSettings;
  /** vmess, vless. */
  uuid: string;
  /** trojan (the uuid), shadowsocks, hysteria2 (the connection password). */
  password: string;
}

export interface NodeLike {
  name: string;
  protocol: NodeProtocol;
  host: string;
  port: number;
  settings: NodeSettings;
}

/** The customer's secrets a connection uses, from their service row. */
export interface CustomerSecrets {
  ssUuid: string;
  ssPassword: string;
  /** Their own port and cipher, used on shadowsocks nodes run by shadowsocks-mod (`portPerUser`). */
  port?: number;
  ssMethod?: string;
}

/**
 * The node as this customer connects to it. As node software keys customers: vmess/vless by uuid, trojan by
 * uuid too (XrayR, like SSPanel, takes the uuid as the trojan password), shadowsocks and hysteria2 by the
 * password; a shadowsocks-mod node (one listener per customer) on the customer's port with their cipher.
 */
export function toProxy(node: NodeLike, secrets: CustomerSecrets): ProxyNode {
  const perUser = node.protocol === 'shadowsocks' && node.settings.portPerUser === true;
  return {
    name: node.name,
    protocol: node.protocol,
    host: node.host,
    port: perUser && secrets.port !== undefined ? secrets.port : node.port,
    settings: perUser && secrets.ssMethod ? { ...node.settings, method: secrets.ssMethod } : node.settings,
    uuid: secrets.ssUuid,
    password: node.protocol === 'trojan' ? secrets.ssUuid : secrets.ssPassword,
  };
}

export const DEFAULT_SS_METHOD = 'chacha20-ietf-poly1305';

/** Whether the connection is wrapped in TLS (trojan and hysteria2 always are). */
export function usesTls(proxy: ProxyNode): boolean {
  if (proxy.protocol === 'trojan' || proxy.protocol === 'hysteria2') return true;
  if (proxy.protocol === 'shadowsocks') return false;
  return (proxy.settings.security ?? 'none') !== 'none';
}

/** The TLS server name: the configured SNI, else the host. */
export function serverName(proxy: ProxyNode): string {
  return proxy.settings.sni ?? proxy.host;
}

/** Names must be unique within a profile (Clash and sing-box refer to proxies by name). */
export function uniqueNames(proxies: ProxyNode[]): ProxyNode[] {
  const seen = new Map<string, number>();
  return proxies.map((proxy) => {
    const n = (seen.get(proxy.name) ?? 0) + 1;
    seen.set(proxy.name, n);
    return n === 1 ? proxy : { ...proxy, name: `${proxy.name} ${n}` };
  });
}

/** The connection settings a customer copies by hand (node config page). */
export function connectionSettings(proxy: ProxyNode): Record<string, string | number | boolean> {
  const s = proxy.settings;
  const out: Record<string, string | number | boolean> = {};
  if (proxy.protocol === 'vmess' || proxy.protocol === 'vless') out.uuid = proxy.uuid;
  else out.password = proxy.password;
  if (proxy.protocol === 'shadowsocks') out.method = s.method ?? DEFAULT_SS_METHOD;
  if (proxy.protocol === 'vmess') out.alter_id = s.alterId ?? 0;
  if (proxy.protocol === 'vless') out.encryption = 'none';
  if (s.flow) out.flow = s.flow;
  if (proxy.protocol !== 'shadowsocks' && proxy.protocol !== 'hysteria2') out.transport = s.transport ?? 'tcp';
  if (usesTls(proxy)) {
    out.security = proxy.protocol === 'vless' && s.security === 'reality' ? 'reality' : 'tls';
    out.sni = serverName(proxy);
    out.allow_insecure = s.insecure ?? false;
  }
  if (s.host) out.host = s.host;
  if (s.path) out.path = s.path;
  if (s.serviceName) out.service_name = s.serviceName;
  if (s.realityPublicKey) out.public_key = s.realityPublicKey;
  if (s.realityShortId !== undefined) out.short_id = s.realityShortId;
  if (s.fingerprint) out.fingerprint = s.fingerprint;
  if (s.obfs) {
    out.obfs = s.obfs;
    out.obfs_password = s.obfsPassword ?? '';
  }
  return out;
}
