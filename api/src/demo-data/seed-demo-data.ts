// Demo data for a fresh install: the catalogue (nodes, plans, rules, shared accounts, announcements)
// and the demo customer's plan, bills, wallet, traffic history, audit hits, fetch log and check-in,
// so every services screen shows real rows.
import crypto from 'node:crypto';
import type { Db, Tx } from '../db/client';
import {
  auditHits,
  checkins,
  nodeAliveIps,
  serviceBills,
  subscribeFetchLogs,
  userServices,
  walletLedger,
  wallets,
} from '../db/schema';
import { serviceDay } from '../modules/services/rules';
import { newLinkToken, newSecrets } from '../modules/services/service-repo';
import { seedCatalogue } from './catalogue';
import { chargedTotals, demoTrafficRows, insertTraffic, seededRandom } from './demo-traffic';

const DAY = 24 * 3600 * 1000;
const GIB = 1024 ** 3;

export async function seedDemoData(db: Db | Tx, userId: number, now = new Date()): Promise<{ trafficRows: number }> {
  const catalogue = await seedCatalogue(db, now);
  const nodes = catalogue.nodeIds.map((id, index) => ({ id, rate: catalogue.nodeRates[index] ?? '1.00' }));
  // The offline node without any heartbeat never carried traffic.
  const traffic = demoTrafficRows(userId, nodes.slice(0, 5).concat(nodes.slice(6)), now);
  const charged = chargedTotals(traffic);
  const proStarted = new Date(now.getTime() - 20 * DAY);
  const proExpires = new Date(proStarted.getTime() + 30 * DAY);

  await db.insert(userServices).values({
    userId,
    level: 2,
    levelExpireAt: proExpires,
    trafficTotal: 300 * GIB + 50 * GIB,
    trafficUpload: charged.upload,
    trafficDownload: charged.download,
    linkToken: newLinkToken(),
    ...newSecrets(),
    port: 23_456,
    otherEmbyUuid: crypto.randomUUID(),
    speedLimitMbps: null,
    onlineIpLimit: 6,
  });
  // A balance with its ledger line, as every balance has (not cash: it earns no invite commission).
  await db.insert(wallets).values({ userId, balance: '88.50' });
  await db.insert(walletLedger).values({
    userId,
    kind: 'adjustment',
    amount: '88.50',
    balanceAfter: '88.50',
    description: 'Demo balance',
    createdAt: new Date(now.getTime() - 60 * DAY),
  });
  await db.insert(serviceBills).values([
    {
      userId,
      shopId: catalogue.shopIds.monthly,
      shopName: 'Standard · monthly',
      shopNameI18n: { 'zh-CN': '标准版 · 月付' },
      shopType: 'main_package',
      moneyAmount: '15.00',
      trafficTotal: 100 * GIB,
      trafficUsed: 61 * GIB,
      createdAt: new Date(proStarted.getTime() - 30 * DAY),
      expireAt: proStarted,
    },
    {
      userId,
      shopId: catalogue.shopIds.pro,
      shopName: 'Pro · monthly',
      shopNameI18n: { 'zh-CN': '专业版 · 月付' },
      shopType: 'main_package',
      moneyAmount: '29.90',
      trafficTotal: 300 * GIB,
      createdAt: proStarted,
      expireAt: proExpires,
      isAutoRenewal: false,
    },
    {
      userId,
      shopId: catalogue.shopIds.trafficPack,
      shopName: 'Traffic pack · 50 GB',
      shopNameI18n: { 'zh-CN': '流量包 · 50 GB' },
      shopType: 'additional_package',
      moneyAmount: '5.00',
      trafficTotal: 50 * GIB,
      createdAt: new Date(now.getTime() - 6 * DAY),
      expireAt: null,
    },
  ]);
  await insertTraffic(db, traffic);

  const random = seededRandom(7);
  await db.insert(auditHits).values(
    Array.from({ length: 6 }, (_, i) => ({
      userId,
      nodeId: nodes[i % 3]?.id ?? catalogue.nodeIds[0]!,
      ruleId: catalogue.ruleIds[i % catalogue.ruleIds.length]!,
      createdAt: new Date(now.getTime() - (i * 4 + random() * 3) * DAY),
    })),
  );
  await db.insert(subscribeFetchLogs).values([
    {
      userId,
      fetchedAt: new Date(now.getTime() - 2 * 3600 * 1000),
      ip: '203.0.113.24',
      userAgent: 'clash-verge/v2.2.3',
      format: 'clash',
    },
    {
      userId,
      fetchedAt: new Date(now.getTime() - 26 * 3600 * 1000),
      ip: '198.51.100.7',
      userAgent: 'SFA/1.11.4 (Android 14; sing-box 1.11.4)',
      format: 'singbox',
    },
    {
      userId,
      fetchedAt: new Date(now.getTime() - 3 * DAY),
      ip: '203.0.113.24',
      userAgent: 'v2rayN/7.10',
      format: 'base64',
    },
  ]);
  // Two devices online right now (the fleet keeps reporting them in demo mode).
  await db.insert(nodeAliveIps).values([
    {
      userId,
      nodeId: nodes[0]!.id,
      ip: '203.0.113.24',
      firstSeenAt: new Date(now.getTime() - 3 * 3600 * 1000),
      lastSeenAt: now,
    },
    {
      userId,
      nodeId: nodes[2]!.id,
      ip: '198.51.100.7',
      firstSeenAt: new Date(now.getTime() - 40 * 60 * 1000),
      lastSeenAt: now,
    },
  ]);
  await db.insert(checkins).values({
    userId,
    checkinDay: serviceDay(new Date(now.getTime() - DAY)),
    rewardBytes: 256 * 1024 ** 2,
    createdAt: new Date(now.getTime() - DAY),
  });
  return { trafficRows: traffic.length };
}
