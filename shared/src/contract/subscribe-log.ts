// Traffic charts and records of the customer (docs/product.md §7 "Services", subscribe-log), and the log of
// subscription-link fetches. Part of the services slice, kept in its own file for size. Shapes from
// the reference; sizes in bytes.
import * as z from 'zod/mini';
import { defineOperation, type OperationDef } from './operation';
import { countedRecordsEnvelope, envelope, limitOffsetQuery, queryInt } from './envelope';
import { isoDateTime, yearMonth } from './common';
import { subscriptionTarget } from './link';

const trafficTotals = z.object({
  user_id: z.int(),
  data_time_range_lower: isoDateTime,
  ss_tx_size: z.int(),
  ss_rx_size: z.int(),
  total_traffic: z.int(),
  traffic_gb: z.number(),
});

export const servicesSubscribeLogAreaTimeAxis = defineOperation({
  id: 'servicesSubscribeLogAreaTimeAxis',
  method: 'GET',
  path: '/api/v2/user/services/subscribe-log/area-time-axis',
  credentials: 'bearer',
  summary: 'Hourly traffic for the area chart, latest points',
  tag: 'services',
  query: z.object({ limit: z.optional(queryInt(1, 1000)) }),
  response: envelope(z.array(z.extend(trafficTotals, { timestamp_ms: z.int() }))),
});

export const servicesSubscribeLogCalendarPie = defineOperation({
  id: 'servicesSubscribeLogCalendarPie',
  method: 'GET',
  path: '/api/v2/user/services/subscribe-log/calendar-pie',
  credentials: 'bearer',
  summary: 'Daily traffic of a month (default: the current month)',
  tag: 'services',
  query: z.object({ year_month: z.optional(yearMonth) }),
  response: envelope(z.array(trafficTotals)),
});

export const servicesSubscribeLogDetailRecord = defineOperation({
  id: 'servicesSubscribeLogDetailRecord',
  method: 'GET',
  path: '/api/v2/user/services/subscribe-log/detail-record',
  credentials: 'bearer',
  summary: 'Traffic records per node, newest first',
  tag: 'services',
  query: limitOffsetQuery,
  response: envelope(
    z.array(
      z.object({
        user_id: z.int(),
        node_id: z.int(),
        node_name: z.nullish(z.string()),
        created_at: isoDateTime,
        ss_tx_size: z.int(),
        ss_rx_size: z.int(),
        node_rate: z.string(),
        total_traffic: z.int(),
        effective_traffic: z.int(),
      }),
    ),
  ),
});

/** Which client a subscription fetch came from, guessed from its User-Agent. */
const subscribeClient = z.enum([
  'clash',
  'mihomo',
  'stash',
  'sing-box',
  'hiddify',
  'shadowrocket',
  'quantumult-x',
  'surge',
  'happ',
  'v2raytun',
  'v2rayn',
  'v2rayng',
  'browser',
  'other',
]);
export type SubscribeClient = z.infer<typeof subscribeClient>;

// The portal's addition: who fetched the subscription link (for /user/connection-reset).
export const servicesSubscribeFetchLog = defineOperation({
  id: 'servicesSubscribeFetchLog',
  method: 'GET',
  path: '/api/v2/user/services/link-token/fetch-log',
  credentials: 'bearer',
  summary: 'Latest fetches of the subscription link (time, IP, client), newest first',
  tag: 'services',
  query: limitOffsetQuery,
  response: countedRecordsEnvelope(
    z.object({
      id: z.int(),
      fetched_at: isoDateTime,
      ip: z.string(),
      user_agent: z.string(),
      client: subscribeClient,
      format: subscriptionTarget,
    }),
  ),
});

/** This area's operations; contract/index.ts gathers every area's into `operations`. */
export const subscribeLogOperations = {
  servicesSubscribeFetchLog,
  servicesSubscribeLogAreaTimeAxis,
  servicesSubscribeLogCalendarPie,
  servicesSubscribeLogDetailRecord,
} as const satisfies Record<string, OperationDef>;
