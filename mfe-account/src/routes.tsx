// The remote's exposed ./routes: full paths, mounted by the shell inside its layout and guards. Each
// page is its own chunk (lazyPage), so a visit to one page loads only that page; a first page's data
// starts beside its chunk (prefetch), instead of after the chunk has arrived and rendered.
import type { RemoteRouteObject } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { accountOverviewQuery } from './features/overview/api/use-account-overview';
import { registerAccountTranslations } from './i18n';
import { lazyPage } from './lib/lazy-page';

registerAccountTranslations();

export const routes: RemoteRouteObject<'mfe_account'>[] = [
  {
    path: '/user/my-account',
    Component: lazyPage(() => import('./features/overview/components/MyAccountPage'), {
      prefetch: () => queryClient.prefetchQuery(accountOverviewQuery()),
    }),
  },
  {
    path: '/user/account/edit-profile',
    Component: lazyPage(() => import('./features/profile/components/EditProfilePage')),
  },
  {
    path: '/user/account/edit-password',
    Component: lazyPage(() => import('./features/password/components/EditPasswordPage')),
  },
  { path: '/user/account/security', Component: lazyPage(() => import('./features/security/components/SecurityPage')) },
  { path: '/user/account/activity', Component: lazyPage(() => import('./features/activity/components/ActivityPage')) },
  {
    path: '/user/account/login-ip-log',
    Component: lazyPage(() => import('./features/login-log/components/LoginIpLogPage')),
  },
  {
    path: '/user/announcements/announcements',
    Component: lazyPage(() => import('./features/announcements/components/AnnouncementsPage')),
  },
];
