// Which pages each remote serves: declared once, here. The shell's route table mounts these paths,
// each remote's `./routes` is typed against its own list (a path it does not own fails to compile),
// and each remote's test checks it serves exactly these (shared/test/remote-routes.ts). Adding a page:
// add its path here, then to the remote's routes.tsx (docs/how-to/add-a-page.md).
import type { RemoteName } from './types';

export const REMOTE_PATHS = {
  mfe_auth: ['/auth/sign-in', '/auth/sign-up', '/auth/forgot-password'],
  mfe_services: [
    '/user/dashboard',
    '/user/nodes',
    '/user/services',
    '/user/services/buy',
    '/user/services/renewals',
    '/user/services-old',
    '/user/audit',
    '/user/audit/view',
    '/user/connection-reset',
    '/user/subscribe-log-chart',
    '/user/subscribe-log-detail',
    '/user/share-accounts',
    '/user/devices',
  ],
  mfe_wallet: [
    '/user/wallet',
    '/user/wallet/billing',
    '/user/wallet/billing/view-invoice/:id',
    '/user/wallet/recharge',
    '/user/wallet/recharge/new',
    '/user/wallet/recharge/cd-key',
    '/user/wallet/purchase-records-old',
    '/user/shop-old',
    '/user/shop-old/payment',
    '/user/promote',
  ],
  mfe_tickets: ['/user/tickets', '/user/tickets/new', '/user/tickets/view/:id'],
  mfe_account: [
    '/user/my-account',
    '/user/account/edit-profile',
    '/user/account/edit-password',
    '/user/account/security',
    '/user/account/activity',
    '/user/account/login-ip-log',
    '/user/announcements/announcements',
  ],
  // The operator console: staff only (the shell's guard; customers get its 404 and never load the remote).
  mfe_admin: [
    '/admin',
    '/admin/customers',
    '/admin/customers/:id',
    '/admin/orders',
    '/admin/cd-keys',
    '/admin/plans',
    '/admin/plans/audit-rules',
    '/admin/plans/share-accounts',
    '/admin/nodes',
    '/admin/tickets',
    '/admin/tickets/:id',
    '/admin/announcements',
    '/admin/remotes',
    '/admin/audit',
  ],
} as const satisfies Record<RemoteName, readonly string[]>;

/** A path (react-router syntax) that remote `R` serves. */
export type RemotePath<R extends RemoteName = RemoteName> = (typeof REMOTE_PATHS)[R][number];

/**
 * A page another section sends the customer to names where they came from: `?from=/user/services/buy`. The
 * sidebar keeps that entry highlighted and the page's back link returns there (a path the page accepts).
 */
export const FROM_PARAM = 'from';

/** `from` of the current address when it is one of `accepted`, else `fallback`. */
export function cameFrom<T extends string>(search: URLSearchParams, accepted: readonly T[], fallback: T): T {
  const from = search.get(FROM_PARAM);
  return accepted.find((path) => path === from) ?? fallback;
}
