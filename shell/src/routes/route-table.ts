// The portal's one route table (docs/product.md §2): every route, who serves it and in which layout.
// The routes (PortalRoutes.tsx), the navigation and the tests all read this table. Remote pages come
// from REMOTE_PATHS (@portal/shared), where each remote's paths are declared once.
// zod/mini: the contract's zod, tree-shaken (classic zod cannot be; see docs/adr/0003).
import * as z from 'zod/mini';
import { REMOTE_NAMES, REMOTE_PATHS, type RemoteName, type RemotePath } from '@portal/shared';

/** The specification's layouts: default (auth and error pages), web-site-layout1 (`plain`: a simple top bar),
 * web-site-layout2 (`app-frame`: the app frame with navigation). */
export type LayoutName = 'default' | 'plain' | 'app-frame';

/** Pages the shell itself serves (lazy-loaded, except the error pages). */
export type ShellPageId =
  | 'about'
  | 'settings'
  | 'test1'
  | 'test2'
  | 'test3'
  | 'test4'
  | 'test5'
  | 'test6'
  | 'test7'
  | 'api-example'
  | 'not-found';

type RouteOwner =
  | { kind: 'remote'; remote: RemoteName; /** The path as the remote's `./routes` declares it. */ path: string }
  | { kind: 'shell'; page: ShellPageId }
  | { kind: 'redirect'; to: string };

export interface RouteEntry {
  /** react-router path syntax. */
  path: string;
  owner: RouteOwner;
  /** Redirects render nothing, so they have no layout. */
  layout: LayoutName | null;
  /** Route validation (docs/product.md §2): params failing it make the fatal 404 page. */
  params?: z.ZodMiniType;
}

/** Ticket ids are uuids (the tickets API keys them by uuid). */
export const ticketIdParams = z.object({ id: z.uuid() });

/** Invoice ids are uuids (the contract's walletInvoice keys invoices by uuid). */
export const invoiceIdParams = z.object({ id: z.uuid() });

/** Customers are keyed by their numeric id in the console (the staff API's user_id). */
export const customerIdParams = z.object({ id: z.string().check(z.regex(/^[1-9]\d{0,9}$/)) });

/** Every /user/* route requires a signed-in user (docs/product.md §2, §4). */
export function requiresSignIn(path: string): boolean {
  return path === '/user' || path.startsWith('/user/');
}

/**
 * Every /admin route is the operator console's: staff only (low admins and admins). A visitor is asked to
 * sign in; a customer gets the 404 page, as for a page that does not exist, and never loads the console.
 */
export function requiresStaff(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}

/** Route validation of the remote pages that have path parameters. */
const REMOTE_PATH_PARAMS: Partial<Record<RemotePath, z.ZodMiniType>> = {
  '/user/wallet/billing/view-invoice/:id': invoiceIdParams,
  '/user/tickets/view/:id': ticketIdParams,
  '/admin/customers/:id': customerIdParams,
  '/admin/tickets/:id': ticketIdParams,
};

/** A remote's page (paths from REMOTE_PATHS in @portal/shared): auth pages in the bare layout, the rest in the app frame. */
const remote = (name: RemoteName, path: RemotePath): RouteEntry => {
  const params = REMOTE_PATH_PARAMS[path];
  return {
    path,
    owner: { kind: 'remote', remote: name, path },
    layout: path.startsWith('/auth/') ? 'default' : 'app-frame',
    ...(params ? { params } : {}),
  };
};
const shell = (page: ShellPageId, path: string, layout: LayoutName): RouteEntry => ({
  path,
  owner: { kind: 'shell', page },
  layout,
});
const redirectTo = (path: string, to: string): RouteEntry => ({ path, owner: { kind: 'redirect', to }, layout: null });

export const DASHBOARD_PATH = '/user/dashboard';

export const SIGN_IN_PATH = '/auth/sign-in';

export const ROUTE_TABLE: readonly RouteEntry[] = [
  redirectTo('/', DASHBOARD_PATH),
  redirectTo('/auth', SIGN_IN_PATH),
  redirectTo('/user', DASHBOARD_PATH),

  shell('about', '/about', 'app-frame'),
  shell('settings', '/settings', 'app-frame'),

  ...REMOTE_NAMES.flatMap((name) => REMOTE_PATHS[name].map((path) => remote(name, path))),

  // Any other /user path: signed-in users get the 404 page (the guard runs first).
  shell('not-found', '/user/*', 'default'),

  shell('test1', '/test-page/test1', 'app-frame'),
  shell('test2', '/test-page/test2', 'plain'),
  shell('test3', '/test-page/test3', 'plain'),
  shell('test4', '/test-page/test4', 'app-frame'),
  shell('test5', '/test-page/test5', 'app-frame'),
  shell('test6', '/test-page/test6', 'app-frame'),
  shell('test7', '/test-page/test7', 'app-frame'),
  shell('api-example', '/test-page/api-example', 'app-frame'),

  // Any other path.
  shell('not-found', '*', 'default'),
];
