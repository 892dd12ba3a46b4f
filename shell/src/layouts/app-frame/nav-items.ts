// The app frame's navigation: every section of the portal (docs/product.md §2), grouped as customers think
// of them; staff also see a link to the operator console, and inside it (/admin) the console's own
// sections instead. Labels are keys of the `shell` namespace's `nav` block.
import type { StaffRole } from '@portal/shared';

interface NavItem {
  to: string;
  label: string;
  /** Highlight also on deeper paths (e.g. /user/tickets/view/…). */
  matchPrefix?: boolean;
  /** Administrators only: low admins cannot read it (the API refuses them anyway). */
  adminOnly?: boolean;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

export const NAV_GROUPS: readonly NavGroup[] = [
  {
    label: 'groups.overview',
    items: [
      { to: '/user/dashboard', label: 'dashboard' },
      { to: '/user/nodes', label: 'nodes' },
      { to: '/user/announcements/announcements', label: 'announcements' },
    ],
  },
  {
    label: 'groups.services',
    items: [
      { to: '/user/services', label: 'services' },
      { to: '/user/services/buy', label: 'servicesBuy' },
      { to: '/user/services/renewals', label: 'servicesRenewals' },
      { to: '/user/services-old', label: 'servicesOld' },
      { to: '/user/subscribe-log-chart', label: 'subscribeLogChart' },
      { to: '/user/subscribe-log-detail', label: 'subscribeLogDetail' },
      { to: '/user/audit', label: 'audit', matchPrefix: true },
      { to: '/user/share-accounts', label: 'shareAccounts' },
      { to: '/user/devices', label: 'devices' },
      { to: '/user/connection-reset', label: 'connectionReset' },
    ],
  },
  {
    label: 'groups.wallet',
    items: [
      { to: '/user/wallet', label: 'wallet' },
      { to: '/user/wallet/recharge', label: 'recharge', matchPrefix: true },
      { to: '/user/wallet/billing', label: 'billing', matchPrefix: true },
      { to: '/user/wallet/purchase-records-old', label: 'purchaseRecords' },
      { to: '/user/shop-old', label: 'shop', matchPrefix: true },
      { to: '/user/promote', label: 'promote' },
    ],
  },
  {
    label: 'groups.support',
    items: [
      { to: '/user/tickets', label: 'tickets', matchPrefix: true },
      { to: '/user/tickets/new', label: 'newTicket' },
    ],
  },
  {
    label: 'groups.account',
    items: [
      { to: '/user/my-account', label: 'myAccount' },
      { to: '/user/account/security', label: 'security' },
      { to: '/user/account/edit-profile', label: 'editProfile' },
      { to: '/user/account/edit-password', label: 'editPassword' },
      { to: '/user/account/activity', label: 'activity' },
      { to: '/user/account/login-ip-log', label: 'loginIpLog' },
    ],
  },
  {
    label: 'groups.portal',
    items: [
      { to: '/settings', label: 'settings' },
      { to: '/about', label: 'about' },
    ],
  },
];

const CONSOLE_PATH = '/admin';

/** Staff outside the console: one more link, to it. */
const CONSOLE_LINK: NavItem = { to: CONSOLE_PATH, label: 'console' };

/** The operator console's sections (issue 21), shown in place of the customer's inside /admin. */
const CONSOLE_NAV_GROUPS: readonly NavGroup[] = [
  {
    label: 'groups.consoleBusiness',
    items: [
      CONSOLE_LINK,
      { to: '/admin/customers', label: 'consoleCustomers', matchPrefix: true },
      { to: '/admin/orders', label: 'consoleOrders' },
      { to: '/admin/cd-keys', label: 'consoleCdKeys', adminOnly: true },
    ],
  },
  {
    label: 'groups.consoleCatalogue',
    items: [
      { to: '/admin/plans', label: 'consolePlans', matchPrefix: true },
      { to: '/admin/nodes', label: 'consoleNodes' },
    ],
  },
  {
    label: 'groups.consoleSupport',
    items: [
      { to: '/admin/tickets', label: 'consoleTickets', matchPrefix: true },
      { to: '/admin/announcements', label: 'consoleAnnouncements' },
    ],
  },
  {
    label: 'groups.consoleOperations',
    items: [
      { to: '/admin/remotes', label: 'consoleRemotes', adminOnly: true },
      { to: '/admin/audit', label: 'consoleAudit', adminOnly: true },
    ],
  },
  { label: 'groups.portal', items: [{ to: '/user/dashboard', label: 'dashboard' }] },
];

const inConsole = (pathname: string) => pathname === CONSOLE_PATH || pathname.startsWith(`${CONSOLE_PATH}/`);

/**
 * The navigation for this page and reader: a customer's everywhere; staff also get the console's link,
 * and inside the console its sections (those their role may read).
 */
export function navGroupsFor(pathname: string, staffRole: StaffRole | null): readonly NavGroup[] {
  if (staffRole === null) return NAV_GROUPS;
  if (inConsole(pathname)) {
    return CONSOLE_NAV_GROUPS.map((group) => ({
      ...group,
      items: group.items.filter((item) => staffRole === 'admin' || !item.adminOnly),
    }));
  }
  return NAV_GROUPS.map((group) =>
    group.label === 'groups.portal' ? { ...group, items: [CONSOLE_LINK, ...group.items] } : group,
  );
}

/**
 * The one item to highlight: exact match first, then the entry the customer came from (`?from=`, a page
 * another section sent them to, such as the checkout from "Buy a plan"), else the longest prefix item.
 */
export function activeNavPath(
  pathname: string,
  groups: readonly NavGroup[] = NAV_GROUPS,
  from: string | null = null,
): string | null {
  const items = groups.flatMap((group) => group.items);
  if (items.some((item) => item.to === pathname)) return pathname;
  if (from && items.some((item) => item.to === from)) return from;
  const prefixed = items
    .filter((item) => item.matchPrefix && pathname.startsWith(`${item.to}/`))
    .sort((a, b) => b.to.length - a.to.length);
  return prefixed[0]?.to ?? null;
}
