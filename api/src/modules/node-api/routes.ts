// The node API (docs/product.md §7 "Node and operator", /v1/mod_mu): what shadowsocks-mod and XrayR call, each
// route answering `{"ret":1,"data":...}` through node-http.ts. The operator jobs share the prefix.
import type { FastifyInstance } from 'fastify';
import {
  nodeFuncAutoexec,
  nodeFuncAutoexecReport,
  nodeFuncBlockIp,
  nodeFuncBlockIpReport,
  nodeFuncDetectRules,
  nodeFuncPing,
  nodeFuncPingPost,
  nodeFuncRelayRules,
  nodeFuncSpeedtest,
  nodeFuncUnblockIp,
  nodeNodeInfo,
  nodeNodeInfoReport,
  nodeNodes,
  nodeNodesConfig,
  nodeUsers,
  nodeUsersAliveIp,
  nodeUsersDetectLog,
  nodeUsersTraffic,
} from '@portal/shared/contract';
import { jobRoutes } from '../node-jobs/routes';
import { recordAliveIps, recordDetectLog } from './device-reports';
import { authenticateNode, recordHeartbeat } from './node-auth';
import {
  blockedIps,
  detectRules,
  pendingCommands,
  recordSpeedtests,
  relayRules,
  reportBlockedIps,
  reportCommandsRun,
  unblockedIps,
} from './node-func';
import { nodeApiScope, nodeRoute, refuse } from './node-http';
import { nodeList, nodeSettings, recordNodeStatus } from './node-info';
import { entitledUsers } from './node-users';
import { recordTraffic } from './traffic-report';

function nodeRoutes(scope: FastifyInstance): void {
  const ctx = scope.portal;
  const asNode = {
    authenticate: async (request: Parameters<typeof authenticateNode>[1]) => {
      const caller = await authenticateNode(ctx, request);
      await recordHeartbeat(ctx, caller);
      return caller;
    },
  };
  // A traffic report writes the heartbeat in its own transaction (one commit instead of two).
  const reporting = {
    authenticate: (request: Parameters<typeof authenticateNode>[1]) => authenticateNode(ctx, request),
  };
  const cached = { ...asNode, etag: true };
  const ok = 'ok' as const;

  nodeRoute(scope, nodeUsers, cached, ({ caller }) => entitledUsers(ctx, caller));
  nodeRoute(scope, nodeUsersTraffic, reporting, async ({ caller, body }) => {
    await recordTraffic(ctx, caller, body.data);
    return ok;
  });
  nodeRoute(scope, nodeUsersAliveIp, asNode, async ({ caller, body }) => {
    await recordAliveIps(ctx, caller, body.data);
    return ok;
  });
  nodeRoute(scope, nodeUsersDetectLog, asNode, async ({ caller, body }) => {
    await recordDetectLog(ctx, caller, body.data);
    return ok;
  });
  nodeRoute(scope, nodeNodes, asNode, () => nodeList(ctx));
  nodeRoute(scope, nodeNodeInfo, cached, async ({ caller }) => nodeSettings(caller));
  nodeRoute(scope, nodeNodeInfoReport, asNode, async ({ caller, body }) => {
    await recordNodeStatus(ctx, caller, body);
    return ok;
  });
  nodeRoute(scope, nodeNodesConfig, asNode, async ({ caller, body }) => {
    if (body?.node_id !== undefined && body.node_id !== caller.id) {
      throw refuse(403, `node_id ${body.node_id} is not the node of this key (node ${caller.id})`);
    }
    return nodeSettings(caller);
  });

  nodeRoute(scope, nodeFuncPing, asNode, async () => 'pong' as const);
  nodeRoute(scope, nodeFuncPingPost, asNode, async () => 'pong' as const);
  nodeRoute(scope, nodeFuncDetectRules, cached, () => detectRules(ctx));
  nodeRoute(scope, nodeFuncRelayRules, asNode, ({ caller }) => relayRules(ctx, caller));
  nodeRoute(scope, nodeFuncBlockIp, asNode, () => blockedIps(ctx));
  nodeRoute(scope, nodeFuncBlockIpReport, asNode, async ({ caller, body }) => {
    await reportBlockedIps(ctx, caller, body.data);
    return ok;
  });
  nodeRoute(scope, nodeFuncUnblockIp, asNode, () => unblockedIps(ctx));
  nodeRoute(scope, nodeFuncAutoexec, asNode, ({ caller }) => pendingCommands(ctx, caller));
  nodeRoute(scope, nodeFuncAutoexecReport, asNode, async ({ caller, body }) => {
    await reportCommandsRun(ctx, caller, body?.data ?? []);
    return ok;
  });
  nodeRoute(scope, nodeFuncSpeedtest, asNode, async ({ caller, body }) => {
    await recordSpeedtests(ctx, caller, body?.data ?? []);
    return ok;
  });
}

/** Everything under /v1/mod_mu: the node calls and the operator jobs, with the node API's answers. */
export async function modMuRoutes(app: FastifyInstance): Promise<void> {
  await nodeApiScope(app, (scope) => {
    nodeRoutes(scope);
    jobRoutes(scope);
  });
}
