// Simplified Chinese strings of the operator console (namespace `admin`); same keys as en.ts.
import type { AdminStrings } from './en';
import { commonZhCN } from './zh-CN/common';
import { overviewZhCN } from './zh-CN/overview';
import { customersZhCN } from './zh-CN/customers';
import { customerZhCN } from './zh-CN/customer';
import { plansZhCN } from './zh-CN/plans';
import { nodesZhCN } from './zh-CN/nodes';
import { ordersZhCN } from './zh-CN/orders';
import { cdKeysZhCN } from './zh-CN/cd-keys';
import { ticketZhCN, ticketsZhCN } from './zh-CN/tickets';
import { announcementsZhCN } from './zh-CN/announcements';
import { remotesZhCN } from './zh-CN/remotes';
import { auditZhCN } from './zh-CN/audit';

export const adminZhCN: AdminStrings = {
  ...commonZhCN,
  overview: overviewZhCN,
  customers: customersZhCN,
  customer: customerZhCN,
  plans: plansZhCN,
  nodes: nodesZhCN,
  orders: ordersZhCN,
  cdKeys: cdKeysZhCN,
  tickets: ticketsZhCN,
  ticket: ticketZhCN,
  announcements: announcementsZhCN,
  remotes: remotesZhCN,
  audit: auditZhCN,
};
