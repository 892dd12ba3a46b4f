// The subscription link a customer pastes into a proxy client (`/link/{token}`, also under /v1).
// Answers the client configuration as text (YAML, JSON or base64 lines), so no envelope.
import * as z from 'zod/mini';
import { defineOperation, type OperationDef } from './operation';
import { queryInt } from './envelope';
import { linkToken, queryBool } from './common';

/** The reference's SubscribeTypeEnum (legacy `list=` formats). */
const subscribeType = z.enum([
  'ss',
  'ssa',
  'ssd',
  'ssr',
  'sub',
  'clash',
  'surge',
  'clashr',
  'v2rayn',
  'kitsunebi',
  'surfboard',
  'quantumult',
  'quantumultx',
  'shadowrocket',
  'clash_provider',
  'clashr_provider',
  'quantumult_sub',
  'quantumult_conf',
]);

/** The formats the portal renders: Clash/Mihomo YAML, sing-box JSON, share links, Surge and Quantumult X profiles. */
export const subscriptionTarget = z.enum(['clash', 'singbox', 'base64', 'surge', 'quantumultx']);
export type SubscriptionTarget = z.infer<typeof subscriptionTarget>;

const clientVersion = z.optional(queryInt(1, 10));

/** `target` is the portal's way to pick a format; the other keys are the reference's. */
export const subscriptionLinkQuery = z.object({
  target: z.optional(subscriptionTarget),
  clash: z.optional(queryBool),
  sub: clientVersion,
  list: z.optional(subscribeType),
  surge: clientVersion,
  quantumult: clientVersion,
  quantumultx: clientVersion,
  ssd: clientVersion,
  mu: z.optional(queryInt(0, 10)),
  is_remark_emoji: z.optional(queryBool),
  extend: z.optional(queryBool),
});

const common = {
  method: 'GET',
  credentials: 'none',
  tag: 'services',
  params: z.object({ token: linkToken }),
  query: subscriptionLinkQuery,
  response: z.string(),
  responseType: 'text',
} as const;

export const subscriptionLink = defineOperation({
  ...common,
  id: 'subscriptionLink',
  path: '/link/{token}',
  summary:
    'Subscription for proxy clients: Clash YAML, sing-box JSON, base64 share links, Surge or Quantumult X profiles',
});

export const subscriptionLinkV1 = defineOperation({
  ...common,
  id: 'subscriptionLinkV1',
  path: '/v1/link/{token}',
  summary: 'Subscription for proxy clients (the /v1 address of /link/{token})',
});

/** This area's operations; contract/index.ts gathers every area's into `operations`. */
export const linkOperations = {
  subscriptionLink,
  subscriptionLinkV1,
} as const satisfies Record<string, OperationDef>;
