// The auth remote's exposed ./routes: its pages under /auth (the shell itself redirects /auth to
// /auth/sign-in), each page's code loaded on first visit. Importing it registers the 'auth' texts.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteRouteObject } from '@portal/shared';
import { registerAuthTranslations } from './i18n';
import { PageLoading } from './lib/PageLoading';

registerAuthTranslations();

function suspended(Page: LazyExoticComponent<ComponentType>): ComponentType {
  return function SuspendedPage() {
    return (
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    );
  };
}

export const routes: RemoteRouteObject<'mfe_auth'>[] = [
  { path: '/auth/sign-in', Component: suspended(lazy(() => import('./features/sign-in/components/SignInPage'))) },
  { path: '/auth/sign-up', Component: suspended(lazy(() => import('./features/sign-up/components/SignUpPage'))) },
  {
    path: '/auth/forgot-password',
    Component: suspended(lazy(() => import('./features/forgot-password/components/ForgotPasswordPage'))),
  },
];
