// GET users: the customers entitled to the calling node right now — account not expired and not banned,
// plan level (0 once it expired) at least the node's class, traffic left — with what both node programs
// read: their own port, password, cipher and uuid, speed and device limits, devices online now.
import { and, countDistinct, eq, gt, lt, sql } from 'drizzle-orm';
import type { NodeUser } from '@portal/shared/contract';
import type { AppContext } from '../../context';
import { nodeAliveIps, userServices, users } from '../../db/schema';
import { DEFAULT_SS_METHOD } from '../link/proxies';
import type { NodeRow } from '../services/nodes-repo';
import { at } from './customers-served';
import { ALIVE_IP_WINDOW_MS } from './rules';

/** An SQL condition: the customer's plan level counts now and reaches the node's class. */
export function levelReaches(nodeClass: number, now: Date) {
  return sql`(case when ${userServices.levelExpireAt} > ${at(now)} then ${userServices.level} else 0 end) >= ${nodeClass}`;
}

export async function entitledUsers(ctx: AppContext, node: NodeRow): Promise<NodeUser[]> {
  // A disabled node gets an empty list: shadowsocks-mod then closes every port, XrayR removes every user.
  if (!node.isEnabled) return [];
  const now = ctx.now();
  const alive = ctx.db
    .select({ userId: nodeAliveIps.userId, devices: countDistinct(nodeAliveIps.ip).as('devices') })
    .from(nodeAliveIps)
    .where(gt(nodeAliveIps.lastSeenAt, new Date(now.getTime() - ALIVE_IP_WINDOW_MS)))
    .groupBy(nodeAliveIps.userId)
    .as('alive');
  const rows = await ctx.db
    .select({
      id: userServices.userId,
      port: userServices.port,
      passwd: userServices.ssPassword,
      method: userServices.ssMethod,
      uuid: userServices.ssUuid,
      speedLimit: userServices.speedLimitMbps,
      ipLimit: userServices.onlineIpLimit,
      devices: alive.devices,
    })
    .from(userServices)
    .innerJoin(users, eq(users.id, userServices.userId))
    .leftJoin(alive, eq(alive.userId, userServices.userId))
    .where(
      and(
        eq(users.isBan, false),
        gt(users.accountExpireAt, now),
        lt(sql`${userServices.trafficUpload} + ${userServices.trafficDownload}`, userServices.trafficTotal),
        levelReaches(node.minLevel, now),
      ),
    )
    .orderBy(userServices.userId);

  const { nodeForbiddenIp, nodeForbiddenPort } = ctx.config;
  // On a one-listener node (XrayR) every customer uses the node's cipher; the row says so.
  const nodeMethod =
    node.protocol === 'shadowsocks' && !node.settings.portPerUser ? (node.settings.method ?? DEFAULT_SS_METHOD) : null;
  return rows.map((row) => ({
    id: row.id,
    port: row.port,
    passwd: row.passwd,
    method: nodeMethod ?? row.method,
    obfs: 'plain',
    protocol: 'origin',
    obfs_param: '',
    protocol_param: '',
    is_multi_user: 0,
    forbidden_ip: nodeForbiddenIp,
    forbidden_port: nodeForbiddenPort,
    node_speedlimit: row.speedLimit ?? 0,
    node_iplimit: row.ipLimit ?? 0,
    node_connector: row.ipLimit ?? 0,
    alive_ip: Number(row.devices ?? 0),
    uuid: row.uuid,
  }));
}
