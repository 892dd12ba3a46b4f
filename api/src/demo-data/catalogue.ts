// The demo install's shared rows: nodes of every protocol (some offline), plans (named and described in
// English and Chinese, as migration 0013 names those of older installs), audit rules,
// shared accounts and announcements. Hosts are under example.net (reserved, RFC 2606).
import type { Db, Tx } from '../db/client';
import { announcements, auditRules, nodes, shareAccounts, shopItems } from '../db/schema';
import { DEMO_NODES, type DemoNode } from './demo-nodes';

const GIB = 1024 ** 3;
const MINUTE = 60 * 1000;

export interface DemoCatalogue {
  /** Every demo node; the demo customer's level (2) allows all of them. */
  nodeIds: number[];
  nodeRates: string[];
  shopIds: { monthly: number; pro: number; trafficPack: number };
  ruleIds: number[];
}

function isOnline(node: DemoNode): boolean {
  return node.heartbeatAgo !== null && node.heartbeatAgo <= 5;
}

export async function seedCatalogue(db: Db | Tx, now: Date): Promise<DemoCatalogue> {
  const insertedNodes = await db
    .insert(nodes)
    .values(
      DEMO_NODES.map((node, index) => ({
        name: node.name,
        description: `${node.location} · ${node.protocol}`,
        location: node.location,
        countryCode: node.countryCode,
        protocol: node.protocol,
        host: `${node.countryCode.toLowerCase()}1.example.net`,
        port: node.port,
        settings: node.settings,
        trafficRate: node.trafficRate,
        minLevel: node.minLevel,
        isPremium: node.isPremium,
        load: node.load,
        bandwidth: node.minLevel >= 1 ? '10 Gbps' : '1 Gbps',
        onlineUserCount: isOnline(node) ? 10 + index * 7 : 0,
        lastHeartbeatAt: node.heartbeatAgo === null ? null : new Date(now.getTime() - node.heartbeatAgo * MINUTE),
        uptimeSeconds: node.heartbeatAgo === null ? null : (3 + index) * 86_400,
        // The online ones are played by the simulated fleet in demo mode; the offline two stay offline.
        isSimulated: isOnline(node),
        sortOrder: index,
      })),
    )
    .returning({ id: nodes.id, rate: nodes.trafficRate });

  const [monthly, pro, trafficPack] = await db
    .insert(shopItems)
    .values([
      {
        name: 'Standard · monthly',
        nameI18n: { 'zh-CN': '标准版 · 月付' },
        contentI18n: { 'zh-CN': '每月 100 GB\n标准节点\n3 台设备同时在线' },
        moneyAmount: '15.00',
        trafficBytes: 100 * GIB,
        level: 1,
        levelDays: 30,
        accountDays: 30,
        // Monthly on the day of purchase (docs/adr/0017).
        resetDays: null,
        speedLimitMbps: 300,
        onlineIpLimit: 3,
        content: '100 GB a month\nStandard nodes\n3 devices at once',
        isAutoResetBandwidth: true,
        sortOrder: 0,
      },
      {
        name: 'Pro · monthly',
        nameI18n: { 'zh-CN': '专业版 · 月付' },
        contentI18n: { 'zh-CN': '每月 300 GB\n全部节点，含高级节点\n6 台设备同时在线' },
        moneyAmount: '29.90',
        trafficBytes: 300 * GIB,
        level: 2,
        levelDays: 30,
        accountDays: 30,
        // Monthly on the day of purchase (docs/adr/0017).
        resetDays: null,
        speedLimitMbps: null,
        onlineIpLimit: 6,
        content: '300 GB a month\nEvery node, premium included\n6 devices at once',
        isAutoResetBandwidth: true,
        sortOrder: 1,
      },
      {
        name: 'Traffic pack · 50 GB',
        nameI18n: { 'zh-CN': '流量包 · 50 GB' },
        contentI18n: { 'zh-CN': '为当前套餐增加 50 GB\n永不过期' },
        shopType: 'additional_package' as const,
        moneyAmount: '5.00',
        trafficBytes: 50 * GIB,
        content: '50 GB added to the current plan\nNever expires',
        sortOrder: 2,
      },
      {
        name: 'Pro · yearly',
        nameI18n: { 'zh-CN': '专业版 · 年付' },
        contentI18n: { 'zh-CN': '一年内每月 300 GB\n全部节点，含高级节点' },
        moneyAmount: '299.00',
        trafficBytes: 300 * GIB,
        level: 2,
        levelDays: 365,
        accountDays: 365,
        // Monthly on the day of purchase (docs/adr/0017).
        resetDays: null,
        onlineIpLimit: 6,
        content: '300 GB every month for a year\nEvery node, premium included',
        isAutoResetBandwidth: true,
        sortOrder: 3,
      },
    ])
    .returning({ id: shopItems.id });

  const rules = await db
    .insert(auditRules)
    .values([
      {
        name: 'BitTorrent',
        text: 'Peer-to-peer file sharing is not allowed on shared nodes',
        regex: '(BitTorrent protocol)|(announce\\.php\\?passkey=)|(\\.torrent)',
        type: 2,
      },
      { name: 'Mail relay', text: 'Outgoing SMTP is blocked to prevent spam', regex: '^(.*)\\:(25|465|587)$', type: 1 },
      {
        name: 'Speed tests',
        text: 'Speed-test sites are blocked to keep nodes fast for everyone',
        regex: '(.*\\.||)(speedtest|fast)\\.(net|com)',
        type: 1,
      },
    ])
    .returning({ id: auditRules.id });

  await db.insert(shareAccounts).values([
    {
      name: 'Streaming pass A',
      serverAddress: 'share1.example.net',
      port: 443,
      password: 'share-a-4f9c',
      method: 'chacha20-ietf-poly1305',
      protocol: 'shadowsocks',
      maxUsers: 5,
      currentUsers: 3,
      trafficLimit: 500 * GIB,
      trafficUsed: 123 * GIB,
      status: 'active',
      minLevel: 0,
      expireAt: new Date(now.getTime() + 90 * 24 * 3600 * 1000),
    },
    {
      name: 'Streaming pass Pro',
      serverAddress: 'share2.example.net',
      port: 8443,
      password: 'share-pro-91d2',
      method: 'aes-256-gcm',
      protocol: 'shadowsocks',
      maxUsers: 3,
      currentUsers: 1,
      trafficLimit: 1000 * GIB,
      trafficUsed: 42 * GIB,
      status: 'active',
      minLevel: 2,
      expireAt: new Date(now.getTime() + 180 * 24 * 3600 * 1000),
    },
  ]);

  await db.insert(announcements).values([
    {
      annType: 'index_ann',
      markdownText: '**Welcome!** New Frankfurt node (Hysteria2) is online. Maintenance of Taipei 01 is under way.',
      htmlText:
        '<p><strong>Welcome!</strong> New Frankfurt node (Hysteria2) is online. Maintenance of Taipei 01 is under way.</p>',
    },
    {
      annType: 'pop_up_ann',
      markdownText: "Update your apps' subscription after resetting your link.",
      htmlText: '<p>Update your apps&#39; subscription after resetting your link.</p>',
    },
  ]);

  if (!monthly || !pro || !trafficPack) throw new Error('Demo plans were not stored');
  return {
    nodeIds: insertedNodes.map((node) => node.id),
    nodeRates: insertedNodes.map((node) => node.rate),
    shopIds: { monthly: monthly.id, pro: pro.id, trafficPack: trafficPack.id },
    ruleIds: rules.map((rule) => rule.id),
  };
}
