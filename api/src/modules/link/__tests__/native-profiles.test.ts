// Surge and Quantumult X profiles rendered from the one proxy model: the lines each app reads, only for
// the nodes it can speak, with names it cannot misread.
import type { ProxyNode } from '../proxies';
import { renderQuantumultX } from '../quantumultx';
import { renderSurge } from '../surge';

const UUID = '6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b';
const node = (name: string, protocol: ProxyNode['protocol'], settings: ProxyNode['settings'] = {}, port = 443) => ({
  name,
  protocol,
  host: `${protocol}.example.net`,
  port,
  settings,
  uuid: UUID,
  password: protocol === 'trojan' ? UUID : 'pw-1',
});

const PROXIES: ProxyNode[] = [
  node('SS, Tokyo = 1', 'shadowsocks', { method: 'aes-256-gcm' }, 8388),
  node('VMess WS', 'vmess', {
    transport: 'ws',
    security: 'tls',
    path: '/ray',
    host: 'cdn.example.net',
    sni: 'sni.example.net',
  }),
  node('VMess TCP', 'vmess', {}, 10086),
  node('Trojan', 'trojan', { sni: 'tj.example.net' }),
  node('Trojan WS', 'trojan', { transport: 'ws', path: '/t', insecure: true }),
  node('VLESS TLS', 'vless', { security: 'tls' }),
  node('VLESS Reality', 'vless', { security: 'reality', flow: 'xtls-rprx-vision', realityPublicKey: 'k' }),
  node('VMess gRPC', 'vmess', { transport: 'grpc', security: 'tls', serviceName: 'g' }),
  node('Hy2', 'hysteria2', { sni: 'hy.example.net' }, 8443),
  node('Hy2 obfs', 'hysteria2', { obfs: 'salamander', obfsPassword: 'o' }, 8444),
];

describe('Surge profile', () => {
  const profile = renderSurge(PROXIES, 'https://portal.example.com/link/tok?target=surge', 86400);
  const section = (name: string) => {
    const start = profile.indexOf(`[${name}]\n`);
    const end = profile.indexOf('\n[', start + 1);
    return profile
      .slice(start, end === -1 ? undefined : end)
      .split('\n')
      .slice(1)
      .filter(Boolean);
  };

  it('starts with #!MANAGED-CONFIG so Surge updates it from the link', () => {
    expect(profile.split('\n')[0]).toBe(
      '#!MANAGED-CONFIG https://portal.example.com/link/tok?target=surge interval=86400 strict=false',
    );
    expect(section('General')).toContain('proxy-test-url = http://www.gstatic.com/generate_204');
  });

  it('has a ss, vmess, trojan and hysteria2 line for each node Surge speaks, and none for the others', () => {
    expect(section('Proxy')).toEqual([
      'SS Tokyo 1 = ss, shadowsocks.example.net, 8388, encrypt-method=aes-256-gcm, password=pw-1, udp-relay=true',
      `VMess WS = vmess, vmess.example.net, 443, username=${UUID}, vmess-aead=true, ws=true, ws-path=/ray, ws-headers=Host:cdn.example.net, tls=true, sni=sni.example.net, skip-cert-verify=false`,
      `VMess TCP = vmess, vmess.example.net, 10086, username=${UUID}, vmess-aead=true`,
      `Trojan = trojan, trojan.example.net, 443, password=${UUID}, sni=tj.example.net, skip-cert-verify=false`,
      `Trojan WS = trojan, trojan.example.net, 443, password=${UUID}, ws=true, ws-path=/t, sni=trojan.example.net, skip-cert-verify=true`,
      'Hy2 = hysteria2, hysteria2.example.net, 8443, password=pw-1, sni=hy.example.net, skip-cert-verify=false',
    ]);
  });

  it('groups the served nodes: a selector and a url-test; rules end in FINAL', () => {
    const names = 'SS Tokyo 1, VMess WS, VMess TCP, Trojan, Trojan WS, Hy2';
    expect(section('Proxy Group')).toEqual([
      `Proxy = select, Auto, ${names}, DIRECT`,
      `Auto = url-test, ${names}, url=http://www.gstatic.com/generate_204, interval=600, tolerance=50`,
    ]);
    expect(section('Rule').at(-1)).toBe('FINAL,Proxy,dns-failed');
  });

  it('is still a valid profile with no node to offer', () => {
    const empty = renderSurge([], 'https://p.example/link/t?target=surge', 3600);
    expect(empty).toContain('[Proxy Group]\nProxy = select, DIRECT\n');
  });
});

describe('Quantumult X server lines', () => {
  const lines = renderQuantumultX(PROXIES).trim().split('\n');

  it('writes shadowsocks=, vmess=, trojan= and vless= lines tagged with the node name', () => {
    expect(lines).toEqual([
      'shadowsocks=shadowsocks.example.net:8388, method=aes-256-gcm, password=pw-1, fast-open=false, udp-relay=true, tag=SS Tokyo = 1',
      `vmess=vmess.example.net:443, method=chacha20-ietf-poly1305, password=${UUID}, obfs=wss, obfs-host=cdn.example.net, obfs-uri=/ray, tls-verification=true, aead=true, fast-open=false, udp-relay=false, tag=VMess WS`,
      `vmess=vmess.example.net:10086, method=chacha20-ietf-poly1305, password=${UUID}, aead=true, fast-open=false, udp-relay=false, tag=VMess TCP`,
      `trojan=trojan.example.net:443, password=${UUID}, over-tls=true, tls-host=tj.example.net, tls-verification=true, fast-open=false, udp-relay=false, tag=Trojan`,
      `trojan=trojan.example.net:443, password=${UUID}, obfs=wss, obfs-host=trojan.example.net, obfs-uri=/t, tls-verification=false, fast-open=false, udp-relay=false, tag=Trojan WS`,
      `vless=vless.example.net:443, method=none, password=${UUID}, obfs=over-tls, obfs-host=vless.example.net, tls-verification=true, fast-open=false, udp-relay=false, tag=VLESS TLS`,
    ]);
  });
});
