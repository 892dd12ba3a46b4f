// The auth remote's exposed ./routes: its pages under /auth (the shell itself redirects /auth to
// /auth/sign-in), each page's code loaded on first visit. Importing it registers the 'auth' texts.
import { lazyPage, type RemoteRouteObject } from '@portal/shared';
import { registerAuthTranslations } from './i18n';
import { PageLoading } from './lib/PageLoading';

registerAuthTranslations();

// Preloadable pages: the shell loads a page's chunk before it shows the page, or before it hydrates the
// page prerendered at build time.
const page = (load: Parameters<typeof lazyPage>[0]) => lazyPage(load, PageLoading);

export const routes: RemoteRouteObject<'mfe_auth'>[] = [
  { path: '/auth/sign-in', Component: page(() => import('./features/sign-in/components/SignInPage')) },
  { path: '/auth/sign-up', Component: page(() => import('./features/sign-up/components/SignUpPage')) },
  {
    path: '/auth/forgot-password',
    Component: page(() => import('./features/forgot-password/components/ForgotPasswordPage')),
  },
];
