// Traffic charts and records of the customer (SPEC.md §7 "Services", subscribe-log). Part of the
// services slice, kept in its own file for size. Shapes from the reference; sizes in bytes.
import { z } from 'zod';
import { defineOperation } from './operation';
import { envelope, limitOffsetQuery, queryInt } from './envelope';
import { isoDateTime, yearMonth } from './common';

const trafficTotals = z.object({
  user_id: z.number().int(),
  data_time_range_lower: isoDateTime,
  ss_tx_size: z.number().int(),
  ss_rx_size: z.number().int(),
  total_traffic: z.number().int(),
  traffic_gb: z.number(),
});

export const servicesSubscribeLogAreaTimeAxis = defineOperation({
  id: 'servicesSubscribeLogAreaTimeAxis',
  method: 'GET',
  path: '/api/v2/user/services/subscribe-log/area-time-axis',
  credentials: 'bearer',
  summary: 'Hourly traffic for the area chart, latest points',
  tag: 'services',
  query: z.object({ limit: queryInt(1, 1000).optional() }),
  response: envelope(z.array(trafficTotals.extend({ timestamp_ms: z.number().int() }))),
});

export const servicesSubscribeLogCalendarPie = defineOperation({
  id: 'servicesSubscribeLogCalendarPie',
  method: 'GET',
  path: '/api/v2/user/services/subscribe-log/calendar-pie',
  credentials: 'bearer',
  summary: 'Daily traffic of a month (default: the current month)',
  tag: 'services',
  query: z.object({ year_month: yearMonth.optional() }),
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
        user_id: z.number().int(),
        node_id: z.number().int(),
        node_name: z.string().nullish(),
        created_at: isoDateTime,
        ss_tx_size: z.number().int(),
        ss_rx_size: z.number().int(),
        node_rate: z.string(),
        total_traffic: z.number().int(),
        effective_traffic: z.number().int(),
      }),
    ),
  ),
});
