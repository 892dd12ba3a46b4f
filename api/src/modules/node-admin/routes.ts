// The operator's node endpoints (/api/v2/low_admin_api/node/…): admins only — a node key opens a
// customer's traffic counters to whoever holds it, so low admins (ticket staff) may not make one.
import type { FastifyInstance } from 'fastify';
import {
  ROLES,
  lowAdminBlockIp,
  lowAdminBlockedIpList,
  lowAdminNodeCommandCreate,
  lowAdminNodeCommandList,
  lowAdminNodeCreate,
  lowAdminNodeDelete,
  lowAdminNodeList,
  lowAdminNodeRotateKey,
  lowAdminNodeUpdate,
  lowAdminRelayRuleCreate,
  lowAdminRelayRuleDelete,
  lowAdminRelayRuleList,
  lowAdminUnblockIp,
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
  route(app, lowAdminNodeList, async () => okList(await listStaffNodes(ctx.db, ctx.now())), admins);
  route(
    app,
    lowAdminNodeCreate,
    async ({ body }) => {
      const { node, key } = await createNode(ctx.db, body);
      return ok({ node: toStaffNode(node, ctx.now()), key });
    },
    admins,
  );
  route(
    app,
    lowAdminNodeUpdate,
    async ({ params, body }) => ok(toStaffNode(await updateNode(ctx.db, params.node_id, body), ctx.now())),
    admins,
  );
  route(
    app,
    lowAdminNodeRotateKey,
    async ({ params }) => {
      const { node, key } = await rotateNodeKey(ctx.db, params.node_id);
      return ok({ node: toStaffNode(node, ctx.now()), key });
    },
    admins,
  );
  route(
    app,
    lowAdminNodeDelete,
    async ({ params }) => {
      const node = await removeNode(ctx.db, params.node_id);
      return done(`Node ${node.id} (${node.name}) was removed`);
    },
    admins,
  );
  route(app, lowAdminRelayRuleList, async () => okList(await listRelayRules(ctx)), admins);
  route(app, lowAdminRelayRuleCreate, async ({ body }) => ok(await createRelayRule(ctx, body)), admins);
  route(
    app,
    lowAdminRelayRuleDelete,
    async ({ params }) => {
      await deleteRelayRule(ctx, params.rule_id);
      return done('The relay rule was removed');
    },
    admins,
  );
  route(app, lowAdminNodeCommandList, async () => okList(await listCommands(ctx)), admins);
  route(app, lowAdminNodeCommandCreate, async ({ body }) => ok(await createCommand(ctx, body)), admins);
  route(app, lowAdminBlockedIpList, async () => okList(await listBlockedIps(ctx)), admins);
  route(app, lowAdminBlockIp, async ({ body }) => ok(await blockIp(ctx, body)), admins);
  route(app, lowAdminUnblockIp, async ({ params }) => ok(await unblockIp(ctx, params.block_id)), admins);
}
