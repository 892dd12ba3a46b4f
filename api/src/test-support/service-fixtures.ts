// Rows the services tests need, written straight to the database: nodes, a customer's plan state,
// hourly traffic, plans and bills, audit rules and hits.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditHits, auditRules, nodes, serviceBills, shopItems, trafficRecords, userServices } from '../db/schema';
import { ensureService, type ServiceRow } from '../modules/services/service-repo';

export const GIB = 1024 ** 3;
const DAY = 24 * 3600 * 1000;

type NodeInsert = typeof nodes.$inferInsert;

let nodeCounter = 0;

export async function addNode(db: Db, node: Partial<NodeInsert> = {}): Promise<number> {
  nodeCounter += 1;
  const [row] = await db
    .insert(nodes)
    .values({
      name: `Node ${nodeCounter}`,
      location: 'Tokyo',
      countryCode: 'JP',
      protocol: 'trojan',
      host: `n${nodeCounter}.example.net`,
      port: 443,
      lastHeartbeatAt: new Date(),
      ...node,
    })
    .returning({ id: nodes.id });
  if (!row) throw new Error('node not stored');
  return row.id;
}

/** One node of each protocol with typical settings; answers their ids in this order. */
export async function addNodeOfEachProtocol(db: Db, minLevel = 0): Promise<number[]> {
  return [
    await addNode(db, {
      name: 'VMess WS',
      protocol: 'vmess',
      settings: { transport: 'ws', security: 'tls', path: '/ray', host: 'cdn.example.net' },
      minLevel,
    }),
    await addNode(db, {
      name: 'VLESS Reality',
      protocol: 'vless',
      settings: {
        security: 'reality',
        sni: 'www.example.com',
        flow: 'xtls-rprx-vision',
        realityPublicKey: 'pbk',
        realityShortId: 'ab12',
        fingerprint: 'chrome',
      },
      minLevel,
    }),
    await addNode(db, { name: 'Trojan', protocol: 'trojan', settings: { sni: 'tj.example.net' }, minLevel }),
    await addNode(db, {
      name: 'SS',
      protocol: 'shadowsocks',
      port: 8388,
      settings: { method: 'aes-256-gcm' },
      minLevel,
    }),
    await addNode(db, {
      name: 'Hy2',
      protocol: 'hysteria2',
      port: 8443,
      settings: { sni: 'hy.example.net', obfs: 'salamander', obfsPassword: 'ob' },
      minLevel,
    }),
  ];
}

/** The customer's service with these fields (level 1 for 30 days by default). */
export async function setService(
  db: Db,
  userId: number,
  patch: Partial<typeof userServices.$inferInsert> = {},
): Promise<ServiceRow> {
  await ensureService(db, userId);
  const [row] = await db
    .update(userServices)
    .set({ level: 1, levelExpireAt: new Date(Date.now() + 30 * DAY), ...patch })
    .where(eq(userServices.userId, userId))
    .returning();
  if (!row) throw new Error('service not stored');
  return row;
}

export async function addTraffic(
  db: Db,
  rows: { userId: number; nodeId: number; bucketStart: Date; upload: number; download: number; rate?: string }[],
): Promise<void> {
  await db.insert(trafficRecords).values(rows.map((row) => ({ rate: '1.00', ...row })));
}

export async function addShopItem(db: Db, item: Partial<typeof shopItems.$inferInsert> = {}): Promise<number> {
  const [row] = await db
    .insert(shopItems)
    .values({
      name: 'Plan',
      moneyAmount: '10.00',
      trafficBytes: 100 * GIB,
      level: 1,
      levelDays: 30,
      accountDays: 30,
      content: 'Plan',
      ...item,
    })
    .returning({ id: shopItems.id });
  if (!row) throw new Error('plan not stored');
  return row.id;
}

export async function addBill(
  db: Db,
  userId: number,
  shopId: number,
  bill: Partial<typeof serviceBills.$inferInsert> = {},
): Promise<number> {
  const [row] = await db
    .insert(serviceBills)
    .values({
      userId,
      shopId,
      shopName: 'Plan',
      shopType: 'main_package',
      moneyAmount: '10.00',
      trafficTotal: 100 * GIB,
      expireAt: new Date(Date.now() + 30 * DAY),
      ...bill,
    })
    .returning({ id: serviceBills.id });
  if (!row) throw new Error('bill not stored');
  return row.id;
}

export async function addAuditHit(
  db: Db,
  userId: number,
  nodeId: number,
  rule: { name: string } = { name: 'BitTorrent' },
): Promise<{ hitId: number; ruleId: number }> {
  const [ruleRow] = await db
    .insert(auditRules)
    .values({ name: rule.name, text: `${rule.name} is blocked`, regex: 'x', type: 1 })
    .returning({ id: auditRules.id });
  if (!ruleRow) throw new Error('rule not stored');
  const [hit] = await db
    .insert(auditHits)
    .values({ userId, nodeId, ruleId: ruleRow.id })
    .returning({ id: auditHits.id });
  if (!hit) throw new Error('hit not stored');
  return { hitId: hit.id, ruleId: ruleRow.id };
}
