// Dashboard, nodes, connection secrets, share accounts and audit (docs/product.md §7 "Services").
// Shapes from the reference's /api/v2/user/services/* and dashboard unless marked as the portal's design.
import * as z from 'zod/mini';
import { defineOperation, type OperationDef } from './operation';
import { countedRecordsEnvelope, envelope, limitOffsetQuery, messageResponse } from './envelope';
import { email, isoDateTime, money, numericId, uuid } from './common';
import { subscriptionTarget } from './link';

/** The reference's OldServiceInfo: the customer's plan, secrets and traffic (bytes). */
const oldServiceInfo = z.object({
  user_level_text: z.string(),
  /** The portal's addition: the numeric level behind user_level_text (0 when the level expired). */
  user_level: z.optional(z.int()),
  online_ip_limit: z.nullish(z.int()),
  speed_limit: z.nullish(z.string()),
  sub_link: z.optional(z.array(z.string())),
  traffic_log_token: z.string(),
  other_emby_uuid: uuid,
  ss_passwd: z.string(),
  ss_uuid: uuid,
  user_level_expire_in: isoDateTime,
  user_account_expire_in: isoDateTime,
  ss_upload_size: z.int(),
  ss_download_size: z.int(),
  ss_bandwidth_total_size: z.int(),
  ss_bandwidth_yesterday_used_size: z.optional(z.int()),
  ss_bandwidth_today_used_size: z.optional(z.int()),
  is_link_burn_after: z.optional(z.boolean()),
  /** The portal's addition: devices (distinct IPs) the nodes saw the customer on in the last few minutes. */
  online_ip_count: z.optional(z.int()),
  /** The portal's addition: those devices, most recently seen first. */
  online_ips: z.optional(
    z.array(z.object({ ip: z.string(), node_id: z.int(), node_name: z.string(), last_seen_at: isoDateTime })),
  ),
  /** The portal's addition: when the plan's traffic resets next; null when it does not before the plan ends. */
  traffic_reset_at: z.optional(z.nullable(isoDateTime)),
});
export type OldServiceInfo = z.infer<typeof oldServiceInfo>;

export const userDashboard = defineOperation({
  id: 'userDashboard',
  method: 'GET',
  path: '/api/v2/user/dashboard/',
  credentials: 'bearer',
  summary: 'Dashboard: the customer, wallet balance and current plan',
  tag: 'services',
  response: envelope(
    z.object({
      user_id: z.int(),
      user_new_id: uuid,
      email,
      is_ban: z.optional(z.boolean()),
      tg_id: z.nullish(z.int()),
      user_name: z.string(),
      money_amount: money,
      old_service_info: z.nullable(oldServiceInfo),
      /** The portal's addition: the account is less than a day old (the dashboard welcomes, not welcomes back). */
      is_new_customer: z.optional(z.boolean()),
    }),
  ),
});

/**
 * A node as customers see it. `status` is `online` while the node called the node API in the last
 * 5 minutes, else `offline`; an offline node reports `load` 0 and (detail) `online_user_count` 0 and
 * `uptime_seconds` null, never the last figures it sent.
 */
const nodeInfo = z.object({
  node_id: z.int(),
  node_name: z.string(),
  server_address: z.string(),
  location: z.string(),
  country_code: z.string(),
  ping: z.nullish(z.int()),
  /** Percent (0-100) from the node's last report; 0 while offline (the screens then show no figure). */
  load: z.number(),
  /** `online` or `offline`. */
  status: z.string(),
  protocol_support: z.array(z.string()),
  bandwidth: z.string(),
  is_premium: z.boolean(),
});
export type NodeInfo = z.infer<typeof nodeInfo>;

export const servicesNodes = defineOperation({
  id: 'servicesNodes',
  method: 'GET',
  path: '/api/v2/user/services/nodes/',
  credentials: 'bearer',
  summary: 'Nodes the customer can use',
  tag: 'services',
  response: envelope(z.object({ total_nodes: z.int(), available_nodes: z.array(nodeInfo), user_tier: z.string() })),
});

const nodeIdParams = z.object({ node_id: numericId });

// The portal's design (reference result is untyped): the list item plus what a detail page shows.
export const servicesNodeDetail = defineOperation({
  id: 'servicesNodeDetail',
  method: 'GET',
  path: '/api/v2/user/services/nodes/{node_id}/',
  credentials: 'bearer',
  summary: 'One node: description, traffic rate and liveness',
  tag: 'services',
  params: nodeIdParams,
  response: envelope(
    z.extend(nodeInfo, {
      description: z.nullable(z.string()),
      traffic_rate: z.string(),
      /** Customers connected in the node's last report; 0 while offline. */
      online_user_count: z.int(),
      last_heartbeat_at: z.nullable(isoDateTime),
      /** Seconds the node's machine has been up, from its last report; null while offline or never reported. */
      uptime_seconds: z.optional(z.nullable(z.int())),
    }),
  ),
});

// The portal's design (reference result is untyped): how this customer connects to one node.
export const servicesNodeConfig = defineOperation({
  id: 'servicesNodeConfig',
  method: 'GET',
  path: '/api/v2/user/services/{node_id}/',
  credentials: 'bearer',
  summary: "The customer's connection settings and share link for one node",
  tag: 'services',
  params: nodeIdParams,
  response: envelope(
    z.object({
      node_id: z.int(),
      node_name: z.string(),
      protocol: z.string(),
      server_address: z.string(),
      port: z.int(),
      settings: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
      share_link: z.string(),
    }),
  ),
});

// The portal's design (reference result is untyped): the token, the universal subscription URL (the
// format follows the client's User-Agent: the one to show and copy) and one URL per format (the
// one-tap imports, which name their client's format).
export const servicesLinkToken = defineOperation({
  id: 'servicesLinkToken',
  method: 'GET',
  path: '/api/v2/user/services/link-token/link-token/',
  credentials: 'bearer',
  summary: 'The subscription link token and its URLs per client',
  tag: 'services',
  response: envelope(
    z.object({
      link_token: z.string(),
      subscription_url: z.string(),
      sub_links: z.array(z.object({ target: subscriptionTarget, url: z.string() })),
      updated_at: z.nullable(isoDateTime),
    }),
  ),
});

export const servicesLinkTokenReset = defineOperation({
  id: 'servicesLinkTokenReset',
  method: 'POST',
  path: '/api/v2/user/services/link-token/link-token/reset',
  credentials: 'bearer',
  summary: 'Issue a new link token (old subscription URLs stop working)',
  tag: 'services',
  response: messageResponse,
});

// The portal's design (reference result is untyped): the proxy password and uuid.
export const servicesSsPassword = defineOperation({
  id: 'servicesSsPassword',
  method: 'GET',
  path: '/api/v2/user/services/ss-password/',
  credentials: 'bearer',
  summary: 'The connection password and uuid',
  tag: 'services',
  response: envelope(z.object({ ss_passwd: z.string(), ss_uuid: uuid, updated_at: z.nullable(isoDateTime) })),
});

export const servicesSsPasswordReset = defineOperation({
  id: 'servicesSsPasswordReset',
  method: 'POST',
  path: '/api/v2/user/services/ss-password/reset',
  credentials: 'bearer',
  summary: 'Issue a new connection password and uuid (connected devices must update)',
  tag: 'services',
  response: messageResponse,
});

export const servicesShareAccount = defineOperation({
  id: 'servicesShareAccount',
  method: 'GET',
  path: '/api/v2/user/services/share-account/',
  credentials: 'bearer',
  summary: 'Shared accounts available to the customer',
  tag: 'services',
  response: envelope(
    z.object({
      total_accounts: z.int(),
      available_accounts: z.array(
        z.object({
          account_id: z.int(),
          account_name: z.string(),
          server_address: z.string(),
          port: z.int(),
          password: z.string(),
          method: z.string(),
          protocol: z.string(),
          max_users: z.int(),
          current_users: z.int(),
          traffic_limit: z.int(),
          traffic_used: z.int(),
          status: z.string(),
          expire_time: isoDateTime,
        }),
      ),
    }),
  ),
});

// The portal's design (reference result is untyped): audit hits, i.e. traffic that matched a rule.
export const servicesAuditRecord = defineOperation({
  id: 'servicesAuditRecord',
  method: 'GET',
  path: '/api/v2/user/services/audit/record',
  credentials: 'bearer',
  summary: "The customer's traffic that matched an audit rule, newest first",
  tag: 'services',
  query: limitOffsetQuery,
  response: countedRecordsEnvelope(
    z.object({
      id: z.int(),
      created_at: isoDateTime,
      node_id: z.int(),
      node_name: z.nullable(z.string()),
      rule_id: z.int(),
      rule_name: z.string(),
    }),
  ),
});

// The portal's design (reference result is untyped): the audit rules customers agree to.
export const servicesAuditRule = defineOperation({
  id: 'servicesAuditRule',
  method: 'GET',
  path: '/api/v2/user/services/audit/rule',
  credentials: 'bearer',
  summary: 'Audit rules (what traffic is blocked and logged)',
  tag: 'services',
  response: envelope(
    z.object({
      total_count: z.int(),
      rules: z.array(
        z.object({
          id: z.int(),
          name: z.string(),
          text: z.string(),
          regex: z.string(),
          type: z.int(),
        }),
      ),
    }),
  ),
});

/** This area's operations; contract/index.ts gathers every area's into `operations`. */
export const servicesOperations = {
  userDashboard,
  servicesNodes,
  servicesNodeDetail,
  servicesNodeConfig,
  servicesLinkToken,
  servicesLinkTokenReset,
  servicesSsPassword,
  servicesSsPasswordReset,
  servicesShareAccount,
  servicesAuditRecord,
  servicesAuditRule,
} as const satisfies Record<string, OperationDef>;
