// The operator's node endpoints (/api/v2/low_admin_api/node/…): low admins may read the list; every
// change is for admins — a node key opens customers' traffic counters to whoever holds it — and is
// audited in the change's transaction. A key is answered once, with the settings to paste (node-setup.ts).
import type { FastifyInstance } from 'fastify';
import {
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
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { clientOf } from '../../http/client-info';
import { done, ok, okList } from '../../http/envelope';
import { route } from '../../http/route';
import { audited, changedFields } from '../admin/audit';
import { ADMIN_ROLES, STAFF_ROLES } from '../user/staff';
import type { NodeRow } from '../services/nodes-repo';
import {
  createNode,
  listStaffNodes,
  nodeAuditFacts,
  readNode,
  removeNode,
  rotateNodeKey,
  toStaffNode,
  updateNode,
} from './node-admin';
import { nodeSetup } from './node-setup';
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

/** A transaction's view of the context, for flows written against `ctx.db`. */
const within = (ctx: AppContext, tx: Tx): AppContext => ({ ...ctx, db: tx });

export function nodeAdminRoutes(app: FastifyInstance): void {
  const ctx = app.portal;
  const admins = { roles: ADMIN_ROLES };
  const withKey = (node: NodeRow, key: string) => ({
    node: toStaffNode(node, ctx.now()),
    key,
    setup: nodeSetup(node, ctx.config.publicUrl, key),
  });
  route(app, staffNodeList, async () => okList(await listStaffNodes(ctx.db, ctx.now())), { roles: STAFF_ROLES });
  route(
    app,
    staffNodeCreate,
    async ({ user, body, request }) => {
      const { node, key } = await audited(ctx.db, user, clientOf(request), async (tx) => {
        const made = await createNode(tx, body);
        return {
          result: made,
          change: {
            action: 'node_create',
            target: { type: 'node', id: made.node.id },
            after: nodeAuditFacts(made.node),
          },
        };
      });
      return ok(withKey(node, key), `Node ${node.id} was added; its key is shown this once`);
    },
    admins,
  );
  route(
    app,
    staffNodeUpdate,
    async ({ user, params, body, request }) => {
      const node = await audited(ctx.db, user, clientOf(request), async (tx) => {
        const before = await readNode(tx, params.node_id);
        const after = await updateNode(tx, params.node_id, body);
        return {
          result: after,
          change: {
            action: 'node_update',
            target: { type: 'node', id: after.id },
            ...changedFields(nodeAuditFacts(before), nodeAuditFacts(after)),
          },
        };
      });
      return ok(toStaffNode(node, ctx.now()));
    },
    admins,
  );
  route(
    app,
    staffNodeRotateKey,
    async ({ user, params, request }) => {
      const { node, key } = await audited(ctx.db, user, clientOf(request), async (tx) => {
        const rotated = await rotateNodeKey(tx, params.node_id);
        return {
          result: rotated,
          change: { action: 'node_key_rotate', target: { type: 'node', id: rotated.node.id } },
        };
      });
      return ok(withKey(node, key), `Node ${node.id} has a new key; the old one no longer works`);
    },
    admins,
  );
  route(
    app,
    staffNodeDelete,
    async ({ user, params, request }) => {
      const node = await audited(ctx.db, user, clientOf(request), async (tx) => {
        const removed = await removeNode(tx, params.node_id);
        return {
          result: removed,
          change: { action: 'node_delete', target: { type: 'node', id: removed.id }, before: nodeAuditFacts(removed) },
        };
      });
      return done(`Node ${node.id} (${node.name}) was removed`);
    },
    admins,
  );
  route(app, staffRelayRuleList, async () => okList(await listRelayRules(ctx)), admins);
  route(
    app,
    staffRelayRuleCreate,
    async ({ user, body, request }) =>
      ok(
        await audited(ctx.db, user, clientOf(request), async (tx) => {
          const rule = await createRelayRule(within(ctx, tx), body);
          return {
            result: rule,
            change: {
              action: 'relay_rule_create',
              target: { type: 'node', id: rule.source_node_id },
              targetUserId: rule.user_id,
              after: {
                relay_rule_id: rule.id,
                dist_node_id: rule.dist_node_id,
                port: rule.port,
                priority: rule.priority,
              },
            },
          };
        }),
      ),
    admins,
  );
  route(
    app,
    staffRelayRuleDelete,
    async ({ user, params, request }) => {
      await audited(ctx.db, user, clientOf(request), async (tx) => {
        const rule = await deleteRelayRule(within(ctx, tx), params.rule_id);
        return {
          result: rule,
          change: {
            action: 'relay_rule_delete',
            target: { type: 'node', id: rule.source_node_id },
            targetUserId: rule.user_id,
            before: { relay_rule_id: rule.id, dist_node_id: rule.dist_node_id, port: rule.port },
          },
        };
      });
      return done('The relay rule was removed');
    },
    admins,
  );
  route(app, staffNodeCommandList, async () => okList(await listCommands(ctx)), admins);
  route(
    app,
    staffNodeCommandCreate,
    async ({ user, body, request }) =>
      ok(
        await audited(ctx.db, user, clientOf(request), async (tx) => {
          const command = await createCommand(within(ctx, tx), body);
          return {
            result: command,
            change: {
              action: 'node_command_create',
              target: { type: 'node', id: command.node_id ?? 'all' },
              after: { command_id: command.id, value: command.value, type: command.type },
            },
          };
        }),
      ),
    admins,
  );
  route(app, staffBlockedIpList, async () => okList(await listBlockedIps(ctx)), admins);
  route(
    app,
    staffBlockIp,
    async ({ user, body, request }) =>
      ok(
        await audited(ctx.db, user, clientOf(request), async (tx) => {
          const block = await blockIp(within(ctx, tx), body);
          return {
            result: block,
            change: {
              action: 'ip_block',
              target: { type: 'node', id: 'all' },
              after: { ip: block.ip, reason: block.reason },
            },
          };
        }),
      ),
    admins,
  );
  route(
    app,
    staffUnblockIp,
    async ({ user, params, request }) =>
      ok(
        await audited(ctx.db, user, clientOf(request), async (tx) => {
          const block = await unblockIp(within(ctx, tx), params.block_id);
          return {
            result: block,
            change: { action: 'ip_unblock', target: { type: 'node', id: 'all' }, before: { ip: block.ip } },
          };
        }),
      ),
    admins,
  );
}
