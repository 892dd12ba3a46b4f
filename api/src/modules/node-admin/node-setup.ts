// What an operator pastes into the node software for a node: shadowsocks-mod's userapiconfig.py lines
// and an XrayR config.yml `Nodes` entry (PanelType SSpanel), with this portal's node API URL. Both
// programs append /mod_mu/… to the URL they are given (api/README.md, "Node API").
import type { NodeSetup } from '@portal/shared/contract';
import type { NodeRow } from '../services/nodes-repo';

/** Where a key goes when the key itself is not at hand (it is shown only once). */
const KEY_PLACEHOLDER = '<NODE_KEY>';

const XRAYR_TYPES: Record<NodeRow['protocol'], string | null> = {
  vmess: 'V2ray',
  vless: 'V2ray',
  trojan: 'Trojan',
  shadowsocks: 'Shadowsocks',
  hysteria2: null,
};

function shadowsocksMod(node: NodeRow, apiUrl: string, key: string): string {
  if (node.protocol !== 'shadowsocks') {
    return `# shadowsocks-mod serves shadowsocks nodes only; this node is ${node.protocol}: use XrayR.`;
  }
  return [
    '# userapiconfig.py',
    `NODE_ID = ${node.id}`,
    "API_INTERFACE = 'modwebapi'",
    `WEBAPI_URL = '${apiUrl}'`,
    `WEBAPI_TOKEN = '${key}'`,
    ...(node.settings.portPerUser
      ? []
      : ["# One listener for every customer is XrayR's model; for shadowsocks-mod turn on 'a port per customer'."]),
  ].join('\n');
}

function xrayr(node: NodeRow, apiUrl: string, key: string): string {
  const type = XRAYR_TYPES[node.protocol];
  if (!type) return `# XrayR has no ${node.protocol}: run node software that speaks the SSPanel node API for it.`;
  const tls = node.settings.security === 'tls' || node.protocol === 'trojan';
  return [
    '# config.yml, under Nodes:',
    '  - PanelType: "SSpanel"',
    '    ApiConfig:',
    `      ApiHost: "${apiUrl}"`,
    `      ApiKey: "${key}"`,
    `      NodeID: ${node.id}`,
    `      NodeType: ${type}`,
    '      Timeout: 30',
    `      EnableVless: ${node.protocol === 'vless'}`,
    '      SpeedLimit: 0 # the portal sends each customer’s limit',
    '      DeviceLimit: 0 # the portal sends each customer’s limit',
    '    ControllerConfig:',
    '      ListenIP: 0.0.0.0',
    '      UpdatePeriodic: 60',
    '      CertConfig:',
    `        CertMode: ${tls ? 'file' : 'none'}`,
    ...(tls
      ? [
          `        CertDomain: "${node.settings.sni ?? node.host}"`,
          '        CertFile: /etc/XrayR/cert/node.crt',
          '        KeyFile: /etc/XrayR/cert/node.key',
        ]
      : []),
  ].join('\n');
}

/** The settings to paste for `node`, with `key` (or the placeholder) where its key goes. */
export function nodeSetup(node: NodeRow, publicUrl: string, key = KEY_PLACEHOLDER): NodeSetup {
  const apiUrl = `${publicUrl.replace(/\/+$/, '')}/v1`;
  return { api_url: apiUrl, shadowsocks_mod: shadowsocksMod(node, apiUrl, key), xrayr: xrayr(node, apiUrl, key) };
}
