// English strings of the operator console (namespace `admin`), gathered from one file per screen.
import { commonEn } from './en/common';
import { overviewEn } from './en/overview';
import { customersEn } from './en/customers';
import { customerEn } from './en/customer';
import { plansEn } from './en/plans';
import { nodesEn } from './en/nodes';
import { ordersEn } from './en/orders';
import { cdKeysEn } from './en/cd-keys';
import { ticketEn, ticketsEn } from './en/tickets';
import { announcementsEn } from './en/announcements';
import { remotesEn } from './en/remotes';
import { auditEn } from './en/audit';

export const adminEn = {
  ...commonEn,
  overview: overviewEn,
  customers: customersEn,
  customer: customerEn,
  plans: plansEn,
  nodes: nodesEn,
  orders: ordersEn,
  cdKeys: cdKeysEn,
  tickets: ticketsEn,
  ticket: ticketEn,
  announcements: announcementsEn,
  remotes: remotesEn,
  audit: auditEn,
};

export type AdminStrings = typeof adminEn;
export type CommonStrings = typeof commonEn;
export type OverviewStrings = typeof overviewEn;
export type CustomersStrings = typeof customersEn;
export type CustomerStrings = typeof customerEn;
export type PlansStrings = typeof plansEn;
export type NodesStrings = typeof nodesEn;
export type OrdersStrings = typeof ordersEn;
export type CdKeysStrings = typeof cdKeysEn;
export type TicketsStrings = typeof ticketsEn;
export type TicketStrings = typeof ticketEn;
export type AnnouncementsStrings = typeof announcementsEn;
export type RemotesStrings = typeof remotesEn;
export type AuditStrings = typeof auditEn;
