// Which customers a node may report for. A report naming anyone else is refused as a whole (nothing is
// written), so a node pointed at the wrong portal, or given another node's id, cannot charge customers.
// Served: a customer whose plan reaches the node's class now or did within the last hour (their last
// minute still counts after the plan ends), every customer on a class-0 node, and anyone the node
// reported traffic for in this or the previous hour (a plan changed mid-session).
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { at, queryRows } from '../../db/raw-sql';
import type { NodeRow } from '../services/nodes-repo';
import { refuse } from './node-http';
import { hourStart } from './rules';

const HOUR_MS = 3600 * 1000;
/** How long after a plan ends a node may still report its customer's last traffic. */
const GRACE_MS = HOUR_MS;

/**
 * Refuses (400 / 403) unless every id is a customer this node serves. With `lock`, their service rows stay
 * locked until the transaction ends, taken in id order so that nodes reporting the same customers at
 * once wait for each other instead of deadlocking.
 */
export async function assertServed(
  db: Db | Tx,
  node: NodeRow,
  userIds: readonly number[],
  now: Date,
  options: { lock?: boolean } = {},
): Promise<void> {
  if (userIds.length === 0) return;
  const recentlyEntitled = new Date(now.getTime() - GRACE_MS);
  const previousHour = new Date(hourStart(now).getTime() - HOUR_MS);
  const rows = await queryRows<{ user_id: number; served: boolean }>(
    db,
    sql`
      select s.user_id,
        (${node.minLevel} = 0
          or (s.level >= ${node.minLevel} and s.level_expire_at > ${at(recentlyEntitled)})
          or exists (select 1 from traffic_records t
                     where t.user_id = s.user_id and t.node_id = ${node.id} and t.bucket_start >= ${at(previousHour)})
        ) as served
      from user_services s
      where s.user_id in (select value::int from jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb))
      order by s.user_id
      ${options.lock ? sql`for update of s` : sql``}`,
  );
  const known = new Map(rows.map((row) => [Number(row.user_id), row.served]));
  const unknown = userIds.find((id) => !known.has(id));
  if (unknown !== undefined)
    throw refuse(400, `user_id ${unknown} is not a customer of this portal; nothing was recorded`);
  const notServed = userIds.find((id) => known.get(id) !== true);
  if (notServed !== undefined) {
    throw refuse(
      403,
      `Customer ${notServed} is not served by this node (class ${node.minLevel}); nothing was recorded`,
    );
  }
}
