// The demo nodes: every protocol, a few levels and rates, two offline (one never reported). The online
// five are played by the simulated fleet in demo mode (fleet/), the shadowsocks one as shadowsocks-mod.
import type { NodeProtocol, NodeSettings } from '../db/schema';

export interface DemoNode {
  name: string;
  location: string;
  countryCode: string;
  protocol: NodeProtocol;
  port: number;
  settings: NodeSettings;
  trafficRate: string;
  minLevel: number;
  /** Shown with a premium marker (faster or rarer routes). */
  isPremium: boolean;
  load: number;
  /** Minutes since the last heartbeat; null = never reported. */
  heartbeatAgo: number | null;
}

export const DEMO_NODES: DemoNode[] = [
  {
    name: 'Hong Kong 01',
    location: 'Hong Kong',
    countryCode: 'HK',
    protocol: 'vmess',
    port: 443,
    settings: { transport: 'ws', security: 'tls', path: '/ray', host: 'hk1.example.net' },
    trafficRate: '1.00',
    minLevel: 0,
    isPremium: false,
    load: 37,
    heartbeatAgo: 1,
  },
  {
    name: 'Tokyo 01',
    location: 'Tokyo',
    countryCode: 'JP',
    protocol: 'vless',
    port: 443,
    settings: {
      transport: 'tcp',
      security: 'reality',
      sni: 'www.example.com',
      flow: 'xtls-rprx-vision',
      realityPublicKey: 'Z84J2IelR9ch3k8VtlVhhs5ycBUlXA7wHBWcBrjqnAw',
      realityShortId: '6ba85179e30d4fc2',
      fingerprint: 'chrome',
    },
    trafficRate: '1.50',
    minLevel: 1,
    isPremium: true,
    load: 52,
    heartbeatAgo: 2,
  },
  {
    name: 'Singapore 01',
    location: 'Singapore',
    countryCode: 'SG',
    protocol: 'trojan',
    port: 443,
    settings: { transport: 'tcp', sni: 'sg1.example.net' },
    trafficRate: '1.00',
    minLevel: 0,
    isPremium: false,
    load: 21,
    heartbeatAgo: 0,
  },
  {
    name: 'Los Angeles 01',
    location: 'Los Angeles',
    countryCode: 'US',
    protocol: 'shadowsocks',
    port: 8388,
    // Run by shadowsocks-mod: a listener per customer on their own port, with their own cipher.
    settings: { method: 'chacha20-ietf-poly1305', portPerUser: true },
    trafficRate: '0.50',
    minLevel: 0,
    isPremium: false,
    load: 18,
    heartbeatAgo: 1,
  },
  {
    name: 'Frankfurt 01',
    location: 'Frankfurt',
    countryCode: 'DE',
    protocol: 'hysteria2',
    port: 8443,
    settings: { sni: 'de1.example.net', obfs: 'salamander', obfsPassword: 'demo-obfs-secret' },
    trafficRate: '2.00',
    minLevel: 2,
    isPremium: true,
    load: 64,
    heartbeatAgo: 1,
  },
  {
    name: 'Taipei 01',
    location: 'Taipei',
    countryCode: 'TW',
    protocol: 'vmess',
    port: 443,
    settings: { transport: 'grpc', security: 'tls', serviceName: 'grpc-ray', sni: 'tw1.example.net' },
    trafficRate: '1.00',
    minLevel: 1,
    isPremium: false,
    load: 0,
    heartbeatAgo: null,
  },
  {
    name: 'Seoul 01',
    location: 'Seoul',
    countryCode: 'KR',
    protocol: 'vless',
    port: 443,
    settings: { transport: 'ws', security: 'tls', path: '/vl', host: 'kr1.example.net' },
    trafficRate: '1.00',
    minLevel: 0,
    isPremium: false,
    load: 45,
    heartbeatAgo: 180,
  },
];
