// The remote's exposed ./routes: full paths, mounted by the shell inside its layout and guards. Each
// page is its own chunk (lazySectionPage), so a visit to one page loads only that page; a first page's data
// starts beside its chunk (prefetch), instead of after the chunk has arrived and rendered.
import type { RemoteRouteObject } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { lazySectionPage } from '@portal/shared/ui-kit';
import { accountOverviewQuery } from './features/overview/api/use-account-overview';
import { registerAccountTranslations } from './i18n';

registerAccountTranslations();

export const routes: RemoteRouteObject<'mfe_account'>[] = [
  {
    path: '/user/my-account',
    Component: lazySectionPage(() => import('./features/overview/components/MyAccountPage'), {
      prefetch: () => queryClient.prefetchQuery(accountOverviewQuery()),
    }),
  },
  {
    path: '/user/account/edit-profile',
    Component: lazySectionPage(() => import('./features/profile/components/EditProfilePage')),
  },
  {
    path: '/user/account/edit-password',
    Component: lazySectionPage(() => import('./features/password/components/EditPasswordPage')),
  },
  {
    path: '/user/account/security',
    Component: lazySectionPage(() => import('./features/security/components/SecurityPage')),
  },
  {
    path: '/user/account/activity',
    Component: lazySectionPage(() => import('./features/activity/components/ActivityPage')),
  },
  {
    path: '/user/account/login-ip-log',
    Component: lazySectionPage(() => import('./features/login-log/components/LoginIpLogPage')),
  },
  {
    path: '/user/announcements/announcements',
    Component: lazySectionPage(() => import('./features/announcements/components/AnnouncementsPage')),
  },
];
