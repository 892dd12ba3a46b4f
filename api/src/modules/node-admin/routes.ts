// The operator's node endpoints (/api/v2/low_admin_api/node/…): admins only — a node key opens a
// customer's traffic counters to whoever holds it, so low admins (ticket staff) may not make one.
import type { FastifyInstance } from 'fastify';
import {
  ROLES,
  staffBlockIp,
  staffBlockedIpList,
  staffNodeCommandCreate,
  staffNodeCommandList,
  staffNodeCreate,
  staffNodeDelete,
  staffNodeList,
  staffNodeRotateKey,
  staffNodeUpdate,
  staffRelayRuleCreate,
  staffRelayRuleDelete,
  staffRelayRuleList,
  staffUnblockIp,
} from '@portal/shared/contract';
import { done, ok, okList } from '../../http/envelope';
import { route } from '../../http/route';
import { createNode, listStaffNodes, removeNode, rotateNodeKey, toStaffNode, updateNode } from './node-admin';
import {
  blockIp,
  createCommand,
  createRelayRule,
  deleteRelayRule,
  listBlockedIps,
  listCommands,
  listRelayRules,
  unblockIp,
} from './relays-commands-blocks';

export function nodeAdminRoutes(app: FastifyInstance): void {
  const ctx = app.portal;
  const admins = { roles: [ROLES.admin] };
  route(app, staffNodeList, async () => okList(await listStaffNodes(ctx.db, ctx.now())), admins);
  route(
    app,
    staffNodeCreate,
    async ({ body }) => {
      const { node, key } = await createNode(ctx.db, body);
      return ok({ node: toStaffNode(node, ctx.now()), key });
    },
    admins,
  );
  route(
    app,
    staffNodeUpdate,
    async ({ params, body }) => ok(toStaffNode(await updateNode(ctx.db, params.node_id, body), ctx.now())),
    admins,
  );
  route(
    app,
    staffNodeRotateKey,
    async ({ params }) => {
      const { node, key } = await rotateNodeKey(ctx.db, params.node_id);
      return ok({ node: toStaffNode(node, ctx.now()), key });
    },
    admins,
  );
  route(
    app,
    staffNodeDelete,
    async ({ params }) => {
      const node = await removeNode(ctx.db, params.node_id);
      return done(`Node ${node.id} (${node.name}) was removed`);
    },
    admins,
  );
  route(app, staffRelayRuleList, async () => okList(await listRelayRules(ctx)), admins);
  route(app, staffRelayRuleCreate, async ({ body }) => ok(await createRelayRule(ctx, body)), admins);
  route(
    app,
    staffRelayRuleDelete,
    async ({ params }) => {
      await deleteRelayRule(ctx, params.rule_id);
      return done('The relay rule was removed');
    },
    admins,
  );
  route(app, staffNodeCommandList, async () => okList(await listCommands(ctx)), admins);
  route(app, staffNodeCommandCreate, async ({ body }) => ok(await createCommand(ctx, body)), admins);
  route(app, staffBlockedIpList, async () => okList(await listBlockedIps(ctx)), admins);
  route(app, staffBlockIp, async ({ body }) => ok(await blockIp(ctx, body)), admins);
  route(app, staffUnblockIp, async ({ params }) => ok(await unblockIp(ctx, params.block_id)), admins);
}
