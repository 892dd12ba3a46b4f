// The route table against docs/product.md §2 (written out here by hand) and docs/architecture.md's owners.
import {
  ROUTE_TABLE,
  customerIdParams,
  invoiceIdParams,
  requiresSignIn,
  requiresStaff,
  ticketIdParams,
  type RouteEntry,
} from '../route-table';

type Expected = [path: string, owner: string, layout: string];
const L2 = 'app-frame';

/** Every route of docs/product.md §2: [path, owner (remote name, "shell:<page>" or "→ target"), layout]. */
const SPEC_ROUTES: Expected[] = [
  ['/', '→ /user/dashboard', '-'],
  ['/auth', '→ /auth/sign-in', '-'],
  ['/auth/sign-in', 'mfe_auth', 'default'],
  ['/auth/sign-up', 'mfe_auth', 'default'],
  ['/auth/forgot-password', 'mfe_auth', 'default'],
  ['/about', 'shell:about', L2],
  ['/settings', 'shell:settings', L2],
  ['/user', '→ /user/dashboard', '-'],
  ['/user/dashboard', 'mfe_services', L2],
  ['/user/nodes', 'mfe_services', L2],
  ['/user/services', 'mfe_services', L2],
  ['/user/services/buy', 'mfe_services', L2],
  ['/user/services/renewals', 'mfe_services', L2],
  ['/user/services-old', 'mfe_services', L2],
  ['/user/shop-old', 'mfe_wallet', L2],
  ['/user/shop-old/payment', 'mfe_wallet', L2],
  ['/user/wallet', 'mfe_wallet', L2],
  ['/user/wallet/billing', 'mfe_wallet', L2],
  ['/user/wallet/billing/view-invoice/:id', 'mfe_wallet', L2],
  ['/user/wallet/recharge', 'mfe_wallet', L2],
  ['/user/wallet/recharge/new', 'mfe_wallet', L2],
  ['/user/wallet/recharge/cd-key', 'mfe_wallet', L2],
  ['/user/wallet/purchase-records-old', 'mfe_wallet', L2],
  ['/user/promote', 'mfe_wallet', L2],
  ['/user/tickets', 'mfe_tickets', L2],
  ['/user/tickets/new', 'mfe_tickets', L2],
  ['/user/tickets/view/:id', 'mfe_tickets', L2],
  ['/user/audit', 'mfe_services', L2],
  ['/user/audit/view', 'mfe_services', L2],
  ['/user/account/activity', 'mfe_account', L2],
  ['/user/account/security', 'mfe_account', L2],
  ['/user/account/edit-profile', 'mfe_account', L2],
  ['/user/account/edit-password', 'mfe_account', L2],
  ['/user/account/login-ip-log', 'mfe_account', L2],
  ['/user/my-account', 'mfe_account', L2],
  ['/user/share-accounts', 'mfe_services', L2],
  // The portal's addition (issue 25): the devices that fetch the subscription.
  ['/user/devices', 'mfe_services', L2],
  ['/user/announcements/announcements', 'mfe_account', L2],
  ['/user/connection-reset', 'mfe_services', L2],
  ['/user/subscribe-log-chart', 'mfe_services', L2],
  ['/user/subscribe-log-detail', 'mfe_services', L2],
  ['/user/*', 'shell:not-found', 'default'],
  // The operator console (issue 21): staff only, in the app frame.
  ['/admin', 'mfe_admin', L2],
  ['/admin/customers', 'mfe_admin', L2],
  ['/admin/customers/:id', 'mfe_admin', L2],
  ['/admin/orders', 'mfe_admin', L2],
  ['/admin/cd-keys', 'mfe_admin', L2],
  ['/admin/plans', 'mfe_admin', L2],
  ['/admin/plans/audit-rules', 'mfe_admin', L2],
  ['/admin/plans/share-accounts', 'mfe_admin', L2],
  ['/admin/nodes', 'mfe_admin', L2],
  ['/admin/tickets', 'mfe_admin', L2],
  ['/admin/tickets/:id', 'mfe_admin', L2],
  ['/admin/announcements', 'mfe_admin', L2],
  ['/admin/remotes', 'mfe_admin', L2],
  ['/admin/audit', 'mfe_admin', L2],
  ['/test-page/test1', 'shell:test1', L2],
  ['/test-page/test2', 'shell:test2', 'plain'],
  ['/test-page/test3', 'shell:test3', 'plain'],
  ['/test-page/test4', 'shell:test4', L2],
  ['/test-page/test5', 'shell:test5', L2],
  ['/test-page/test6', 'shell:test6', L2],
  ['/test-page/test7', 'shell:test7', L2],
  ['/test-page/api-example', 'shell:api-example', L2],
  ['*', 'shell:not-found', 'default'],
];

function describeEntry(entry: RouteEntry): Expected {
  const { owner } = entry;
  const ownerText =
    owner.kind === 'remote' ? owner.remote : owner.kind === 'shell' ? `shell:${owner.page}` : `→ ${owner.to}`;
  return [entry.path, ownerText, entry.layout ?? '-'];
}

describe('route table', () => {
  it('holds exactly the docs/product.md §2 routes, each with its owner and layout', () => {
    const actual = ROUTE_TABLE.map(describeEntry).sort(([a], [b]) => a.localeCompare(b));
    const expected = [...SPEC_ROUTES].sort(([a], [b]) => a.localeCompare(b));
    expect(actual).toEqual(expected);
  });

  it('has no duplicate paths', () => {
    const paths = ROUTE_TABLE.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('lets each remote serve its routes under the same full path', () => {
    for (const entry of ROUTE_TABLE) {
      if (entry.owner.kind === 'remote') expect(entry.owner.path).toBe(entry.path);
    }
  });

  it('requires sign-in for /user and everything under it, and nothing else', () => {
    expect(requiresSignIn('/user')).toBe(true);
    expect(requiresSignIn('/user/tickets/view/:id')).toBe(true);
    expect(requiresSignIn('/user/*')).toBe(true);
    expect(requiresSignIn('/users')).toBe(false);
    expect(requiresSignIn('/about')).toBe(false);
    expect(requiresSignIn('/auth/sign-in')).toBe(false);
    expect(requiresSignIn('/admin')).toBe(false);
  });

  it('requires staff for /admin and everything under it, and nothing else', () => {
    expect(requiresStaff('/admin')).toBe(true);
    expect(requiresStaff('/admin/customers/:id')).toBe(true);
    expect(requiresStaff('/administrator')).toBe(false);
    expect(requiresStaff('/user/dashboard')).toBe(false);
  });
});

describe('route validation rules', () => {
  it('accepts uuid ticket ids only', () => {
    expect(ticketIdParams.safeParse({ id: '017aa5e9-e8c0-7000-a001-9e828b5fa184' }).success).toBe(true);
    expect(ticketIdParams.safeParse({ id: 'abc' }).success).toBe(false);
    expect(ticketIdParams.safeParse({ id: '42' }).success).toBe(false);
  });

  it('accepts positive whole customer ids only, as the staff API keys them', () => {
    expect(customerIdParams.safeParse({ id: '18401' }).success).toBe(true);
    for (const id of ['0', '-1', '1.5', '012', 'ann', '', '12345678901']) {
      expect(customerIdParams.safeParse({ id }).success).toBe(false);
    }
  });

  it('accepts uuid invoice ids only, as the wallet API keys them', () => {
    expect(invoiceIdParams.safeParse({ id: '017aa5e9-e8c0-7000-a001-9e828b5fa184' }).success).toBe(true);
    for (const id of ['1', '42', '0', '-1', '1.5', 'abc', '']) {
      expect(invoiceIdParams.safeParse({ id }).success).toBe(false);
    }
  });
});
