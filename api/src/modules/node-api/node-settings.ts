// A node's settings as node software reads them (GET nodes/{id}/info): shadowsocks-mod needs the speed
// limit, rate and mu_only; XrayR builds its inbound from custom_config (strings, except two flags and
// reality-opts) because `version` says so. Pure: the node row in, the answer out.
import type { NodeSettings as NodeSettingsAnswer } from '@portal/shared/contract';
import type { NodeRow } from '../services/nodes-repo';
import { DEFAULT_SS_METHOD } from '../link/proxies';
import { NODE_SORT, PANEL_VERSION } from './rules';

type CustomConfig = NodeSettingsAnswer['custom_config'];

/** The listener XrayR opens for the node: protocol, port, transport, TLS or REALITY. */
function customConfig(node: NodeRow): CustomConfig {
  const s = node.settings;
  const config: CustomConfig = { offset_port_node: String(node.port) };
  const transport = s.transport ?? 'tcp';
  switch (node.protocol) {
    case 'shadowsocks':
      config.method = s.method ?? DEFAULT_SS_METHOD;
      break;
    case 'vmess':
    case 'vless':
      config.network = transport;
      config.security = s.security === 'tls' ? 'tls' : '';
      if (node.protocol === 'vless') {
        config.enable_vless = '1';
        if (s.flow) config.flow = s.flow;
        if (s.security === 'reality') {
          config.enable_reality = true;
          config['reality-opts'] = {
            dest: s.realityDest ?? `${s.sni ?? node.host}:443`,
            server_names: [s.sni ?? node.host],
            private_key: s.realityPrivateKey ?? '',
            short_ids: s.realityShortId !== undefined ? [s.realityShortId] : [''],
          };
        }
      }
      break;
    case 'trojan':
      config.network = transport;
      config.security = 'tls';
      break;
    case 'hysteria2':
      config.security = 'tls';
      if (s.obfs) {
        config.obfs = s.obfs;
        config.obfs_password = s.obfsPassword ?? '';
      }
      break;
  }
  if (s.host) config.host = s.host;
  else if (s.sni) config.host = s.sni;
  if (s.path) config.path = s.path;
  if (s.serviceName) config.servicename = s.serviceName;
  if (s.sni) config.sni = s.sni;
  return config;
}

export function nodeSettingsAnswer(node: NodeRow): NodeSettingsAnswer {
  return {
    node_group: 0,
    node_class: node.minLevel,
    node_speedlimit: node.speedLimitMbps,
    traffic_rate: Number(node.trafficRate),
    // 0: open every row; every row the portal serves is a customer with a port of their own.
    mu_only: 0,
    sort: NODE_SORT[node.protocol] ?? 0,
    server: node.host,
    type: node.protocol,
    version: PANEL_VERSION,
    custom_config: customConfig(node),
  };
}
