// Everything the dashboard shows beyond the account row, in one prepared statement: the service row, the
// wallet balance, today's and yesterday's effective traffic, the plan's name and the devices online. One
// round trip instead of six parallel ones (each a pooled connection, a parse and a plan), built from the
// same queries the services and bills modules own, so the rules stay where they are.
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { TextLanguage } from '@portal/shared/contract/admin';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { nodeAliveIps, nodes, userServices, wallets } from '../../db/schema';
import { ALIVE_IP_WINDOW_MS } from '../node-api/rules';
import { serviceDayStart } from '../services/rules';
import { effectiveTrafficBetween } from '../services/traffic-stats';
import { planNameQuery } from '../purchased-plans/bills';

const DAY_MS = 24 * 3600 * 1000;
/** Sightings read for the online devices (one per IP is kept, the newest). */
const DEVICE_SIGHTINGS = 100;

const param = {
  userId: sql.placeholder('userId'),
  now: sql.placeholder('now'),
  todayStart: sql.placeholder('todayStart'),
  tomorrowStart: sql.placeholder('tomorrowStart'),
  yesterdayStart: sql.placeholder('yesterdayStart'),
  devicesSince: sql.placeholder('devicesSince'),
  language: sql.placeholder('language'),
};

/** A one-value subquery as a selected field. */
const scalar = <T>(query: { getSQL(): unknown }) => sql<T>`(${query})`;

const dashboardRead = preparedPerDatabase((db: Db) => {
  const sightings = db
    .select({ ip: nodeAliveIps.ip, nodeId: nodes.id, nodeName: nodes.name, lastSeenAt: nodeAliveIps.lastSeenAt })
    .from(nodeAliveIps)
    .innerJoin(nodes, eq(nodes.id, nodeAliveIps.nodeId))
    .where(and(eq(nodeAliveIps.userId, param.userId), gt(nodeAliveIps.lastSeenAt, param.devicesSince)))
    .orderBy(desc(nodeAliveIps.lastSeenAt))
    .limit(DEVICE_SIGHTINGS)
    .as('sightings');
  return db
    .select({
      service: userServices,
      balance: scalar<string | null>(
        db.select({ balance: wallets.balance }).from(wallets).where(eq(wallets.userId, param.userId)),
      ).mapWith(wallets.balance),
      today: scalar<number | string>(
        effectiveTrafficBetween(db, param.userId, param.todayStart, param.tomorrowStart),
      ).mapWith(Number),
      yesterday: scalar<number | string>(
        effectiveTrafficBetween(db, param.userId, param.yesterdayStart, param.todayStart),
      ).mapWith(Number),
      planName: scalar<string | null>(planNameQuery(db, param.userId, param.now, param.language)),
      // [ip, node id, node name, last seen], newest first.
      sightings: sql<
        [string, number, string, string][]
      >`(select coalesce(json_agg(json_build_array(${sightings.ip}, ${sightings.nodeId}, ${sightings.nodeName}, ${sightings.lastSeenAt}) order by ${sightings.lastSeenAt} desc), '[]'::json) from ${sightings})`,
    })
    .from(userServices)
    .where(eq(userServices.userId, param.userId))
    .prepare('dashboard_read');
});

export interface OnlineDevice {
  ip: string;
  node_id: number;
  node_name: string;
  last_seen_at: string;
}

/** The dashboard's read for `userId` at `now`; undefined when the customer has no service row yet. */
export async function readDashboard(db: Db, userId: number, now: Date, language: TextLanguage) {
  const todayStart = serviceDayStart(now);
  const [row] = await dashboardRead(db).execute({
    userId,
    now: now.toISOString(),
    todayStart: todayStart.toISOString(),
    tomorrowStart: new Date(todayStart.getTime() + DAY_MS).toISOString(),
    yesterdayStart: new Date(todayStart.getTime() - DAY_MS).toISOString(),
    devicesSince: new Date(now.getTime() - ALIVE_IP_WINDOW_MS).toISOString(),
    language,
  });
  if (!row) return undefined;
  // One device per IP: its newest sighting (the list is newest first).
  const devices = new Map<string, OnlineDevice>();
  for (const [ip, nodeId, nodeName, lastSeenAt] of row.sightings) {
    if (!devices.has(ip)) {
      devices.set(ip, { ip, node_id: nodeId, node_name: nodeName, last_seen_at: new Date(lastSeenAt).toISOString() });
    }
  }
  return {
    service: row.service,
    balance: row.balance ?? '0.00',
    used: { today: row.today, yesterday: row.yesterday },
    planName: row.planName ?? undefined,
    devices: [...devices.values()],
  };
}
